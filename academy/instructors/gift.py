r"""GIFT: a ``$CATEGORY`` per level and per drill step; a multiple-choice question per
showdown and per «Elige las cinco» item (and per «Sigue la acción» item asking who acts
or whether one may raise: «Sí» / «No»); a short answer question per number of a
«Reparte los botes», «Calcula el límite» or «Sigue la acción» item.

Moodle's GIFT importer (``qformat_gift``) splits the file into questions at blank lines,
reads ``::name::``, an optional ``[html]`` format, and the answers between the first
``{`` and the first ``}``: ``=`` the right one, ``~`` the others, ``#`` the feedback,
``####`` the general feedback. Answers with ``=`` only (no ``~``) make a short answer
question, ``=%0%…`` being an answer worth nothing: each number lists every way it may be
written (``lms_drills.written_forms``: Moodle's numerical type would read «5.200» as 5.2),
each mistaken number its own forms with the mistake's feedback, and ``=%0%*`` anything
else. So every ``~ = # { } :`` inside a text is escaped with a backslash, and a backslash
itself is doubled; no question holds a blank line. ``//`` lines are comments: the one
above each question holds its ID number as the importer reads it, ``// [id:n1-7-0]``
(a number's question adds its field, ``[id:b2-7-0.pots0.amount]``); others carry the
learners' links, one above each category. GIFT has no marks: Moodle gives each question
one, so an item of «Reparte los botes» weighs one mark per number (Moodle XML carries
the weights the teacher chooses).

>>> escape_gift("a=b {c} #1: ~x \\ y")
'a\\=b \\{c\\} \\#1\\: \\~x \\\\ y'
"""

from __future__ import annotations

from html import escape

from ..drills import DrillItem
from ..drills.kind import YesNo
from ..drills.wording import NumericField
from ..practice import Showdown
from .class_set import ClassSet
from .common import (
    Handout,
    by_level,
    by_step,
    category_path,
    drill_category_path,
    drill_question_name,
    question_name,
)
from .key import dealer_lines
from .lms_drills import (
    HOW_TO_WRITE,
    OTHER,
    RIGHT,
    choice_options,
    explanations,
    gift_fields,
    mistake_feedback,
    written_forms,
)
from .markup import (
    drill_question_html,
    explanation_html,
    lines_html,
    option_feedback_html,
    question_html,
    text_html,
)

SPECIAL = "~=#{}:"


def escape_gift(text: str) -> str:
    """Backslash before each GIFT special character; newlines become spaces."""
    text = text.replace("\\", "\\\\")
    for char in SPECIAL:
        text = text.replace(char, "\\" + char)
    return " ".join(text.splitlines())


def id_comment(idnumber: str) -> str:
    """The comment Moodle reads a question's ID number from (``]`` escaped, as it reads it).

    >>> id_comment("b2-7-0.pots0.amount")
    '// [id:b2-7-0.pots0.amount]'
    """
    return "// [id:" + idnumber.replace("]", "\\]") + "]"


def field_id(item_id: str, key: str) -> str:
    """A number's question ID: the item's, then its field without brackets."""
    return f"{item_id}.{key.replace('[', '').replace(']', '')}"


def _choice(name: str, text: str, answers: list[tuple[bool, str, str]], general: str) -> str:
    lines = [f"::{escape_gift(name)}::[html]{escape_gift(text)}{{"]
    for right, answer, feedback in answers:
        lines.append(f"{'=' if right else '~'}{escape_gift(answer)}#{escape_gift(feedback)}")
    lines += [f"####{escape_gift(general)}", "}"]
    return "\n".join(lines)


def yes_no_answers(choice: YesNo, why: dict[str, str]) -> list[tuple[bool, str, str]]:
    """A yes/no that is the whole question (no numbers carry it, as a limit's do): «Sí»
    and «No», the wrong one with the feedback of the mistakes that answer it."""
    wrong = f"<p>{text_html(mistake_feedback(choice.wrong, why))}</p>" if choice.wrong else (
        f"<p>{escape(OTHER, quote=False)}</p>")  # fmt: skip
    right, other = ("Sí", "No") if choice.yes else ("No", "Sí")
    return [(True, right, f"<p>{escape(RIGHT, quote=False)}</p>"), (False, other, wrong)]


def question(class_set: ClassSet, showdown: Showdown, number: int) -> str:
    answers = [(o.correct, text_html(o.text), option_feedback_html(o)) for o in showdown.options]
    name = question_name(class_set, showdown, number)
    body = _choice(name, question_html(showdown, number), answers, explanation_html(showdown))
    return f"{id_comment(showdown.id)}\n{body}"


def short_answer(
    name: str, text: str, field: NumericField, why: dict[str, str], general: str
) -> str:
    """One number to write: each written form of the right one, of each mistaken one
    with its feedback, and anything else."""
    lines = [f"::{escape_gift(name)}::[html]{escape_gift(text)}{{"]
    lines += [f"={escape_gift(form)}#{escape_gift(RIGHT)}" for form in written_forms(field.right)]
    for value, codes in field.wrong:
        feedback = escape_gift(text_html(mistake_feedback(codes, why)))
        lines += [f"=%0%{escape_gift(form)}#{feedback}" for form in written_forms(value)]
    lines += [f"=%0%*#{escape_gift(OTHER)}", f"####{escape_gift(general)}", "}"]
    return "\n".join(lines)


def drill_questions(class_set: ClassSet, item: DrillItem, number: int) -> list[str]:
    name = drill_question_name(class_set, item, number)
    text, general = drill_question_html(item, number), lines_html(dealer_lines(item))
    asked = item.drill.lms_question(item)
    if asked.options:
        return [f"{id_comment(item.id)}\n{_choice(name, text, choice_options(item), general)}"]
    why = explanations(item)
    if asked.yes_no is not None and not asked.gift:
        answers = yes_no_answers(asked.yes_no, why)
        return [f"{id_comment(item.id)}\n{_choice(name, text, answers, general)}"]
    how = f"<p>{escape(HOW_TO_WRITE, quote=False)}</p>"
    if asked.intro and asked.gift == asked.cloze:  # the intro speaks of these very blanks
        how = f"<p>{escape(asked.intro, quote=False)}</p>{how}"
    return [
        f"{id_comment(field_id(item.id, field.key))}\n"
        + short_answer(
            f"{name} · {field.label}",
            f"{text}{how}<p><strong>{escape(field.label, quote=False)}</strong></p>",
            field,
            why,
            general,
        )  # fmt: skip
        for field in gift_fields(item)
    ]


def to_gift(handout: Handout) -> str:
    s = handout.class_set
    blocks = [
        f"// Academia de Póker: serie {s.code}\n"
        "// Cada pregunta vale un punto (GIFT no lleva puntuación); cada cantidad de un "
        "ejercicio es una pregunta. Para que cada ejercicio valga lo mismo, usa Moodle XML."
    ]
    for level, numbered in by_level(s):
        blocks.append(f"// Enlace para la clase: {handout.practice_link}")
        blocks.append(f"$CATEGORY: {category_path(s, level)}")
        blocks.extend(question(s, showdown, number) for number, showdown in numbered)
    for (kind, step), numbered_items in by_step(s):
        blocks.append(f"// Enlace para la clase: {handout.workshop_link}")
        blocks.append(f"$CATEGORY: {drill_category_path(s, kind, step)}")
        for number, item in numbered_items:
            blocks.extend(drill_questions(s, item, number))
    return "\n\n".join(blocks) + "\n"
