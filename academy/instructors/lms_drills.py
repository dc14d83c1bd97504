"""Drill items as LMS questions, with feedback for each named mistake on that table.

Each kind says what its question is (``DrillKind.lms_question``); this module writes it.

- «Elige las cinco»: a single-answer multiple choice among fives: each winner's five is
  right, and each mistake tempting on the table offers the five it would choose, with
  its feedback. (Five cards are no number, and a tick-the-cards question would give part
  marks to the other winner's five in a split pot.)
- «Reparte los botes» and «Calcula el límite»: numbers to write. Moodle gets one Cloze
  question per item (``{1:SHORTANSWER:=180#…~%0%150#Error: …~%0%*#…}`` per number, and
  for a limit whether raising is open, ``{1:MULTICHOICE:=Sí#…~No#…}``); GIFT, one short
  answer question per number (``{=180#… =%0%150#Error: … =%0%*#…}``). A wrong number
  that a tempting mistake writes gets that mistake's name and explanation.

Why short answers and not Moodle's numerical type: its answer processor
(``qtype_numerical_answer_processor::apply_units``) takes a dot as the decimal point
whenever one is present and strips only ordinary spaces, so «5.200» reads as 5.2 and
«5 200» with a no-break space as 5, on a site in English or in Spanish. A short answer
lists every way the amount may be written (:func:`written_forms`: the digits alone, or
groups of three split by a dot, a comma, a space, a no-break space or a narrow no-break
space) and Moodle compares the learner's text with each, exactly. Two amounts never share
a written form, so no mistaken number is marked right; the question says how to write.

>>> call = NumericField("to_call", "Para igualar", 30, ((75, ("committed_not_deducted",)),))
>>> print(cloze_number(call, {}))
{1:SHORTANSWER:=30#Correcto.~%0%75#Error: lo ya puesto en la ronda, sin descontar.~%0%*#No es \
correcto.}
>>> written_forms(5200)[:4]
['5200', '5.200', '5,200', '5 200']
"""

from __future__ import annotations

from collections.abc import Mapping
from html import escape

from ..drills import MISTAKES, DrillItem
from ..drills.kind import NumericField
from .markup import text_html

RIGHT = "Correcto."
SEPARATORS = (".", ",", " ", "\u00a0", "\u202f")  # dot, comma, space, no-break, narrow
HOW_TO_WRITE = (
    "Escribe solo la cifra, sin «fichas»: por ejemplo 5200, 5.200 o 5 200 (con punto, "
    "coma o espacio cada tres cifras, o sin nada)."
)
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


def choice_options(item: DrillItem) -> list[tuple[bool, str, str]]:
    """(right, the option in HTML, feedback in HTML) of a multiple-choice item: the
    options its kind offers (for «Elige las cinco», each winner's five, then each
    tempting mistake's five)."""
    options = []
    for option in item.drill.lms_question(item).options:
        if option.mistake is None and option.right:
            feedback = f"<p>{RIGHT} {text_html(option.feedback)}.</p>"
        elif option.mistake is None:  # a wrong option no named mistake gives
            feedback = f"<p>{OTHER} {text_html(option.feedback)}</p>"
        else:
            name = escape(MISTAKES[option.mistake].name, quote=False)
            feedback = f"<p><strong>Error: {name}.</strong> {text_html(option.feedback)}</p>"
        options.append((option.right, text_html(option.text), feedback))
    return options


def cloze_text(text: str) -> str:
    """Feedback inside a Cloze answer: ``}`` and ``#`` escaped, and no ``~`` or HTML
    special character (Moodle decodes entities there)."""
    return text.translate(_CLOZE_UNSAFE)


def written_forms(amount: int) -> list[str]:
    """Every way an amount may be written for the mark: the digits, then (from 1000) the
    digits in groups of three joined by each of :data:`SEPARATORS`.

    >>> written_forms(15000)[-1] == "15\u202f000", written_forms(999)
    (True, ['999'])
    """
    digits = str(amount)
    if amount < 0:
        raise ValueError("amounts are never negative")
    if len(digits) < 4:
        return [digits]
    head = len(digits) % 3 or 3
    groups = [digits[:head]] + [digits[i : i + 3] for i in range(head, len(digits), 3)]
    return [digits] + [separator.join(groups) for separator in SEPARATORS]


def cloze_number(field: NumericField, why: Mapping[str, str], weight: int = 1) -> str:
    """One Cloze SHORTANSWER worth ``weight`` marks: each written form of the right
    number, of each mistaken one (with its mistake's feedback), then anything else."""
    parts = [f"~={form}#{RIGHT}" for form in written_forms(field.right)]
    for value, codes in field.wrong:
        feedback = cloze_text(mistake_feedback(codes, why))
        parts += [f"~%0%{form}#{feedback}" for form in written_forms(value)]
    parts.append(f"~%0%*#{OTHER}")
    return f"{{{weight}:SHORTANSWER:" + "".join(parts)[1:] + "}"


def blank_count(item: DrillItem) -> int:
    """How many blanks the Cloze question of an item has (0 for a multiple choice)."""
    return item.drill.lms_question(item).blanks


def blank_weights(blanks: int, item_weight: int | None) -> list[int]:
    """The marks of each blank: 1 each (``item_weight`` None), or ``item_weight`` shared
    out so that they add up to it exactly (the first ones get one more when it does not
    divide).

    >>> blank_weights(3, None), blank_weights(3, 8), sum(blank_weights(11, 16))
    ([1, 1, 1], [3, 3, 2], 16)
    """
    if item_weight is None:
        return [1] * blanks
    if item_weight < blanks:
        raise ValueError("an item weighs at least one mark per blank")
    base, extra = divmod(item_weight, blanks)
    return [base + (1 if i < extra else 0) for i in range(blanks)]


def cloze_html(item: DrillItem, item_weight: int | None = None) -> str:
    """The numbers to write, as a table of Cloze answers, for a Moodle question: each
    blank worth one mark, or all of them together ``item_weight`` marks."""
    why = explanations(item)
    question = item.drill.lms_question(item)
    rows = []
    weights = blank_weights(question.blanks, item_weight)
    if question.yes_no is not None:
        choice = question.yes_no
        mistaken = cloze_text(mistake_feedback(choice.wrong, why)) if choice.wrong else OTHER
        right, other = ("Sí", "No") if choice.yes else ("No", "Sí")
        blank = f"{{{weights.pop(0)}:MULTICHOICE:={right}#{RIGHT}~{other}#{mistaken}}}"
        rows.append(_row(choice.label, blank))
    rows += [_row(f.label, cloze_number(f, why, w))
             for f, w in zip(question.cloze, weights, strict=True)]  # fmt: skip
    table = "<table><caption>Tu respuesta</caption><tbody>" + "".join(rows) + "</tbody></table>"
    intro = f"<p>{escape(question.intro, quote=False)}</p>" if question.intro else ""
    how = f"<p>{escape(HOW_TO_WRITE, quote=False)}</p>" if question.cloze else ""  # numbers
    return intro + how + table


def _row(label: str, answer: str) -> str:
    return f'<tr><th scope="row">{escape(label, quote=False)}</th><td>{answer}</td></tr>'


def gift_fields(item: DrillItem) -> tuple[NumericField, ...]:
    """The numbers GIFT asks one question each for: a limit's call and raise, or each
    pot's amount and what each player receives (refunds are inside what one receives)."""
    return item.drill.lms_question(item).gift
