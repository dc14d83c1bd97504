"""Moodle XML: a category per level and per drill step, one question per showdown or item.

The structure is the one Moodle's importer (``qformat_xml``) reads: ``<quiz>`` holding
``<question type="category">`` (its ``<info>`` names the learners' link) and the
questions. A showdown is a ``multichoice`` with ``<single>true``, ``<shuffleanswers>true``
and one ``<answer>`` per option with its ``fraction`` (100 for the right one, 0 for the
others) and its ``<feedback>``. A drill item of «Elige las cinco» is a ``multichoice``
among fives; one of «Reparte los botes» or «Calcula el límite» is a ``cloze`` whose
numerical answers carry the feedback of each named mistake (``lms_drills``).

>>> from academy.instructors.sets import ClassSet
>>> from academy.instructors.common import Handout
>>> xml = to_moodle_xml(Handout(ClassSet((2,), (("botes", 1),), 1, 7), "https://poker.example/"))
>>> xml.splitlines()[0], xml.count('fraction="100"'), xml.count('type="cloze"')
('<?xml version="1.0" encoding="UTF-8"?>', 1, 1)
"""

from __future__ import annotations

from xml.sax.saxutils import escape

from ..practice import Option, Showdown
from ..practice.drills import DrillItem
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
from .lms_drills import cinco_options, cloze_html
from .markup import (
    drill_question_html,
    explanation_html,
    lines_html,
    option_feedback_html,
    question_html,
    text_html,
)
from .sets import ClassSet


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


def _head(kind: str, name: str, text: str, general: str, idnumber: str) -> list[str]:
    return [
        f'  <question type="{kind}">',
        f"    <name>\n      <text>{escape(name)}</text>\n    </name>",
        text_element("questiontext", text),
        text_element("generalfeedback", general),
        "    <defaultgrade>1</defaultgrade>",
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


def question(class_set: ClassSet, showdown: Showdown, number: int) -> str:
    name = question_name(class_set, showdown, number)
    head = _head("multichoice", name, question_html(showdown, number),
                 explanation_html(showdown), showdown.id)  # fmt: skip
    return "\n".join(head + _choices([option_answer(o) for o in showdown.options]))


def drill_question(class_set: ClassSet, item: DrillItem, number: int) -> str:
    name = drill_question_name(class_set, item, number)
    text, general = drill_question_html(item, number), lines_html(dealer_lines(item))
    if item.kind == "cinco":
        answers = [answer("100" if right else "0", five, feedback)
                   for right, five, feedback in cinco_options(item)]  # fmt: skip
        return "\n".join(_head("multichoice", name, text, general, item.id) + _choices(answers))
    head = _head("cloze", name, text + cloze_html(item), general, item.id)
    return "\n".join([*head, "  </question>"])


def to_moodle_xml(handout: Handout) -> str:
    s = handout.class_set
    parts = ['<?xml version="1.0" encoding="UTF-8"?>', "<quiz>"]
    for level, numbered in by_level(s):
        assert handout.practice_link is not None
        parts.append(category(category_path(s, level), handout.practice_link))
        parts.extend(question(s, showdown, number) for number, showdown in numbered)
    for (kind, step), numbered_items in by_step(s):
        assert handout.workshop_link is not None
        parts.append(category(drill_category_path(s, kind, step), handout.workshop_link))
        parts.extend(drill_question(s, item, number) for number, item in numbered_items)
    parts.append("</quiz>")
    return "\n".join(parts) + "\n"
