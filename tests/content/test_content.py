"""Content loading: front matter, lessons, shortcodes, examples, sources, figures."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from helpers import FIXTURE_CONTENT

from academy.content import (
    Content,
    ContentError,
    Shortcode,
    SourceGroup,
    load_content,
    load_lesson,
    parse_front_matter,
    render_body,
)
from academy.figures import compute, flatten

LESSON = (FIXTURE_CONTENT / "lessons" / "01-primera.md").read_text(encoding="utf-8")


def copy_fixtures(tmp_path: Path) -> Path:
    root = tmp_path / "content"
    shutil.copytree(FIXTURE_CONTENT, root)
    return root


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


# --- front matter -------------------------------------------------------------------


def test_front_matter_splits_meta_and_body() -> None:
    assert parse_front_matter("---\ntitle: Hola\norder: 2\n---\n## Uno\n") == (
        "## Uno\n",
        {"title": "Hola", "order": 2},
    )


def test_front_matter_is_optional_and_may_be_empty() -> None:
    assert parse_front_matter("Solo texto\n") == ("Solo texto\n", {})
    assert parse_front_matter("---\n---\nTexto") == ("Texto", {})


def test_front_matter_with_windows_line_endings() -> None:
    body, meta = parse_front_matter("---\r\ntitle: Hola\r\n---\r\nTexto\r\n")
    assert meta == {"title": "Hola"} and body == "Texto\r\n"


@pytest.mark.parametrize(
    ("text", "message"),
    [("---\ntitle: [a\n---\n", "no es válida"), ("---\n- a\n---\n", "diccionario")],
)
def test_front_matter_errors(text: str, message: str) -> None:
    with pytest.raises(ContentError, match=message):
        parse_front_matter(text)


# --- lessons ------------------------------------------------------------------------


def test_lesson_fields(fixture_content: Content) -> None:
    lesson = fixture_content.lessons[0]
    assert (lesson.slug, lesson.order, lesson.related) == ("primera", 1, ("glosario",))
    assert lesson.quiz[0].options == ("150", "190", "50") and lesson.quiz[0].answer == 1
    assert lesson.toc == (("botes-laterales", "Botes laterales"), ("manos", "Manos"))
    assert Shortcode("ejemplo", "bote-lateral-abc") in lesson.shortcodes
    assert [lesson.slug for lesson in fixture_content.lessons] == ["primera", "glosario"]


def test_shortcodes_are_set_apart_after_markdown() -> None:
    parts, _ = render_body("Vale [[cifra a.b]] fichas.\n\n[[ejemplo a]]\n\n[[fuente f]]\n")
    assert parts == (
        "<p>Vale ",
        Shortcode("cifra", "a.b"),
        " fichas.</p>\n",
        Shortcode("ejemplo", "a"),
        "\n",
        Shortcode("fuente", "f"),
    )


def test_inline_figures_survive_tables_and_underscores() -> None:
    text = (
        "| a | b |\n|---|---|\n| [[cifra r.counts.high_card]] | [[cifra r.counts.full_house]] |\n"
    )
    parts, _ = render_body(text)
    assert Shortcode("cifra", "r.counts.high_card") in parts
    assert Shortcode("cifra", "r.counts.full_house") in parts
    assert all("<em>" not in p for p in parts if isinstance(p, str))


def test_sources_cited_one_after_another_are_one_group() -> None:
    parts, _ = render_body(
        "Texto.\n\n[[fuente a]]\n\n[[fuente b]]\n\n[[fuente c]]\n\nMás.\n\n[[fuente d]]\n"
    )
    assert parts == (
        "<p>Texto.</p>\n",
        SourceGroup(("a", "b", "c")),
        "\n<p>Más.</p>\n",
        Shortcode("fuente", "d"),
    )


def test_a_fold_keeps_its_text_and_shortcodes_inside_a_disclosure() -> None:
    body = (
        "Antes.\n\n[[pliegue Cómo varía <entre> salas]]\n\nDentro, **con** [[cifra a.b]].\n\n"
        "[[fuente f]]\n\n[[/pliegue]]\n\nDespués.\n"
    )
    parts, _ = render_body(body)
    assert parts == (
        "<p>Antes.</p>\n"
        '<details class="fold"><summary>Cómo varía &lt;entre&gt; salas</summary>\n'
        "<p>Dentro, <strong>con</strong> ",
        Shortcode("cifra", "a.b"),
        ".</p>\n",
        Shortcode("fuente", "f"),
        "\n</details>\n<p>Después.</p>",
    )


def test_a_lesson_checks_each_source_of_a_group(tmp_path: Path) -> None:
    """A group's sources are the lesson's shortcodes too, so each one must exist."""
    root = tmp_path / "content"
    shutil.copytree(FIXTURE_CONTENT, root)
    lesson = next((root / "lessons").glob("01-*.md"))
    text = lesson.read_text(encoding="utf-8")
    lesson.write_text(text + "\n[[fuente fuente-prueba]]\n\n[[fuente nada]]\n", "utf-8")
    loaded = load_lesson(lesson)
    assert SourceGroup(("fuente-prueba", "nada")) in loaded.parts
    assert Shortcode("fuente", "nada") in loaded.shortcodes
    with pytest.raises(ContentError, match="nada.*no existe esa fuente"):
        load_content(root)


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("[[pliegue Uno]]\n\nTexto.\n", "falta \\[\\[/pliegue\\]\\]"),
        ("Texto.\n\n[[/pliegue]]\n", "sin \\[\\[pliegue"),
        ("[[pliegue Uno]]\n\n[[pliegue Dos]]\n\n[[/pliegue]]\n", "un pliegue dentro de otro"),
        ("[[pliegue Uno]]\n\n## Sección\n\n[[/pliegue]]\n", "no puede tener un título"),
        ("Texto [[pliegue Uno]] en medio.\n\n[[/pliegue]]\n", "solos en su línea"),
        ("[[pliegue Uno]]\nTexto pegado.\n\n[[/pliegue]]\n", "solos en su línea"),
    ],
)
def test_bad_folds(body: str, message: str) -> None:
    with pytest.raises(ContentError, match=message):
        render_body(body)


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("Texto [[ejemplo a]] en medio.\n", "solo en su propia línea"),
        ("[[dibujo a]]\n", "shortcode desconocido"),
        ("[[ejemplo]]\n", "mal escrito"),
    ],
)
def test_bad_shortcodes(body: str, message: str) -> None:
    with pytest.raises(ContentError, match=message):
        render_body(body)


@pytest.mark.parametrize(
    ("old", "new", "key"),
    [
        ("order: 1\n", "", "order"),
        ("order: 1", "order: uno", "order"),
        ("slug: primera", "slug: otra", "slug"),
        ("    answer: 1\n", "    answer: 3\n", "quiz[0].answer"),
        ("related: [glosario]", "related: glosario", "related"),
        ('title: "Lección de prueba"', 'title: ""', "title"),
        ('  - question: "¿Qué es el botón?"', '  - pregunta: "¿Qué?"', "quiz[2]"),
    ],
)
def test_lesson_errors_name_file_and_key(tmp_path: Path, old: str, new: str, key: str) -> None:
    path = tmp_path / "01-primera.md"
    path.write_text(LESSON.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(ContentError) as error:
        load_lesson(path)
    assert error.value.key == key or key in str(error.value)
    assert "01-primera.md" in str(error.value)


def test_quiz_needs_exactly_three_questions(tmp_path: Path) -> None:
    path = tmp_path / "01-primera.md"
    start = LESSON.index('  - question: "¿Qué es el botón?"')
    path.write_text(LESSON[:start] + LESSON[LESSON.index("---\n## Botes") :], encoding="utf-8")
    with pytest.raises(ContentError, match="exactamente 3"):
        load_lesson(path)


def test_lesson_file_name(tmp_path: Path) -> None:
    path = tmp_path / "primera.md"
    path.write_text(LESSON, encoding="utf-8")
    with pytest.raises(ContentError, match="NN-slug.md"):
        load_lesson(path)


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("[[ejemplo trio-reyes]]", "[[ejemplo no-existe]]", "no existe ese ejemplo"),
        (
            "[[cifra bote-lateral-abc.net.A]]",
            "[[cifra bote-lateral-abc.net.Z]]",
            "no existe esa cifra",
        ),
        ("[[fuente fuente-prueba]]", "[[fuente nada]]", "no existe esa fuente"),
        ("related: [glosario]", "related: [nada]", "ninguna lección «nada»"),
    ],
)
def test_references_must_exist(tmp_path: Path, old: str, new: str, message: str) -> None:
    root = copy_fixtures(tmp_path)
    edit(root / "lessons" / "01-primera.md", old, new)
    with pytest.raises(ContentError, match=message) as error:
        load_content(root)
    assert "01-primera.md" in str(error.value)


def test_duplicate_slug_or_order(tmp_path: Path) -> None:
    root = copy_fixtures(tmp_path)
    edit(root / "lessons" / "02-glosario.md", "order: 2", "order: 1")
    with pytest.raises(ContentError, match="ya lo usa"):
        load_content(root)


# --- examples, expectations and figures ------------------------------------------------


def test_expectation_mismatch_names_the_key(tmp_path: Path) -> None:
    root = copy_fixtures(tmp_path)
    edit(root / "examples" / "ejemplos.yaml", "pots.1.amount: 140", "pots.1.amount: 220")
    with pytest.raises(ContentError) as error:
        load_content(root)
    assert "bote-lateral-abc.pots.1.amount" in str(error.value)
    assert "se esperaba 220 pero el motor da 140" in str(error.value)
    assert "ejemplos.yaml" in str(error.value)


def test_expectation_of_a_missing_figure(tmp_path: Path) -> None:
    root = copy_fixtures(tmp_path)
    edit(root / "examples" / "ejemplos.yaml", "refunds.C: 80", "refunds.A: 80")
    with pytest.raises(ContentError, match="bote-lateral-abc.refunds.A: esa cifra no existe"):
        load_content(root)


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ('hole: "Kh Kd"\n  board', 'hole: "Kh Kh"\n  board', "trio-reyes: el ejemplo no es válido"),
        ("kind: hand", "kind: mano", "trio-reyes: «kind» debe ser uno de"),
        ("id: kicker", "id: trio-reyes", "el ID está repetido"),
        ("id: kicker", "id: Kicker!", "no es válido"),
        ("stack: 1000}", "stack: -1}", "pl-150: el ejemplo no es válido: input.stack"),
        ("cards: 5", "cards: 6", "ranking-5: el ejemplo no es válido: cards"),
    ],
)
def test_invalid_examples(tmp_path: Path, old: str, new: str, message: str) -> None:
    root = copy_fixtures(tmp_path)
    edit(root / "examples" / "ejemplos.yaml", old, new)
    with pytest.raises(ContentError, match=message):
        load_content(root)


def test_sources_need_a_date(tmp_path: Path) -> None:
    root = copy_fixtures(tmp_path)
    edit(root / "sources.yaml", 'read: "2026-11-29"', 'read: "ayer"')
    with pytest.raises(ContentError, match="otra-fuente.read"):
        load_content(root)


def test_figures_are_flat_keys(fixture_content: Content) -> None:
    figures = fixture_content.figures
    assert figures["bote-lateral-abc.pots.1.amount"] == 140
    assert figures["bote-lateral-abc.net.A"] == 140
    assert figures["bote-lateral-abc.hands.A.five.0"] == "Kh"
    assert figures["pl-150.max_raise_to"] == 250
    assert figures["ranking-5.counts.flush"] == 5108
    assert figures["kicker.order.0.0"] == "Ana"
    assert all(isinstance(v, str | int | float | bool) or v is None for v in figures.values())


def test_flatten_and_compute_are_one_path() -> None:
    result = compute(
        "limits",
        {
            "input": {
                "structure": "no_limit",
                "big_blind": 10,
                "pot": 0,
                "current_bet": 0,
                "committed": 0,
                "last_raise": 0,
                "stack": 100,
            }
        },
    )
    flat = flatten(result, "nl")
    assert flat["nl.min_raise_to"] == 10 and flat["nl.max_raise_to"] == 100
    assert flatten({"a": [], "b": {}}, "x") == {}


def test_rarity_can_be_injected() -> None:
    def fake(cards: int) -> dict[str, object]:
        return {"counts": {"pair": 1}, "total": 1, "probability": {"pair": 1.0}}

    assert compute("rarity", {"cards": 7}, rarity=fake)["counts"] == {"pair": 1}


def test_real_content_loads(site_content: Content) -> None:
    assert site_content.examples  # the lesson writer's examples compute
    for lesson in site_content.lessons:
        assert len(lesson.quiz) == 3
