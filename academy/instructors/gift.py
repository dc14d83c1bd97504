r"""GIFT: a ``$CATEGORY`` per level and per drill step; a multiple-choice question per
showdown and per «Elige las cinco» item; a numerical question per number of a «Reparte los
botes» or «Calcula el límite» item.

Moodle's GIFT importer (``qformat_gift``) splits the file into questions at blank lines,
reads ``::name::``, an optional ``[html]`` format, and the answers between the first
``{`` and the first ``}``: ``=`` the right one, ``~`` the others, ``#`` the feedback,
``####`` the general feedback. Answers starting with ``#`` are numerical: each ``=``
answer is ``%fraction%number:margin#feedback`` and ``~#feedback`` answers anything else.
So every ``~ = # { } :`` inside a text is escaped with a backslash, and a backslash itself
is doubled; no question holds a blank line. The learners' links are ``//`` comments (the
importer skips them), one above each category.

>>> escape_gift("a=b {c} #1: ~x \\ y")
'a\\=b \\{c\\} \\#1\\: \\~x \\\\ y'
"""

from __future__ import annotations

from html import escape

from ..practice import Showdown
from ..practice.drills import DrillItem
from ..practice.drills.wording import NumericField
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
from .lms_drills import OTHER, RIGHT, cinco_options, explanations, gift_fields, mistake_feedback
from .markup import (
    drill_question_html,
    explanation_html,
    lines_html,
    option_feedback_html,
    question_html,
    text_html,
)
from .sets import ClassSet

SPECIAL = "~=#{}:"


def escape_gift(text: str) -> str:
    """Backslash before each GIFT special character; newlines become spaces."""
    text = text.replace("\\", "\\\\")
    for char in SPECIAL:
        text = text.replace(char, "\\" + char)
    return " ".join(text.splitlines())


def _choice(name: str, text: str, answers: list[tuple[bool, str, str]], general: str) -> str:
    lines = [f"::{escape_gift(name)}::[html]{escape_gift(text)}{{"]
    for right, answer, feedback in answers:
        lines.append(f"{'=' if right else '~'}{escape_gift(answer)}#{escape_gift(feedback)}")
    lines += [f"####{escape_gift(general)}", "}"]
    return "\n".join(lines)


def question(class_set: ClassSet, showdown: Showdown, number: int) -> str:
    answers = [(o.correct, text_html(o.text), option_feedback_html(o)) for o in showdown.options]
    name = question_name(class_set, showdown, number)
    body = _choice(name, question_html(showdown, number), answers, explanation_html(showdown))
    return f"// {showdown.id}\n{body}"


def numerical(name: str, text: str, field: NumericField, why: dict[str, str], general: str) -> str:
    """One number to write: the right one, each mistaken one with its feedback, and
    anything else."""
    lines = [
        f"::{escape_gift(name)}::[html]{escape_gift(text)}{{#",
        f"=%100%{field.right}:0#{escape_gift(RIGHT)}",
    ]
    for value, codes in field.wrong:
        lines.append(f"=%0%{value}:0#{escape_gift(text_html(mistake_feedback(codes, why)))}")
    lines += [f"~#{escape_gift(OTHER)}", f"####{escape_gift(general)}", "}"]
    return "\n".join(lines)


def drill_questions(class_set: ClassSet, item: DrillItem, number: int) -> list[str]:
    name = drill_question_name(class_set, item, number)
    text, general = drill_question_html(item, number), lines_html(dealer_lines(item))
    if item.kind == "cinco":
        return [f"// {item.id}\n{_choice(name, text, cinco_options(item), general)}"]
    why = explanations(item)
    return [
        f"// {item.id} {field.key}\n"
        + numerical(
            f"{name} · {field.label}",
            f"{text}<p><strong>{escape(field.label, quote=False)}</strong></p>",
            field,
            why,
            general,
        )  # fmt: skip
        for field in gift_fields(item)
    ]


def to_gift(handout: Handout) -> str:
    s = handout.class_set
    blocks = [f"// Academia de Póker: serie {s.code}"]
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
