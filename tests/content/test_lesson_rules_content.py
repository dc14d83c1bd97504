"""The lessons' content: closings, the term table, practice shortcodes, terms defined on
first use, players who keep their names, and the engine-computed tie in a side pot."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from academy.content import ContentError, load_content, load_glossary
from academy.engine.settle import settle_json

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "content"
REAL = load_content()


def copy_fixture(tmp_path: Path) -> Path:
    root = tmp_path / "content"
    shutil.copytree(FIXTURE, root)
    return root


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_a_lesson_without_its_closing_is_refused(tmp_path: Path) -> None:
    root = copy_fixture(tmp_path)
    lesson = root / "lessons" / "01-primera.md"
    edit(lesson, 'closing: "La mejor mano se lleva cada bote que disputa."\n', "")
    with pytest.raises(ContentError, match="closing"):
        load_content(root)


@pytest.mark.parametrize(
    ("shortcode", "message"),
    [
        ("[[practica n5-2026-0]]", "usa la forma n2-2026-0"),
        ("[[practica dos]]", "usa la forma n2-2026-0"),
        ("[[glosario nada]]", "no existe esa sección del glosario"),
        ("Ve al [[nivel 7]].", "un nivel del 1 al 4"),
    ],
)
def test_practice_and_glossary_shortcodes_are_checked(
    tmp_path: Path, shortcode: str, message: str
) -> None:
    root = copy_fixture(tmp_path)
    lesson = root / "lessons" / "01-primera.md"
    lesson.write_text(lesson.read_text(encoding="utf-8") + f"\n{shortcode}\n", encoding="utf-8")
    with pytest.raises(ContentError, match=message):
        load_content(root)


def test_a_retired_word_must_be_one_of_its_terms_synonyms(tmp_path: Path) -> None:
    path = tmp_path / "glossary.yaml"
    path.write_text(
        "- id: mesa\n  title: Mesa\n  terms:\n"
        "    - {term: Bote, meaning: las fichas, synonyms: [pot], retired: [pozo]}\n",
        encoding="utf-8",
    )
    with pytest.raises(ContentError, match="«pozo» debe aparecer entre los sinónimos"):
        load_glossary(path)


def test_the_term_table_names_the_site_words_once() -> None:
    terms = [t.term.lower() for s in REAL.glossary.values() for t in s.terms]
    assert len(terms) == len(set(terms))
    for word in ("bote", "palo", "bote lateral", "pareja", "ficha sobrante", "sin límite"):
        assert word in terms
    assert "límite de bote" in terms and "límite fijo" in terms


def _body(slug: str) -> str:
    lesson = REAL.lesson(slug)
    assert lesson is not None
    return lesson.path.read_text(encoding="utf-8").split("\n---\n", 1)[1]


def test_lesson_1_defines_its_terms_before_using_them() -> None:
    body = _body("como-se-juega")
    first_example = body.index("[[ejemplo preflop-primero]]")
    assert body.index("**all-in**") < body.index("all-in") + 40
    for term in ("**all-in**", "**stack**", "**subida mínima**", "**última subida completa**"):
        assert body.index(term) < first_example, term


def test_the_kickers_lesson_keeps_its_players_names() -> None:
    """The split-pot example and the 10♥ that breaks it are the same B and C."""
    split = REAL.examples["mesa-juega-empate"].data["spec"]["players"]
    ten = REAL.examples["escalera-al-diez"].data["players"]
    holes = {p["name"]: p["hole"] for p in split if "hole" in p}
    for player in ten:
        if player["name"] in holes:
            assert player["hole"] == holes[player["name"]]
    assert {p["name"] for p in ten} == {"B", "C", "D"}


def test_the_side_pot_tie_is_engine_computed_across_several_pots() -> None:
    example = REAL.examples["empate-en-bote-lateral"]
    result = settle_json(example.data["spec"])
    pots = result["pots"]
    assert isinstance(pots, list) and len(pots) >= 3
    tied = [pot for pot in pots[1:] if len(pot["winners"]) > 1]
    assert len(tied) == 1 and tied[0]["amount"] % len(tied[0]["winners"]) == 1
    assert example.result["pots"] == pots
    explanation = " ".join(result["explanation"])  # type: ignore[arg-type]
    assert "primero de los ganadores empatados a la izquierda del botón: B." in explanation
    lesson = REAL.lesson("all-in-botes-laterales")
    assert lesson is not None
    assert any(c.target == "empate-en-bote-lateral" for c in lesson.shortcodes)
