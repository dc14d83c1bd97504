"""Strict readers of the LMS files, written from Moodle's own importers, so the tests read
the exports as Moodle would:

- :func:`parse_gift` follows ``qformat_gift``: questions split at blank lines, ``//``
  lines dropped, escapes replaced before parsing and restored after, the answers between
  the first ``{`` and the first ``}``; ``=`` right, ``~`` wrong, ``#`` feedback,
  ``####`` general feedback; answers starting with ``#`` are numerical
  (``=%fraction%number:margin#feedback``, and ``~#feedback`` for anything else).
  Answers with ``=`` only (no ``~``) are a short answer question, ``=%0%…`` worth nothing.
  ``// [id:…]`` in a question's comments is its ID number (``extract_idnumber_and_tags_
  from_comment``).
- :func:`parse_cloze` follows ``qtype_multianswer_extract_question``: each
  ``{weight:TYPE:alternatives}`` with its ANSWER_ALTERNATIVE_REGEX, feedback unescaped.
- :func:`grade` marks a learner's text against a short answer or numerical question as
  Moodle does: a short answer by exact comparison (``qtype_shortanswer_question::
  compare_string_with_wildcard``: NFC, PHP's ``trim``, ``*`` any text, case ignored), a
  numerical one through :func:`numerical_value`, a port of ``qtype_numerical_answer_
  processor::apply_units``: only ordinary spaces are stripped; when a dot is present (or
  several commas) commas are dropped and the dot is the decimal point, else the site's
  thousands separator is dropped and its decimal separator (or a comma) becomes the point.

Anything these importers would refuse raises AssertionError.
"""

from __future__ import annotations

import html
import re
import unicodedata
from typing import Any

PLACEHOLDERS = {"\\:": "\x01", "\\#": "\x02", "\\=": "\x03", "\\{": "\x04", "\\}": "\x05"}
PLACEHOLDERS |= {"\\~": "\x06", "\\n": "\x07"}
RESTORE = {"\x01": ":", "\x02": "#", "\x03": "=", "\x04": "{", "\x05": "}", "\x06": "~"}
RESTORE |= {"\x07": "\n"}
GIFT_WEIGHT = re.compile(r"^%(-?[0-9]{1,3}(?:\.[0-9]*)?)%")


def _pre(text: str) -> str:
    text = text.replace("\\\\", "\x00")
    for escaped, placeholder in PLACEHOLDERS.items():
        text = text.replace(escaped, placeholder)
    return text.replace("\x00", "\\")


def _post(text: str) -> str:
    for placeholder, char in RESTORE.items():
        text = text.replace(placeholder, char)
    return text


def _with_format(text: str, default: str = "moodle") -> tuple[str, str]:
    text = text.strip()
    if text.startswith("[") and "]" in text:
        name, rest = text[1:].split("]", 1)
        if name in ("html", "moodle", "plain", "markdown"):
            return _post(rest).strip(), name
    return _post(text).strip(), default


def _numerical(answer_text: str, fmt: str) -> list[dict[str, Any]]:
    """``#=%100%30:0#bien =%0%75:0#mal ~#otro`` as qformat_gift's numerical case reads it."""
    body = answer_text[1:]
    wrong = ""
    if "~" in body:
        body, wrong = body[: body.index("~")], body[body.index("~") :]
    answers = [part for part in body.split("=")]
    if not answers[0].strip():
        answers = answers[1:]
    assert answers, "a numerical question needs an answer"
    read = []
    for answer in answers:
        answer = answer.strip()
        weight = GIFT_WEIGHT.match(answer)
        fraction = float(weight.group(1)) if weight else 100.0
        answer = answer[weight.end() :] if weight else answer
        value, _, feedback = answer.partition("#")
        number, _, margin = value.strip().partition(":")
        assert re.fullmatch(r"-?[0-9]+(\.[0-9]+)?", number.strip()), number
        assert re.fullmatch(r"[0-9]+(\.[0-9]+)?", (margin or "0").strip()), margin
        read.append({"fraction": fraction, "number": float(number), "margin": float(margin or 0),
                     "feedback": _with_format(feedback, fmt)[0]})  # fmt: skip
    if wrong:
        read.append({"fraction": 0.0, "number": None, "margin": None,
                     "feedback": _with_format(wrong[1:].lstrip("#"), fmt)[0]})  # fmt: skip
    return read


_GIFT_ID = re.compile(r"\[id:((?:\\]|[^\]\[\x00-\x1f\x7f])+)\]")


def _short_answers(answer_text: str, fmt: str) -> list[dict[str, Any]]:
    """``=5200#bien =%0%150#mal =%0%*#otro`` as qformat_gift's shortanswer case reads it."""
    answers = answer_text.split("=")
    if not answers[0].strip():
        answers = answers[1:]
    assert answers, "a short answer question needs an answer"
    read = []
    for answer in answers:
        answer = answer.strip()
        weight = GIFT_WEIGHT.match(answer)
        fraction = float(weight.group(1)) if weight else 100.0
        answer = answer[weight.end() :] if weight else answer
        body, _, feedback = answer.partition("#")
        read.append({"fraction": fraction, "answer": _post(body).strip(" \t\n\r\0\x0b"),
                     "feedback": _with_format(feedback, fmt)[0]})  # fmt: skip
    return read


def parse_gift(text: str) -> list[dict[str, Any]]:
    """Every question of a GIFT file, as Moodle's importer reads it."""
    questions: list[dict[str, Any]] = []
    for block in re.split(r"\n[ \t]*\n", text):
        comments = "".join(
            line.strip() + "\n" for line in block.split("\n") if line.strip().startswith("//")
        )
        found_id = _GIFT_ID.search(comments)
        idnumber = found_id.group(1).strip().replace("\\]", "]") if found_id else ""
        lines = [" " if line.strip().startswith("//") else line for line in block.split("\n")]
        body = _pre("\n".join(lines).strip())
        if not body:
            continue
        if body.startswith("$CATEGORY:"):
            questions.append({"type": "category", "category": body[10:].strip()})
            continue
        name = None
        if body.startswith("::"):
            name, body = body[2:].split("::", 1)
            name, body = _post(name), body.strip()
        start, end = body.index("{"), body.index("}")
        assert start < end
        answer_text = body[start + 1 : end].strip()
        question_text, fmt = _with_format(body[:start] + body[end + 1 :])
        general = ""
        if "####" in answer_text:
            answer_text, general = answer_text.rsplit("####", 1)
            general = _with_format(general, fmt)[0]
        answer_text = answer_text.strip()
        common = {"name": name, "format": fmt, "text": question_text, "general": general,
                  "idnumber": idnumber}  # fmt: skip
        if answer_text.startswith("#"):
            questions.append({"type": "numerical", **common,
                              "answers": _numerical(answer_text, fmt)})  # fmt: skip
            continue
        if "~" not in answer_text and "->" not in answer_text:
            assert answer_text.split("#")[0].strip() not in ("T", "TRUE", "F", "FALSE")
            questions.append({"type": "shortanswer", **common,
                              "answers": _short_answers(answer_text, fmt)})  # fmt: skip
            continue
        assert "~" in answer_text, "a multiple-choice question has ~ answers"
        answers = []
        for item in answer_text.replace("=", "~=").split("~"):
            item = item.strip()
            if not item:
                continue
            right = item.startswith("=")
            body_text, _, feedback = item.removeprefix("=").partition("#")
            answers.append(
                {
                    "right": right,
                    "text": _with_format(body_text, fmt)[0],
                    "feedback": _with_format(feedback, fmt)[0],
                }
            )
        questions.append({"type": "multichoice", **common, "answers": answers,
                          "single": any(a["right"] for a in answers)})  # fmt: skip
    return questions


# Cloze (Moodle's "embedded answers", qtype_multianswer) -----------------------------------

_FRACTION = r"=|%(-?[0-9]+(?:[.,][0-9]*)?)%"
_ANSWER = r".+?(?<!\\|&)(?=[~#}]|$)"
_FEEDBACK = r".*?(?<!\\)(?=[~}]|$)"
_ALTERNATIVE = rf"({_FRACTION})?({_ANSWER})(#({_FEEDBACK}))?"
_TYPES = r"(NUMERICAL|NM|MULTICHOICE|MC|MULTICHOICE_V|MCV|MULTICHOICE_H|MCH|SHORTANSWER|SA|MW)"
SUBQUESTION = re.compile(rf"\{{([0-9]*):{_TYPES}:({_ALTERNATIVE}(~{_ALTERNATIVE})*)\}}", re.S)


def parse_cloze(text: str) -> list[dict[str, Any]]:
    """Each subquestion of a Cloze question text: its type and its alternatives
    (fraction 0-1, answer, feedback), read with Moodle's regular expressions."""
    found = []
    for match in SUBQUESTION.finditer(text):
        kind, rest = match.group(2), match.group(3)
        alternatives = []
        while rest:
            alt = re.match(rf"~?{_ALTERNATIVE}", rest, re.S)
            assert alt is not None and alt.group(0), rest
            if alt.group(1) == "=":
                fraction = 1.0
            elif alt.group(2):
                fraction = float(alt.group(2).replace(",", ".")) / 100
            else:
                fraction = 0.0
            feedback = html.unescape(alt.group(5) or "").replace("\\}", "}").replace("\\#", "#")
            alternatives.append({"fraction": fraction, "answer": alt.group(3),
                                 "feedback": feedback})  # fmt: skip
            rest = rest[len(alt.group(0)) :]
        if kind in ("NUMERICAL", "NM"):
            for alt in alternatives:
                numeric = re.fullmatch(r"(-?[0-9]+(?:[.,][0-9]*)?)(?::([0-9.]+))?", alt["answer"])
                assert numeric is not None or alt["answer"] == "*", alt["answer"]
                alt["number"] = float(numeric.group(1)) if numeric else None
        assert any(a["fraction"] == 1.0 for a in alternatives), match.group(0)
        found.append({"type": kind, "alternatives": alternatives})
    leftover = SUBQUESTION.sub("", text)
    assert not re.search(r"\{[0-9]*:[A-Z_]+:", leftover), "a subquestion Moodle cannot read"
    return found


# Grading as Moodle does ----------------------------------------------------------------

PHP_TRIM = " \t\n\r\0\x0b"
SITES = {"en": (".", ","), "es": (",", ".")}  # langconfig decsep and thousandssep
_EXPONENT = re.compile(r"(?:e|E|(?:x|\*|×)10(?:\^|\*\*))([+-]?\d+)")
_NUMBER = re.compile(r"^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?")


def numerical_value(response: str, decsep: str, thousandssep: str) -> tuple[float | None, str]:
    """``apply_units`` of Moodle's numerical answer processor, with no units: the value
    read and the text left after it (a unit Moodle does not know)."""
    response = response.replace(" ", "")
    response = _EXPONENT.sub(r"e\1", response)
    if "." in response or response.count(",") > 1:
        response = response.replace(",", "")
    else:
        for old, new in ((thousandssep, ""), (decsep, "."), (",", ".")):
            response = response.replace(old, new)
    match = _NUMBER.match(response)
    if match is None:
        return None, response
    return float(match.group(0)), response[match.end() :]


def _wildcard(response: str, pattern: str) -> bool:
    """``compare_string_with_wildcard`` with case ignored (the usecase 0 of a Cloze
    SHORTANSWER and of a GIFT short answer)."""
    pattern = unicodedata.normalize("NFC", pattern)
    response = unicodedata.normalize("NFC", response)
    bits = re.split(r"(?<!\\)\*+", pattern)
    regexp = "^" + ".*".join(re.escape(bit.replace("\\*", "*")) for bit in bits) + "$"
    return re.match(regexp, response.strip(PHP_TRIM), re.I | re.S) is not None


def grade(kind: str, answers: list[dict[str, Any]], response: str, site: str = "en") -> Any:
    """The answer a learner's text matches (the first, in order, as Moodle looks), or
    None. ``answers`` are Cloze alternatives (``answer``, ``fraction`` 0-1) or GIFT short
    answers (``answer``, ``fraction`` 0-100)."""
    response = response.strip(PHP_TRIM)
    if not response:
        return None
    if kind in ("SHORTANSWER", "SA", "MW", "shortanswer"):
        return next((a for a in answers if _wildcard(response, a["answer"])), None)
    assert kind in ("NUMERICAL", "NM", "numerical"), kind
    value, _ = numerical_value(response, *SITES[site])
    if value is None:
        return None
    for answer in answers:
        if answer.get("number") is None:
            return answer
        margin = answer.get("margin") or 0.0
        if answer["number"] - margin <= value <= answer["number"] + margin:
            return answer
    return None
