"""Every rule the site cites is a rule with that topic: content/rule_titles.yaml holds each
cited TDA 2024 rule number and Robert's Rules section with its own title and the words the
site names its topic with, and every citation on the site (the sources' «section», the
lessons and the rest of content/, the templates, the strings and comments of academy/)
must name a rule the ledger holds, with its topic.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from academy.content import load_content
from academy.paths import CONTENT_DIR

ROOT = Path(CONTENT_DIR).parent
TITLES: dict[str, Any] = yaml.safe_load((Path(CONTENT_DIR) / "rule_titles.yaml").read_text("utf-8"))
TDA: dict[int, dict[str, Any]] = TITLES["tda"]["rules"]
RP: dict[int, dict[str, Any]] = TITLES["tda"]["procedures"]
RROP: dict[int, dict[str, Any]] = TITLES["rrop"]["sections"]
CONTENT = load_content()

# «Regla 19 de la TDA», «reglas TDA 16», «TDA 47-A», «TDA Rule 47»: a rule named in prose.
IN_PROSE = re.compile(
    r"\breglas? (\d{1,2})(?:-[A-Z])? de la TDA\b"
    r"|\breglas? TDA (\d{1,2})\b"
    r"|\bTDA(?: [Rr]ule)? (\d{1,2})(?:-[A-Z])?\b"
)
BEFORE, AFTER = 300, 80  # how much of the sentence around a citation in prose is read


def tda_section_errors(section: str) -> list[str]:
    """What is wrong with a TDA source's «section»: each rule number must carry its topic in
    parentheses («Reglas 32 (botón muerto) y 34 (…)») and that topic must be the rule's."""
    errors: list[str] = []
    for number, topic in re.findall(r"RP-(\d+) \(([^)]*)\)", section):
        procedure = RP.get(int(number))
        if procedure is None:
            errors.append(f"TDA procedure RP-{number} is not in the ledger")
        elif not any(word.lower() in topic.lower() for word in procedure["topic"]):
            errors.append(f"TDA procedure RP-{number} is «{procedure['title']}», not «{topic}»")
    section = re.sub(r"[^;]*\bRP-\d+ \([^)]*\)", "", section)
    named = re.findall(r"(\d+)(?:-[A-Z])? \(([^)]*)\)", section)
    if {n for n, _ in named} != set(re.findall(r"\d+", section)):
        errors.append(f"«{section}»: each rule number needs its topic in parentheses")
    for number, topic in named:
        rule = TDA.get(int(number))
        if rule is None:
            errors.append(f"TDA rule {number} is not in the ledger")
        elif not any(word.lower() in topic.lower() for word in rule["topic"]):
            errors.append(f"TDA rule {number} is «{rule['title']}», not «{topic}»")
    return errors


def rrop_section_errors(section: str) -> list[str]:
    """What is wrong with a Robert's Rules source's «section»: each section number must be in
    the ledger, and each «quoted» title must be that section's title or one of its parts."""
    errors: list[str] = []
    current: int | None = None
    for number, quoted in re.findall(r"[Ss]ecci[oó]n (\d+)|«([^»]+)»", section):
        if number:
            current = int(number)
            if current not in RROP:
                errors.append(f"Robert's Rules section {number} is not in the ledger")
        elif current is None or current not in RROP:
            errors.append(f"«{quoted}» is not under a section the ledger holds")
        else:
            held = RROP[current]
            if quoted not in [held["title"], *held.get("parts", [])]:
                errors.append(f"section {current} is «{held['title']}»: it has no «{quoted}»")
    return errors


def prose_errors(text: str, where: str) -> list[str]:
    """What is wrong with the TDA rules named in running text: each must be in the ledger,
    with one of its topic words in the sentence around it."""
    errors: list[str] = []
    for match in IN_PROSE.finditer(text):
        number = int(next(group for group in match.groups() if group))
        rule = TDA.get(number)
        if rule is None:
            errors.append(f"{where}: TDA rule {number} is not in the ledger")
            continue
        around = text[max(0, match.start() - BEFORE) : match.end() + AFTER].lower()
        if not any(word.lower() in around for word in rule["topic"]):
            errors.append(f"{where}: TDA rule {number} («{rule['title']}») cited on another topic")
    return errors


def site_files() -> list[Path]:
    files = [*sorted((ROOT / "content").rglob("*.md")), *sorted((ROOT / "content").rglob("*.yaml"))]
    files += sorted((ROOT / "templates").rglob("*.html"))
    files += sorted((ROOT / "academy").rglob("*.py"))
    return [path for path in files if path.name != "rule_titles.yaml"]


def test_the_ledger_holds_titles_and_topics() -> None:
    assert TITLES["tda"]["document"].startswith("Poker TDA Rules 2024")
    for number, rule in [*TDA.items(), *RP.items()]:
        assert isinstance(number, int) and rule["title"].strip() and rule["topic"], number
    for number, held in RROP.items():
        assert isinstance(number, int) and held["title"].strip(), number


@pytest.mark.parametrize("source_id", sorted(CONTENT.sources))
def test_each_source_names_rules_the_ledger_holds_with_their_topic(source_id: str) -> None:
    source = CONTENT.sources[source_id]
    if source.document.startswith("Reglas de la Poker TDA"):
        assert tda_section_errors(source.section) == []
    elif source.document.startswith("Robert"):
        assert rrop_section_errors(source.section) == []


def test_every_rule_named_in_the_site_text_is_in_the_ledger_with_its_topic() -> None:
    errors: list[str] = []
    cited = 0
    for path in site_files():
        text = path.read_text(encoding="utf-8")
        cited += len(IN_PROSE.findall(text))
        errors += prose_errors(text, str(path.relative_to(ROOT)))
    assert cited >= 5, "the scan found almost no citation: is the pattern still right?"
    assert errors == []


@pytest.mark.parametrize(
    ("section", "wrong"),
    [
        ("Regla 34 (botón muerto; el paso a dos jugadores)", "TDA rule 34 is"),
        ("Reglas 25 y 26 (fichas a la vista; contar las fichas de un rival)", "needs its topic"),
        ("Reglas 25 (fichas a la vista) y 26 (contar las fichas de un rival)", "TDA rule 26"),
        ("Regla 99 (una regla inventada)", "not in the ledger"),
        ("Regla 35 (reparto nulo); procedimiento RP-4 (cartas antes de tiempo)", "RP-4"),
        ("Regla 35 (reparto nulo); procedimiento recomendado RP-5 (el mazo caído)", "RP-5 is"),
        ("Regla 35 (reparto nulo); procedimiento recomendado RP-5", "needs its topic"),
    ],
)  # fmt: skip
def test_a_tda_citation_with_the_wrong_number_or_topic_fails(section: str, wrong: str) -> None:
    errors = tda_section_errors(section)
    assert errors and wrong in " ".join(errors), errors


def test_a_robert_citation_with_the_wrong_section_fails() -> None:
    assert rrop_section_errors("Sección 3, «Button and Blind Use»")
    assert rrop_section_errors("Sección 42, «Misdeals»")
    assert rrop_section_errors("Capítulo «Texas Hold’em», el que sigue a la sección 4")
    assert rrop_section_errors("Sección 4, «Button and Blind Use»") == []


def test_a_rule_named_in_prose_on_another_topic_fails() -> None:
    assert prose_errors("Quien enseña una sola carta no cobra (regla 32 de la TDA).", "x")
    assert prose_errors("El botón muerto avanza siempre (TDA 33).", "x")
    assert prose_errors("Con botón muerto el botón avanza siempre (TDA 32).", "x") == []
