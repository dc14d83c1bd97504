"""Drill items as LMS questions, with feedback for each named mistake on that table.

- «Elige las cinco»: a single-answer multiple choice among fives: each winner's five is
  right, and each mistake tempting on the table offers the five it would choose, with
  its feedback. (Five cards are no number, and a tick-the-cards question would give part
  marks to the other winner's five in a split pot.)
- «Reparte los botes» and «Calcula el límite»: numbers to write. Moodle gets one Cloze
  question per item (``{1:NUMERICAL:=180:0#…~%0%150:0#Error: …~%0%*#…}`` per number,
  and for a limit whether raising is open, ``{1:MULTICHOICE:=Sí#…~No#…}``); GIFT, one
  numerical question per number (``{#=%100%180:0#… =%0%150:0#Error: … ~#…}``). A wrong
  number that a tempting mistake writes gets that mistake's name and explanation.

>>> from academy.practice.drills import drill_at
>>> print(cloze_number(numeric_fields(drill_at("limites", 3, 42, 0))[0], {}))
{1:NUMERICAL:=30:0#Correcto.~%0%75:0#Error: lo que ya pusiste, sin descontar.~%0%*#No es \
correcto.}
"""

from __future__ import annotations

from collections.abc import Mapping
from html import escape

from ..practice.drills import MISTAKES, DrillItem
from ..practice.drills.cinco import CincoTable
from ..practice.drills.wording import NumericField, answer_words, min_pots, numeric_fields
from ..practice.feedback import plays
from .markup import text_html

RIGHT = "Correcto."
OTHER = "No es correcto."
_CLOZE_UNSAFE = str.maketrans({"}": "\\}", "#": "\\#", "~": "-", "<": "‹", ">": "›", "&": "y"})


def explanations(item: DrillItem) -> dict[str, str]:
    """Each tempting mistake's explanation on this table (its feedback's first line)."""
    return {code: verdict.feedback[0] for code, _, verdict in item.table.offered()}


def mistake_feedback(codes: tuple[str, ...], why: Mapping[str, str]) -> str:
    """``Error: la devolución olvidada. Nadie igualó…`` (several names when several
    mistakes write the same number)."""
    names = " / ".join(MISTAKES[code].name for code in codes)
    reasons = " ".join(why[code] for code in codes if code in why)
    return f"Error: {names}." + (f" {reasons}" if reasons else "")


def cinco_options(item: DrillItem) -> list[tuple[bool, str, str]]:
    """(right, the five in HTML, feedback in HTML): each winner's five, then each
    tempting mistake's five that is not already an option."""
    table = item.table
    assert isinstance(table, CincoTable)
    options: list[tuple[bool, str, str]] = []
    seen: set[frozenset[str]] = set()
    for name in table.winners:
        five = table.hand(name).five
        if frozenset(str(c) for c in five) in seen:
            continue  # a split pot where the board plays: one option for all
        seen.add(frozenset(str(c) for c in five))
        text = " ".join(c.display for c in five)
        options.append(
            (True, text_html(text), f"<p>{RIGHT} {text_html(plays(name, table.hand(name)))}.</p>")
        )
    for code, typed, verdict in table.offered():
        chosen = typed["cards"]
        assert isinstance(chosen, list)
        if frozenset(chosen) in seen:
            continue
        seen.add(frozenset(chosen))
        words = answer_words(item, typed)
        feedback = " ".join(verdict.feedback)
        name = escape(MISTAKES[code].name, quote=False)
        options.append(
            (
                False,
                text_html(words),
                f"<p><strong>Error: {name}.</strong> {text_html(feedback)}</p>",
            )
        )
    return options


def cloze_text(text: str) -> str:
    """Feedback inside a Cloze answer: ``}`` and ``#`` escaped, and no ``~`` or HTML
    special character (Moodle decodes entities there)."""
    return text.translate(_CLOZE_UNSAFE)


def cloze_number(field: NumericField, why: Mapping[str, str]) -> str:
    """One Cloze NUMERICAL answer: the right number, each mistaken one, anything else."""
    parts = [f"{{1:NUMERICAL:={field.right}:0#{RIGHT}"]
    for value, codes in field.wrong:
        parts.append(f"~%0%{value}:0#{cloze_text(mistake_feedback(codes, why))}")
    parts.append(f"~%0%*#{OTHER}}}")
    return "".join(parts)


def raise_question(item: DrillItem) -> tuple[bool, tuple[str, ...]]:
    """Whether raising is open on a limit item, and the mistakes that say otherwise."""
    open_ = not item.table.solution()["closed"]
    wrong = tuple(code for code, typed, _ in item.table.offered() if (not typed["closed"]) != open_)
    return open_, wrong


def cloze_html(item: DrillItem) -> str:
    """The numbers to write, as a table of Cloze answers, for a Moodle question."""
    why = explanations(item)
    rows = []
    fields = numeric_fields(item)
    if item.kind == "limites":
        open_, wrong = raise_question(item)
        mistaken = cloze_text(mistake_feedback(wrong, why)) if wrong else OTHER
        right, other = ("Sí", "No") if open_ else ("No", "Sí")
        choice = f"{{1:MULTICHOICE:={right}#{RIGHT}~{other}#{mistaken}}}"
        rows.append(_row("¿Puedes subir (o apostar)?", choice))
        fields = fields[:1] + [
            NumericField(f.key, f"{f.label} (0 si no puedes)", f.right, f.wrong) for f in fields[1:]
        ]
    else:
        fields = _maybe_absent(item, fields)
    rows += [_row(f.label, cloze_number(f, why)) for f in fields]
    table = "<table><caption>Tu respuesta</caption><tbody>" + "".join(rows) + "</tbody></table>"
    return (POTS_INTRO if item.kind == "botes" else "") + table


POTS_INTRO = (
    "<p>Escribe las cantidades: cuántas fichas hay en cada bote, cuántas se devuelven a "
    "cada jugador y cuántas recibe cada uno en total (ahí se ve quién gana cada bote y la "
    "ficha sobrante).</p>"
)


def _maybe_absent(item: DrillItem, fields: list[NumericField]) -> list[NumericField]:
    """The pot rows a table of this step may not have say that 0 means «no such pot»."""
    return [
        NumericField(f.key, f"{f.label} (0 si no lo hay)", f.right, f.wrong)
        if f.key.startswith("pots[") and int(f.key[5 : f.key.index("]")]) >= min_pots(item.step)
        else f
        for f in fields
    ]


def _row(label: str, answer: str) -> str:
    return f'<tr><th scope="row">{escape(label, quote=False)}</th><td>{answer}</td></tr>'


def gift_fields(item: DrillItem) -> list[NumericField]:
    """The numbers GIFT asks one question each for: a limit's call and raise, or each
    pot's amount and what each player receives (refunds are inside what one receives)."""
    fields = numeric_fields(item, refunds=False)
    if item.kind == "limites":
        return fields[:1] + [
            NumericField(f.key, f"{f.label} (0 si ya no puedes subir)", f.right, f.wrong)
            for f in fields[1:]
        ]
    return _maybe_absent(item, fields)
