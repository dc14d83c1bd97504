"""The class's results without accounts: a learner's results code, and the class table.

A learner's progress stays in their browser. The results view of a practice set and of a
workshop set shows a **results code** that holds the set's code and the learner's first
answers, nothing else (``static/js/progress.js`` writes it; :func:`encode` writes the
same). The teacher pastes one line per learner, «Nombre: CÓDIGO» or just the code, and
:func:`class_results` reads them: each code is checked against the set it names, and
every verdict is worked out again by the engine (an option of a showdown, or a workshop
answer through the drill's own checker), never read from the code.

A code is ``<set>.<answers>.<check>``:

- ``<set>``: the practice set's code (``h1234-5-2026``) or the workshop set's
  (``hc1b23-5-42``);
- ``<answers>``: for practice, one character per hand in the strip's order, the option
  first chosen (``a``-``d``) or ``-`` for none; for the workshop, each item's first answer
  as the query of its form (the record's ``answer``, ``""`` for none), joined by ``!``
  (a query holds only ``A-Za-z0-9_.~%+=&-``), then packed: ``z`` and that text as raw
  DEFLATE (the browser's ``CompressionStream("deflate-raw")``) in base64url without
  padding (about half as long: 604 characters become about 330 for six exercises).
  A workshop code written before packing (its answers start with a field's name, never
  with ``z``), or by a browser without ``CompressionStream``, holds the joined queries
  as they are, and reads the same;
- ``<check>``: FNV-1a (32 bits) of ``<set>.<answers>``, in base 36, so a code copied
  wrong is caught. The set is what comes before the first dot, the check what comes after
  the last.

>>> code = encode("h1-2-7", ["b", "-"])
>>> code
'h1-2-7.b-.g7z6os'
>>> decoded = decode(code)
>>> decoded.set_code, decoded.answers
('h1-2-7', ('b', ''))
>>> decode("h1-2-7.c-.g7z6os")
Traceback (most recent call last):
...
academy.engine.errors.PokerError: código: el código está mal copiado (no cuadra su \
comprobación): vuelve a copiarlo entero
"""

from __future__ import annotations

import base64
import binascii
import re
import zlib
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from ..engine.errors import PokerError, shorten
from ..practice import PracticeSet
from ..practice.drills import KINDS, MISTAKES, DrillItem
from ..practice.drills.workshop_set import DrillSet
from ..practice.mistakes import mistake_name
from ..practice.sets import LEVEL_TITLES

MAX_LINES = 200  # learners in one paste
MAX_LINE = 20_000  # characters of one line
MAX_ANSWERS = 60_000  # characters of a workshop code's answers
KEYS = "abcd"
NONE = "-"
PACKED = "z"  # a workshop code's answers packed with DEFLATE (no field name starts so)
_LINE = re.compile(r"(?:(?P<name>[^:]{0,80}):)?\s*(?P<code>\S+)\s*")

# How a drill answer is checked: its item and the answer's query give (right, mistakes);
# PokerError when the query cannot be read. The web layer reads the workshop's forms.
DrillReader = Callable[[DrillItem, str], tuple[bool, tuple[str, ...]]]


def checksum(text: str) -> str:
    """FNV-1a, 32 bits, of the UTF-16 code units of ``text`` (what JavaScript's
    ``charCodeAt`` gives), in base 36.

    >>> checksum("")
    'ztntfp'
    """
    value = 2166136261
    data = text.encode("utf-16-le")
    for i in range(0, len(data), 2):
        value = ((value ^ int.from_bytes(data[i : i + 2], "little")) * 16777619) & 0xFFFFFFFF
    return _base36(value)


def _base36(value: int) -> str:
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    out = ""
    while True:
        value, rest = divmod(value, 36)
        out = digits[rest] + out
        if not value:
            return out


def encode(set_code: str, answers: Iterable[str]) -> str:
    """A learner's results code, as the results view writes it: practice answers are
    option keys (``""`` or ``-`` for none), workshop answers the answers' queries."""
    answers = list(answers)
    if is_workshop(set_code):
        packer = zlib.compressobj(9, zlib.DEFLATED, -15)
        raw = packer.compress("!".join(answers).encode("ascii")) + packer.flush()
        body = PACKED + base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")
    else:
        body = "".join(answer or NONE for answer in answers)
    head = f"{set_code}.{body}"
    return f"{head}.{checksum(head)}"


def is_workshop(set_code: str) -> bool:
    """A workshop set's code has drill letters after its variant (``hc1b23-5-42``): a
    kind's letter (:attr:`~academy.practice.drills.kind.DrillKind.letter`), never a digit.

    >>> is_workshop("ha12-4-42"), is_workshop("hc1-5-7"), is_workshop("h12-3-7")
    (True, True, False)
    """
    return len(set_code) > 1 and set_code[1] in {kind.letter for kind in KINDS.values()}


@dataclass(frozen=True, slots=True)
class Decoded:
    set_code: str
    answers: tuple[str, ...]  # practice: "a"-"d" or ""; workshop: a query or ""


def _bad(message: str) -> PokerError:
    return PokerError(message, "código")


def decode(code: str) -> Decoded:
    """The set code and the answers of a results code; PokerError (Spanish, field
    ``código``) when it is garbled: parts missing, the check not matching, the answers
    unreadable."""
    code = code.strip()
    set_code, _, rest = code.partition(".")
    body, _, check = rest.rpartition(".")
    if not set_code or not check or "." not in rest:
        raise _bad(
            f"«{shorten(code, 40)}» no es un código de resultados: cópialo entero, de la "
            "vista de resultados de la práctica o del taller"
        )
    if checksum(f"{set_code}.{body}") != check:
        raise _bad(
            "el código está mal copiado (no cuadra su comprobación): vuelve a copiarlo entero"
        )
    if not is_workshop(set_code):
        if not re.fullmatch(f"[{KEYS}{NONE}]+", body):
            raise _bad("las respuestas de la práctica son letras de la a a la d, o un guion")
        return Decoded(set_code, tuple("" if c == NONE else c for c in body))
    unreadable = _bad("las respuestas del taller no se pueden leer: vuelve a copiar el código")
    if body.startswith(PACKED):
        body = _unpack(body[len(PACKED) :], unreadable)
    if len(body) > MAX_ANSWERS or not re.fullmatch(r"[A-Za-z0-9_.~%+=&!-]*", body):
        raise unreadable
    return Decoded(set_code, tuple(body.split("!")))


def _unpack(text: str, unreadable: PokerError) -> str:
    """The joined queries of a packed workshop code; ``unreadable`` when the base64url or
    the DEFLATE data is broken, or when it would unpack past MAX_ANSWERS characters (a
    small code cannot unpack into a flood)."""
    if len(text) > MAX_LINE or not re.fullmatch(r"[A-Za-z0-9_-]*", text):
        raise unreadable
    try:
        raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
        unpacker = zlib.decompressobj(-15)
        data = unpacker.decompress(raw, MAX_ANSWERS + 1)
    except (binascii.Error, ValueError, zlib.error):
        raise unreadable from None
    if not unpacker.eof or unpacker.unconsumed_tail or unpacker.unused_data:
        raise unreadable
    if len(data) > MAX_ANSWERS or not data.isascii():
        raise unreadable
    return data.decode("ascii")


# Scoring --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Question:
    """One question of a set: its number in the set, its group (a level, or a drill step)
    and a short label (``N1·3``, ``B2·1``)."""

    number: int
    group: str
    label: str


@dataclass(frozen=True, slots=True)
class Mark:
    """A learner's first answer to one question, as the engine judges it."""

    answered: bool
    right: bool
    mistakes: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Learner:
    name: str
    set_code: str
    kind: str  # "practica" or "taller"
    marks: tuple[Mark, ...]

    @property
    def correct(self) -> int:
        return sum(mark.right for mark in self.marks)

    @property
    def total(self) -> int:
        return len(self.marks)

    @property
    def answered(self) -> int:
        return sum(mark.answered for mark in self.marks)


@dataclass(frozen=True, slots=True)
class BadLine:
    name: str
    error: str
    line: int


@dataclass(frozen=True, slots=True)
class Group:
    """A level or a drill step: its key and title."""

    key: str
    title: str


@dataclass(frozen=True, slots=True)
class SetPlan:
    """What a set asks: its groups and its questions, in the strip's order."""

    set_code: str
    kind: str
    groups: tuple[Group, ...]
    questions: tuple[Question, ...]


def plan(set_code: str) -> SetPlan:
    """The groups and questions of the set a code names; PokerError if there is none."""
    if is_workshop(set_code):
        drills = DrillSet.from_code(set_code)
        groups = tuple(Group(f"{k}{s}", f"{KINDS[k].title}, paso {s}") for k, s in drills.steps)
        questions: list[Question] = []
        for kind, step in drills.steps:
            for index in range(drills.per_step):
                number = len(questions) + 1
                questions.append(
                    Question(number, f"{kind}{step}", f"{kind[0].upper()}{step}·{index + 1}")
                )
        return SetPlan(drills.code, "taller", groups, tuple(questions))
    practice = PracticeSet.from_code(set_code)
    groups = tuple(
        Group(f"n{level}", f"Nivel {level}: {LEVEL_TITLES[level]}") for level in practice.levels
    )
    numbered = tuple(
        Question(n, f"n{slot.level}", f"N{slot.level}·{slot.index + 1}")
        for n, slot in enumerate(practice.slots(), start=1)
    )
    return SetPlan(practice.code, "practica", groups, numbered)


def score(name: str, code: str, read_drill: DrillReader) -> Learner:
    """A learner's marks from a results code, each verdict worked out again."""
    decoded = decode(code)
    try:
        found = plan(decoded.set_code)
    except PokerError as error:
        raise _bad(
            f"la serie «{shorten(decoded.set_code, 30)}» no existe: {error.message}"
        ) from None
    if len(decoded.answers) != len(found.questions):
        asked = "manos" if found.kind == "practica" else "ejercicios"
        raise _bad(
            f"el código no encaja con su serie: trae {len(decoded.answers)} respuestas y la "
            f"serie {decoded.set_code} tiene {len(found.questions)} {asked}"
        )
    if found.kind == "practica":
        marks = _practice_marks(PracticeSet.from_code(decoded.set_code), decoded.answers)
    else:
        marks = _drill_marks(DrillSet.from_code(decoded.set_code), decoded.answers, read_drill)
    return Learner(name, found.set_code, found.kind, tuple(marks))


def _practice_marks(practice: PracticeSet, answers: tuple[str, ...]) -> list[Mark]:
    marks = []
    for number, (slot, key) in enumerate(zip(practice.slots(), answers, strict=True), start=1):
        if not key:
            marks.append(Mark(False, False))
            continue
        options = {o.key: o for o in practice.showdown(slot.level, slot.index).options}
        option = options.get(key)
        if option is None:
            raise _bad(
                f"la mano {number} no tiene la opción «{key}»: el código no es de esta serie"
            )
        marks.append(Mark(True, option.correct, () if option.correct else (option.error or "",)))
    return marks


def _drill_marks(drills: DrillSet, answers: tuple[str, ...], read_drill: DrillReader) -> list[Mark]:
    marks = []
    for number, (item, query) in enumerate(zip(drills.items(), answers, strict=True), start=1):
        if not query:
            marks.append(Mark(False, False))
            continue
        try:
            right, mistakes = read_drill(item, query)
        except PokerError as error:
            raise _bad(
                f"la respuesta del ejercicio {number} no se puede leer: {error.message}"
            ) from None
        marks.append(Mark(True, right, () if right else mistakes))
    return marks


# The class -----------------------------------------------------------------------------


def read_lines(text: str) -> list[tuple[int, str, str]]:
    """The pasted lines that hold something: (line number, name, code). A line without a
    name gets «Sin nombre N»."""
    found: list[tuple[int, str, str]] = []
    for number, line in enumerate(text.splitlines()[: MAX_LINES * 2], start=1):
        line = line.strip()
        if not line:
            continue
        name, _, code = line.rpartition(":") if ":" in line else ("", "", line)
        name = " ".join(name.split())[:80] or f"Sin nombre {len(found) + 1}"
        found.append((number, name, code.strip()[:MAX_LINE]))
        if len(found) == MAX_LINES:
            break
    return found


@dataclass(frozen=True, slots=True)
class Column:
    """One question's column of the class table: the share who got it right."""

    question: Question
    answered: int
    right: int


@dataclass(frozen=True, slots=True)
class CommonMistake:
    code: str
    name: str
    count: int  # first answers that made it
    learners: int  # learners who made it at least once


@dataclass(frozen=True, slots=True)
class ClassTable:
    """The learners of one set: rows, columns, scores per group, the common mistakes."""

    plan: SetPlan
    learners: tuple[Learner, ...]
    columns: tuple[Column, ...]
    mistakes: tuple[CommonMistake, ...]

    def group_score(self, learner: Learner, group: str) -> tuple[int, int]:
        """(right, questions) of a learner in a level or a drill step."""
        pairs = [(q, m) for q, m in zip(self.plan.questions, learner.marks, strict=True)
                 if q.group == group]  # fmt: skip
        return sum(m.right for _, m in pairs), len(pairs)


@dataclass(frozen=True, slots=True)
class ClassResults:
    tables: tuple[ClassTable, ...]
    bad: tuple[BadLine, ...]
    rows: tuple[Learner | BadLine, ...] = field(default=())  # every line, in paste order

    @property
    def read(self) -> int:
        return sum(len(t.learners) for t in self.tables)


def mistake_title(kind: str, code: str) -> str:
    """A named mistake's Spanish name, practice's or the workshop's."""
    if kind == "taller":
        found = MISTAKES.get(code)
        return found.name if found else "otros fallos"
    return mistake_name(code) or "otros fallos"


def class_results(text: str, read_drill: DrillReader) -> ClassResults:
    """Every pasted line read: the learners grouped by set, and each bad line with its
    Spanish message."""
    rows: list[Learner | BadLine] = []
    for number, name, code in read_lines(text):
        try:
            rows.append(score(name, code, read_drill))
        except PokerError as error:
            rows.append(BadLine(name, error.message, number))
    learners = [row for row in rows if isinstance(row, Learner)]
    tables = []
    for set_code in dict.fromkeys(learner.set_code for learner in learners):
        mine = tuple(learner for learner in learners if learner.set_code == set_code)
        found = plan(set_code)
        columns = tuple(
            Column(
                q, sum(lr.marks[i].answered for lr in mine), sum(lr.marks[i].right for lr in mine)
            )
            for i, q in enumerate(found.questions)
        )
        made: Counter[str] = Counter()
        who: Counter[str] = Counter()
        for learner in mine:
            codes = [c for m in learner.marks for c in m.mistakes if c]
            made.update(codes)
            who.update(set(codes))
        mistakes = tuple(
            CommonMistake(code, mistake_title(found.kind, code), count, who[code])
            for code, count in sorted(made.items(), key=lambda pair: (-pair[1], pair[0]))
        )
        tables.append(ClassTable(found, mine, columns, mistakes))
    bad = tuple(row for row in rows if isinstance(row, BadLine))
    return ClassResults(tuple(tables), bad, tuple(rows))


def results_json(results: ClassResults) -> dict[str, object]:
    """``{"learners": [{"name", "set", "kind", "correct", "answered", "total", "groups",
    "answers", "mistakes"}, or {"name", "error"} for a bad line]}``, in paste order."""
    tables = {t.plan.set_code: t for t in results.tables}
    learners: list[dict[str, object]] = []
    for row in results.rows:
        if isinstance(row, BadLine):
            learners.append({"name": row.name, "error": row.error, "line": row.line})
            continue
        table = tables[row.set_code]
        groups = {}
        for group in table.plan.groups:
            right, total = table.group_score(row, group.key)
            groups[group.key] = {"title": group.title, "correct": right, "total": total}
        learners.append({
            "name": row.name,
            "set": row.set_code,
            "kind": row.kind,
            "correct": row.correct,
            "answered": row.answered,
            "total": row.total,
            "groups": groups,
            "answers": [
                {"question": q.label, "answered": m.answered, "right": m.right,
                 "mistakes": [c for c in m.mistakes if c]}
                for q, m in zip(table.plan.questions, row.marks, strict=True)
            ],
            "mistakes": dict(Counter(c for m in row.marks for c in m.mistakes if c)),
        })  # fmt: skip
    return {"learners": learners}
