"""Moodle XML: a category per level, one ``multichoice`` question per showdown.

The structure is the one Moodle's importer (``qformat_xml``) reads: ``<quiz>`` holding
``<question type="category">`` and ``<question type="multichoice">`` elements; each
multichoice has a ``<name>``, HTML ``<questiontext>`` in CDATA, ``<single>true``,
``<shuffleanswers>true`` and one ``<answer>`` per option with its ``fraction`` (100 for the
right one, 0 for the others) and its ``<feedback>``.

>>> from academy.practice import PracticeSet
>>> xml = to_moodle_xml(PracticeSet((2,), 1, 7))
>>> xml.splitlines()[0], xml.count('fraction="100"'), xml.count('type="multichoice"')
('<?xml version="1.0" encoding="UTF-8"?>', 1, 1)
"""

from __future__ import annotations

from xml.sax.saxutils import escape

from ..practice import Option, PracticeSet, Showdown
from .common import by_level, category_path, question_name
from .markup import explanation_html, option_feedback_html, question_html, text_html


def cdata(html: str) -> str:
    """``html`` as one or more CDATA sections (a ``]]>`` inside is split)."""
    return "<![CDATA[" + html.replace("]]>", "]]]]><![CDATA[>") + "]]>"


def text_element(tag: str, html: str, indent: str = "    ") -> str:
    return f'{indent}<{tag} format="html">\n{indent}  <text>{cdata(html)}</text>\n{indent}</{tag}>'


def category(practice_set: PracticeSet, level: int) -> str:
    path = category_path(practice_set, level)
    return (
        '  <question type="category">\n'
        f"    <category>\n      <text>{escape(path)}</text>\n    </category>\n"
        "  </question>"
    )


def answer(option: Option) -> str:
    fraction = "100" if option.correct else "0"
    return (
        f'    <answer fraction="{fraction}" format="html">\n'
        f"      <text>{cdata(text_html(option.text))}</text>\n"
        f"{text_element('feedback', option_feedback_html(option), '      ')}\n"
        "    </answer>"
    )


def question(practice_set: PracticeSet, showdown: Showdown, number: int) -> str:
    name = question_name(practice_set, showdown, number)
    parts = [
        '  <question type="multichoice">',
        f"    <name>\n      <text>{escape(name)}</text>\n    </name>",
        text_element("questiontext", question_html(showdown, number)),
        text_element("generalfeedback", explanation_html(showdown)),
        "    <defaultgrade>1</defaultgrade>",
        "    <penalty>0.3333333</penalty>",
        "    <hidden>0</hidden>",
        f"    <idnumber>{escape(showdown.id)}</idnumber>",
        "    <single>true</single>",
        "    <shuffleanswers>true</shuffleanswers>",
        "    <answernumbering>abc</answernumbering>",
        "    <showstandardinstruction>0</showstandardinstruction>",
        text_element("correctfeedback", "<p>Respuesta correcta.</p>"),
        text_element("partiallycorrectfeedback", "<p>Respuesta en parte correcta.</p>"),
        text_element("incorrectfeedback", "<p>Respuesta incorrecta.</p>"),
        *(answer(option) for option in showdown.options),
        "  </question>",
    ]
    return "\n".join(parts)


def to_moodle_xml(practice_set: PracticeSet) -> str:
    parts = ['<?xml version="1.0" encoding="UTF-8"?>', "<quiz>"]
    for level, numbered in by_level(practice_set):
        parts.append(category(practice_set, level))
        parts.extend(question(practice_set, showdown, number) for number, showdown in numbered)
    parts.append("</quiz>")
    return "\n".join(parts) + "\n"
