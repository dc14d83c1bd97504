"""The rules ledger (content/rules.yaml) stays true: every rule it quotes is still written,
word for word, in its lesson section; that section cites every source the rule names; every
source says where to look (a TDA rule number, a Robert's Rules section); every section of a
lesson that teaches has a rule in the ledger; and the sentences a review found false are gone.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from academy.content import load_content
from academy.paths import CONTENT_DIR

CONTENT = load_content()
LEDGER: dict[str, Any] = yaml.safe_load((Path(CONTENT_DIR) / "rules.yaml").read_text("utf-8"))
RULES: list[dict[str, Any]] = LEDGER["rules"]
EXEMPT: dict[str, str] = LEDGER["exempt"]
RETIRED: list[str] = LEDGER["retired"]  # sentences found false, wording retired
PRACTICE_SECTION = "donde-practicarlo"  # links to practise, no rule
GLOSSARY = "glosario"  # its rules are the term table's meanings; each section cites sources
FIELDS = {"at", "rule", "sources", "rooms"}


def flat(text: str) -> str:
    """Markdown as a sentence is quoted: one space between words, no bold or italic marks."""
    return " ".join(text.replace("**", "").replace("*", "").split())


def sections(slug: str) -> dict[str, str]:
    """A lesson's ## sections, by id, as written (the Markdown after the front matter)."""
    lesson = CONTENT.lesson(slug)
    assert lesson is not None, slug
    body = lesson.path.read_text(encoding="utf-8").split("\n---\n", 1)[1]
    parts = re.split(r"^## .*$", body, flags=re.M)[1:]
    ids = [section_id for section_id, _ in lesson.toc]
    assert len(parts) == len(ids), slug
    return dict(zip(ids, parts, strict=True))


def where(rule: dict[str, Any]) -> tuple[str, str]:
    slug, _, section = rule["at"].partition("#")
    return slug, section


def test_the_ledger_is_well_formed() -> None:
    assert len(RULES) >= 60
    for rule in RULES:
        assert set(rule) <= FIELDS and {"at", "rule", "sources"} <= set(rule), rule
        assert rule["sources"] and len(set(rule["sources"])) == len(rule["sources"]), rule
    quoted = [(rule["at"], flat(rule["rule"])) for rule in RULES]
    assert len(quoted) == len(set(quoted)), "a rule is listed twice"


@pytest.mark.parametrize("rule", RULES, ids=lambda rule: f"{rule['at']}:{rule['rule'][:30]}")
def test_each_rule_is_still_written_in_its_section_with_its_sources(rule: dict[str, Any]) -> None:
    slug, section = where(rule)
    text = sections(slug)[section]
    assert flat(rule["rule"]) in flat(text), "the lesson no longer says this"
    if "rooms" in rule:
        assert flat(rule["rooms"]) in flat(text), "the lesson no longer says where rooms differ"
    cited = set(re.findall(r"\[\[fuente ([^\]\s]+)\]\]", text))
    for source_id in rule["sources"]:
        assert source_id in CONTENT.sources, source_id
        assert source_id in cited, f"{source_id} is not cited in {rule['at']}"


def test_every_source_a_rule_names_says_where_to_look() -> None:
    for source_id in sorted({s for rule in RULES for s in rule["sources"]}):
        source = CONTENT.sources[source_id]
        if source.document.startswith("Reglas de la Poker TDA"):
            assert re.match(r"Reglas? \d", source.section), source_id  # the rule number
        elif source.document.startswith("Robert"):
            assert re.search(r"secci[oó]n \d", source.section, re.I), source_id
        else:
            assert source.section.strip(), source_id


def test_every_teaching_section_has_a_rule_in_the_ledger() -> None:
    ruled = {rule["at"] for rule in RULES}
    for key in EXEMPT:
        slug, _, section = key.partition("#")
        assert section in sections(slug), key  # an exemption names a real section
        assert key not in ruled, key
    for lesson in CONTENT.lessons:
        if lesson.slug == GLOSSARY:
            continue
        for section in sections(lesson.slug):
            key = f"{lesson.slug}#{section}"
            if section != PRACTICE_SECTION:
                assert key in ruled or key in EXEMPT, f"{key}: no rule in content/rules.yaml"


def test_every_glossary_table_cites_its_sources() -> None:
    for section_id, text in sections(GLOSSARY).items():
        if "[[glosario " in text:
            assert "[[fuente " in text, section_id


def test_every_lesson_ends_with_where_to_practise_it() -> None:
    for lesson in CONTENT.lessons:
        assert lesson.toc[-1] == (PRACTICE_SECTION, "Dónde practicarlo"), lesson.slug
        links = re.findall(r"\]\((/[^)\s]+)\)", sections(lesson.slug)[PRACTICE_SECTION])
        assert any(link.startswith("/practica/taller/#taller-") for link in links), lesson.slug
        assert any(link.startswith("/herramientas/") for link in links), lesson.slug


def test_the_retired_sentences_are_gone_from_the_content() -> None:
    """content/ only; tests/web/test_built_lessons.py reads the same list on the built site."""
    assert len(RETIRED) >= 15
    for path in sorted(Path(CONTENT_DIR).rglob("*")):
        if path.suffix in (".md", ".yaml") and path.name != "rules.yaml":
            text = flat(path.read_text(encoding="utf-8")).lower()
            for words in RETIRED:
                assert words.lower() not in text, f"{path.name}: «{words}»"
