"""The BUILT site, read as a learner reads it: one vocabulary, one number format, lessons
that end by answering their question and lead to the practice that trains them."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
import yaml

from academy.build import build
from academy.content import load_content, retired_words
from academy.content.glossary import retired_pattern
from academy.engine.numbers import GROUP, NBSP
from academy.paths import CONTENT_DIR
from academy.practice import PracticeSet, showdown_at

pytestmark = pytest.mark.slow  # builds: the real site, every page read

CONTENT = load_content()
TEXT_FILES = (".html", ".json", ".js", ".txt", ".xml")


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("sitio") / "site"
    build(out)
    return out


def page(site: Path, slug: str) -> str:
    path = "glosario" if slug == "glosario" else f"lecciones/{slug}"
    return (site / path / "index.html").read_text(encoding="utf-8")


def visible(fragment: str) -> str:
    """Text as read: no scripts, no tags, entities decoded, card names for screen readers
    kept (they are words too)."""
    fragment = re.sub(r"<(script|style)\b.*?</\1>", " ", fragment, flags=re.S)
    return html.unescape(re.sub(r"<[^>]+>", " ", fragment))


def test_no_retired_term_outside_the_glossary_synonym_column(site: Path) -> None:
    words = retired_words(CONTENT.glossary)
    assert {"pozo", "pinta", "bote secundario", "par", "ficha impar", "límite del bote"} <= set(
        words
    )
    found = []
    for path in sorted(p for p in site.rglob("*") if p.suffix in TEXT_FILES and p.is_file()):
        text = path.read_text(encoding="utf-8")
        text = html.unescape(re.sub(r"<td data-synonyms>.*?</td>", "", text, flags=re.S))
        for word in words:
            for match in retired_pattern(word).finditer(text):
                found.append(f"{path.relative_to(site)}: {text[match.start() - 40 : match.end()]}")
    assert found == []


def test_the_glossary_lists_every_retired_word_in_its_synonym_column(site: Path) -> None:
    cells = " ".join(re.findall(r"<td data-synonyms>(.*?)</td>", page(site, "glosario"), re.S))
    for word in retired_words(CONTENT.glossary):
        assert retired_pattern(word).search(html.unescape(cells)), word


def test_hold_em_takes_the_typographic_apostrophe(site: Path) -> None:
    for path in site.rglob("*.html"):
        text = visible(path.read_text(encoding="utf-8"))
        assert "Hold'em" not in text, path
    assert "Texas Hold’em" in visible(page(site, "como-se-juega"))


def test_numbers_follow_one_rule_on_every_page(site: Path) -> None:
    """No dot grouping (1.500, 2.598.960), «%» after a no-break space on every page; in
    the lessons, five digits and up grouped with a narrow no-break space."""
    for path in site.rglob("*.html"):
        text = visible(path.read_text(encoding="utf-8"))
        assert re.search(r"\d{1,3}(?:\.\d{3})+(?!\d)", text) is None, path
        assert re.search(r"\d ?%", text) is None, path  # «50,12 %» with a no-break space
    for lesson in CONTENT.lessons:
        text = visible(page(site, lesson.slug))
        assert re.search(r"\d{5,}", text) is None, lesson.slug
    ranking = visible(page(site, "ranking-de-manos"))
    assert f"2{GROUP}598{GROUP}960" in ranking and f"{NBSP}%" in ranking
    assert f"133{GROUP}784{GROUP}560" in ranking  # 7-card total


def test_net_results_are_signed(site: Path) -> None:
    lesson = page(site, "all-in-botes-laterales")
    assert '<span data-figure="bote-lateral-abc.net.A">+100</span>' in lesson
    assert '<span data-figure="bote-lateral-abc.net.C">−120</span>' in lesson


def test_lessons_say_se_llama_and_keep_the_engine_for_the_figures_note(site: Path) -> None:
    for lesson in CONTENT.lessons:
        text = page(site, lesson.slug)
        note = re.search(r'<p class="muted figures-note">.*?</p>', text, re.S)
        assert note is not None and "motor" in note.group(0)
        assert "figures.json" not in visible(text), lesson.slug  # a build file, not for learners
        body = visible(text.replace(note.group(0), ""))
        assert re.search(r"\bel motor\b", body, re.I) is None, lesson.slug


def test_every_lesson_ends_by_answering_its_opening_question(site: Path) -> None:
    for lesson in CONTENT.lessons:
        text = page(site, lesson.slug)
        closing = text.index('<section class="closing"')
        assert text.index('id="revisa-lo-aprendido"') < closing < text.index("</article>")
        section = visible(text[closing : text.index("</section>", closing)])
        assert " ".join(lesson.question.split()) in " ".join(section.split())
        assert " ".join(lesson.closing.split()) in " ".join(section.split())


@pytest.mark.parametrize(
    ("slug", "levels"),
    [("ranking-de-manos", [1]), ("showdown-kickers", [2, 3]), ("all-in-botes-laterales", [4])],
)
def test_lessons_link_to_the_practice_levels_that_train_them(
    site: Path, slug: str, levels: list[int]
) -> None:
    code = PracticeSet().code
    text = page(site, slug)
    linked = re.findall(r'<a href="(/practica/[^"]+)" data-practice-level="(\d)"', text)
    assert [int(level) for _, level in linked] == levels
    for href, level in linked:
        assert href == f"/practica/{code}/{level}/0/"  # opens that level directly
        shown = (site / href.strip("/") / "index.html").read_text(encoding="utf-8")
        assert f"Nivel {level}, mano 1" in shown


@pytest.mark.parametrize(
    ("slug", "level"), [("showdown-kickers", 2), ("all-in-botes-laterales", 4)]
)
def test_lessons_show_one_practice_showdown_answered_in_place(
    site: Path, slug: str, level: int
) -> None:
    text = page(site, slug)
    found = re.findall(r'<section class="lesson-practice" id="practica-(n(\d)-(\d+)-(\d+))"', text)
    assert len(found) == 1
    showdown_id, lvl, seed, index = found[0]
    assert int(lvl) == level
    showdown = showdown_at(level, int(seed), int(index))
    assert showdown.id == showdown_id
    start = text.index(f'id="practica-{showdown_id}"')
    section = text[start : text.index("</section>", start)]
    assert "<script" not in section and " on" not in re.sub(r'"[^"]*"', "", section)
    choices = re.findall(r'<details class="practice-choice" data-option="([a-d])">', section)
    assert choices == [option.key for option in showdown.options]
    for option in showdown.options:
        block = section.split(f'data-option="{option.key}">', 1)[1].split("</details>\n", 2)
        said = " ".join(visible(block[0] + block[1]).split())
        cards_free = re.sub(r"(10|[2-9JQKA])[♣♦♥♠]", "", option.summary)
        first_words = " ".join(cards_free.split()[:3])
        assert first_words in re.sub(r"(10|[2-9JQKA])[♣♦♥♠]", "", said)
        assert ("Sí:" in said) == option.correct
        assert "Ver el reparto completo" in said


# --- The words of issue 20: one vocabulary in the lessons, the retired sentences gone ---

LEDGER = yaml.safe_load((Path(CONTENT_DIR) / "rules.yaml").read_text(encoding="utf-8"))
# The board is «las cartas comunitarias»; «mesa» is where people sit, except in «jugar la
# mesa». These are the shapes the old wording took for the board.
BOARD_AS_MESA = re.compile(
    r"\b(?:cartas comunes|carta común|(?:una|dos|tres|cuatro|cinco) de la mesa"
    r"|cartas de la mesa|en la mesa hay|la mesa (?:trae|pone|es una|juega)|tablero)\b",
    re.I,
)
# Words the neutral register and the one vocabulary leave out of the lessons.
OFF_REGISTER = re.compile(r"\b(?:qué tan|se topa|aport(?:a|an|ó|aron|ar))\b", re.I)


def written(page_html: str) -> str:
    """A built lesson's own words: its body, without the figures, inline practice and figure
    spans the engine writes (their sentences are the engine's, tested with it)."""
    start = page_html.index('<div class="lesson-body">')
    body = page_html[start : page_html.index("</article>")]
    body = re.sub(r"<td data-synonyms>.*?</td>", " ", body, flags=re.S)  # other words, on purpose
    body = re.sub(r"<figure\b.*?</figure>", " ", body, flags=re.S)
    body = re.sub(r'<section class="lesson-practice".*?</section>', " ", body, flags=re.S)
    body = re.sub(r'<span data-figure="[^"]*">.*?</span>', " ", body, flags=re.S)
    return " ".join(visible(body).split())


def test_the_retired_sentences_are_gone_from_the_built_site(site: Path) -> None:
    pages = [page(site, lesson.slug) for lesson in CONTENT.lessons]
    for name in ("fuentes", "juego-responsable"):
        pages.append((site / name / "index.html").read_text(encoding="utf-8"))
    for text in pages:
        said = " ".join(visible(text).split()).lower()
        for words in LEDGER["retired"]:
            assert words.lower() not in said, words


def test_the_lessons_use_one_vocabulary(site: Path) -> None:
    for lesson in CONTENT.lessons:
        said = written(page(site, lesson.slug))
        assert BOARD_AS_MESA.search(said) is None, (lesson.slug, BOARD_AS_MESA.search(said))
        assert OFF_REGISTER.search(said) is None, (lesson.slug, OFF_REGISTER.search(said))
        # the odd chip, described one way wherever a lesson says where it goes
        for goes_to in re.findall(r"ficha sobrante[^.]*?\bva al ([^.,;]+)", said):
            assert goes_to.startswith("primero de los ganadores empatados "), (lesson.slug, goes_to)
    assert "comunitarias" in written(page(site, "como-se-juega"))


def test_fixed_limit_small_and_big_bets_are_defined_before_use(site: Path) -> None:
    for lesson in CONTENT.lessons:  # in the site's order
        said = page(site, lesson.slug)
        first = re.search(r"apuesta (?:pequeña|grande)", visible(said), re.I)
        if first is not None and lesson.slug != "glosario":
            assert lesson.slug == "acciones-y-apuestas", lesson.slug
            assert "<strong>apuesta pequeña</strong>" in said
            assert "<strong>apuesta grande</strong>" in said
            break


def test_an_opening_bet_is_labelled_a_bet_and_a_raise_a_raise(site: Path) -> None:
    text = page(site, "acciones-y-apuestas")
    seen = 0
    for example in CONTENT.examples.values():
        if example.kind != "limits" or not example.result.get("can_raise"):
            continue
        found = re.search(rf'id="ejemplo-{example.id}">(.*?)</figure>', text, re.S)
        if found is None:
            continue
        labels = re.findall(r"<dt>(.*?)</dt>", found.group(1))
        if example.result["input"]["current_bet"] == 0:
            assert "Apuesta mínima" in labels and "Apuesta máxima" in labels, example.id
            assert not any("Subida" in label for label in labels), example.id
        else:
            assert "Subida mínima, hasta" in labels, example.id
            assert not any("Apuesta m" in label for label in labels), example.id
        seen += 1
    assert seen >= 8


def test_every_lesson_ends_with_where_to_practise_it(site: Path) -> None:
    for lesson in CONTENT.lessons:
        text = page(site, lesson.slug)
        start = text.index('<div class="lesson-body">')
        body = text[start : text.index('id="revisa-lo-aprendido"')]
        last = body.rindex("<h2")
        assert body[last:].startswith('<h2 id="donde-practicarlo">'), lesson.slug
        links = re.findall(r'href="([^"]+)"', body[last:])
        assert any(link.startswith("/practica/taller/#taller-") for link in links), lesson.slug
        assert any(link.startswith("/herramientas/") for link in links), lesson.slug
        for link in links:  # each one opens a page of this build
            path = link.split("#", 1)[0].strip("/")
            assert (site / path / "index.html").is_file(), link
    limits = page(site, "acciones-y-apuestas")
    ending = limits[limits.rindex('<h2 id="donde-practicarlo">') :]
    assert "Calcula el límite" in ending and 'href="/herramientas/limites/"' in ending


def test_the_glossary_is_not_headed_as_a_lesson(site: Path) -> None:
    """The home page counts six lessons and the glossary apart: its page says so too."""
    eyebrow = re.compile(r'<p class="eyebrow">([^<]*)</p>')
    assert eyebrow.findall(page(site, "glosario")) == ["Vocabulario"]
    assert eyebrow.findall(page(site, "como-se-juega")) == ["Lección 1"]
    assert "esta lección" not in visible(page(site, "glosario"))
