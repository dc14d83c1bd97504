"""Moodle XML: a category per level and per drill step, one question per showdown or item.

The structure is the one Moodle's importer (``qformat_xml``) reads: ``<quiz>`` holding
``<question type="category">`` (its ``<info>`` names the learners' link) and the
questions. A showdown is a ``multichoice`` with ``<single>true``, ``<shuffleanswers>true``
and one ``<answer>`` per option with its ``fraction`` (100 for the right one, 0 for the
others) and its ``<feedback>``. A drill item of «Elige las cinco» is a ``multichoice``
among fives; one of «Reparte los botes» or «Calcula el límite» is a ``cloze`` whose
short answers list every way a number may be written and carry the feedback of each
named mistake (``lms_drills``).

Weights. Moodle reads ``<defaultgrade>`` for a choice question but not for a Cloze one,
whose marks are the sum of its blanks' weights (``{3:SHORTANSWER:…}`` weighs 3). So the
file carries the teacher's choice (``Handout.weights``): ``hueco`` gives each blank one
mark and each choice question one; ``pregunta`` makes every question weigh the same,
*W* marks, *W* being the most blanks of any Cloze item in the file: a choice question's
``<defaultgrade>`` is *W* and a Cloze item's blanks share *W* (:func:`lms_drills.blank_weights`).

>>> from academy.instructors.class_set import ClassSet
>>> from academy.instructors.common import Handout
>>> xml = to_moodle_xml(Handout(ClassSet((2,), (("botes", 1),), 1, 7), "https://poker.example/"))
>>> xml.splitlines()[0], xml.count('fraction="100"'), xml.count('type="cloze"')
('<?xml version="1.0" encoding="UTF-8"?>', 1, 1)
>>> xml.count("<defaultgrade>8</defaultgrade>")  # the showdown weighs as the 8 blanks
2
"""

from __future__ import annotations

from xml.sax.saxutils import escape

from ..drills import DrillItem
from ..practice import Option, Showdown
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
from .lms_drills import blank_count, choice_options, cloze_html
from .markup import (
    drill_question_html,
    explanation_html,
    lines_html,
    option_feedback_html,
    question_html,
    text_html,
)


def cdata(html: str) -> str:
    """``html`` as one or more CDATA sections (a ``]]>`` inside is split)."""
    return "<![CDATA[" + html.replace("]]>", "]]]]><![CDATA[>") + "]]>"


def text_element(tag: str, html: str, indent: str = "    ") -> str:
    return f'{indent}<{tag} format="html">\n{indent}  <text>{cdata(html)}</text>\n{indent}</{tag}>'


def category(path: str, link: str) -> str:
    info = f'<p>Enlace para la clase: <a href="{escape(link)}">{escape(link)}</a></p>'
    return (
        '  <question type="category">\n'
        f"    <category>\n      <text>{escape(path)}</text>\n    </category>\n"
        f"{text_element('info', info)}\n"
        "  </question>"
    )


def answer(fraction: str, text: str, feedback: str) -> str:
    return (
        f'    <answer fraction="{fraction}" format="html">\n'
        f"      <text>{cdata(text)}</text>\n"
        f"{text_element('feedback', feedback, '      ')}\n"
        "    </answer>"
    )


def option_answer(option: Option) -> str:
    fraction = "100" if option.correct else "0"
    return answer(fraction, text_html(option.text), option_feedback_html(option))


def _head(
    kind: str, name: str, text: str, general: str, idnumber: str, grade: int = 1
) -> list[str]:
    return [
        f'  <question type="{kind}">',
        f"    <name>\n      <text>{escape(name)}</text>\n    </name>",
        text_element("questiontext", text),
        text_element("generalfeedback", general),
        f"    <defaultgrade>{grade}</defaultgrade>",
        "    <penalty>0.3333333</penalty>",
        "    <hidden>0</hidden>",
        f"    <idnumber>{escape(idnumber)}</idnumber>",
    ]


def _choices(answers: list[str]) -> list[str]:
    return [
        "    <single>true</single>",
        "    <shuffleanswers>true</shuffleanswers>",
        "    <answernumbering>abc</answernumbering>",
        "    <showstandardinstruction>0</showstandardinstruction>",
        text_element("correctfeedback", "<p>Respuesta correcta.</p>"),
        text_element("partiallycorrectfeedback", "<p>Respuesta en parte correcta.</p>"),
        text_element("incorrectfeedback", "<p>Respuesta incorrecta.</p>"),
        *answers,
        "  </question>",
    ]


def question(class_set: ClassSet, showdown: Showdown, number: int, grade: int = 1) -> str:
    name = question_name(class_set, showdown, number)
    head = _head("multichoice", name, question_html(showdown, number),
                 explanation_html(showdown), showdown.id, grade)  # fmt: skip
    return "\n".join(head + _choices([option_answer(o) for o in showdown.options]))


def drill_question(
    class_set: ClassSet, item: DrillItem, number: int, item_weight: int | None = None
) -> str:
    """A drill item; ``item_weight`` None gives a Cloze one mark per blank and a choice
    one mark, else each weighs ``item_weight``."""
    name = drill_question_name(class_set, item, number)
    text, general = drill_question_html(item, number), lines_html(dealer_lines(item))
    if item.drill.lms_question(item).options:
        answers = [answer("100" if right else "0", five, feedback)
                   for right, five, feedback in choice_options(item)]  # fmt: skip
        head = _head("multichoice", name, text, general, item.id, item_weight or 1)
        return "\n".join(head + _choices(answers))
    marks = item_weight or blank_count(item)
    head = _head("cloze", name, text + cloze_html(item, item_weight), general, item.id, marks)
    return "\n".join([*head, "  </question>"])


def question_weight(class_set: ClassSet, weights: str) -> int | None:
    """The marks of every question under ``pregunta`` (the most blanks of a Cloze item,
    at least 1); None under ``hueco``."""
    if weights == "hueco":
        return None
    return max((blank_count(item) for item in class_set.items()), default=1) or 1


def to_moodle_xml(handout: Handout) -> str:
    s = handout.class_set
    weight = question_weight(s, handout.weights)
    parts = ['<?xml version="1.0" encoding="UTF-8"?>', "<quiz>"]
    for level, numbered in by_level(s):
        assert handout.practice_link is not None
        parts.append(category(category_path(s, level), handout.practice_link))
        parts.extend(question(s, showdown, number, weight or 1) for number, showdown in numbered)
    for (kind, step), numbered_items in by_step(s):
        assert handout.workshop_link is not None
        parts.append(category(drill_category_path(s, kind, step), handout.workshop_link))
        parts.extend(drill_question(s, item, number, weight) for number, item in numbered_items)
    parts.append("</quiz>")
    return "\n".join(parts) + "\n"
