r"""GIFT: a ``$CATEGORY`` per level and one multiple-choice question per showdown.

Moodle's GIFT importer (``qformat_gift``) splits the file into questions at blank lines,
reads ``::name::``, an optional ``[html]`` format, and the answers between the first
``{`` and the first ``}``: ``=`` the right one, ``~`` the others, ``#`` the feedback. So
every ``~ = # { } :`` inside a text is escaped with a backslash, and a backslash itself
is doubled; no question holds a blank line or a line starting with ``//``.

>>> escape_gift("a=b {c} #1: ~x \\ y")
'a\\=b \\{c\\} \\#1\\: \\~x \\\\ y'
"""

from __future__ import annotations

from ..practice import PracticeSet, Showdown
from .common import by_level, category_path, question_name
from .markup import explanation_html, option_feedback_html, question_html, text_html

SPECIAL = "~=#{}:"


def escape_gift(text: str) -> str:
    """Backslash before each GIFT special character; newlines become spaces."""
    text = text.replace("\\", "\\\\")
    for char in SPECIAL:
        text = text.replace(char, "\\" + char)
    return " ".join(text.splitlines())


def question(practice_set: PracticeSet, showdown: Showdown, number: int) -> str:
    name = question_name(practice_set, showdown, number)
    lines = [
        f"// {showdown.id}",
        f"::{escape_gift(name)}::[html]{escape_gift(question_html(showdown, number))}{{",
    ]
    for option in showdown.options:
        mark = "=" if option.correct else "~"
        lines.append(
            f"{mark}{escape_gift(text_html(option.text))}"
            f"#{escape_gift(option_feedback_html(option))}"
        )
    lines.append(f"####{escape_gift(explanation_html(showdown))}")
    lines.append("}")
    return "\n".join(lines)


def to_gift(practice_set: PracticeSet) -> str:
    blocks = [f"// Academia de Póker: serie {practice_set.code}"]
    for level, numbered in by_level(practice_set):
        blocks.append(f"$CATEGORY: {category_path(practice_set, level)}")
        blocks.extend(question(practice_set, showdown, number) for number, showdown in numbered)
    return "\n\n".join(blocks) + "\n"
