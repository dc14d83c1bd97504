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
  (a query holds only ``A-Za-z0-9_.~%+=&-``), then packed: ``y``, then that text with
  each of the forms' field names and the players' names in :data:`TOKENS` written as one
  control character (``\x01`` for the first…; no query holds one), as raw DEFLATE (the
  browser's ``CompressionStream("deflate-raw")``) in base64url without padding: six
  exercises answered take about 200 characters instead of 560 (``benchmarks/
  results_code_length.py``). Codes written before still read: ``z`` and the joined
  queries packed without tokens (about 300 for six exercises), and, from a browser
  without ``CompressionStream`` (or before packing: answers that start with a field's
  name, never with ``y`` or ``z``), the joined queries as they are;
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

from ..drills import KINDS, MISTAKES, DrillItem
from ..drills.workshop_set import DrillSet
from ..engine.errors import PokerError, shorten
from ..practice import PracticeSet
from ..practice.mistakes import mistake_name
from ..practice.sets import LEVEL_TITLES

MAX_LINES = 200  # learners in one paste
MAX_LINE = 20_000  # characters of one line
MAX_ANSWERS = 60_000  # characters of a workshop code's answers
# The work one paste may cause, counted before any item is dealt or checked: the items of
# its distinct sets (dealt once each, however many codes name them; the largest workshop
# set has 50 per step) and its distinct answers (checked once each: the same answer to the
# same item is one check). A class of 200 with a twelve-step set of 5 per step is 12,000
# answers at most; more is refused whole with a Spanish message.
MAX_DEALT = 2_000
MAX_CHECKS = 15_000
WRAPPED = 40  # lines a code wrapped by an e-mail program may span
WRAP_BUDGET = 2_000_000  # characters checked while putting wrapped codes together, per paste
_QUOTES = "«»\"'“”‘’„‹›<>`"
KEYS = "abcd"
NONE = "-"
PACKED = "z"  # a workshop code's answers packed with DEFLATE (no field name starts so)
COMPACT = "y"  # packed after the names in TOKENS became one character each
# What a workshop answer's query repeats: the field names of every kind's form (with the
# «&» before them, and without it for the one a query may start with) and the players'
# names. A token is written as the control character chr(1 + its index); progress.js has
# the same list (tests/instructors/test_results.py compares them). Appending is safe;
# changing or reordering would misread the codes already handed in.
TOKENS = (
    "&recibe_", "recibe_", "&devuelto_", "devuelto_", "&sobrante", "&gana", "&bote",
    "bote", "&cartas=", "cartas=", "igualar=", "&minimo=", "&maximo=", "&cerrado=si",
    "habla=", "puede=s%C3%AD", "puede=no", "fichas=",
    "Ana", "Beto", "Carla", "Dani", "Elena", "Fede", "Gabi", "Hugo",
)  # fmt: skip

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
        text = "!".join(answers)
        for i, token in enumerate(TOKENS):
            text = text.replace(token, chr(1 + i))
        packer = zlib.compressobj(9, zlib.DEFLATED, -15)
        raw = packer.compress(text.encode("ascii")) + packer.flush()
        body = COMPACT + base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")
    else:
        body = "".join(answer or NONE for answer in answers)
    head = f"{set_code}.{body}"
    return f"{head}.{checksum(head)}"


def is_workshop(set_code: str) -> bool:
    """A workshop set's code has drill letters after its variant (``hc1b23-5-42``): a
    kind's letter (:attr:`~academy.drills.kind.DrillKind.letter`), never a digit.

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
    elif body.startswith(COMPACT):
        body = _unpack(body[len(COMPACT) :], unreadable)
        for i, token in enumerate(TOKENS):  # a token's character never is in a query
            body = body.replace(chr(1 + i), token)
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
        groups = tuple(
            Group(f"{k}{s}", f"{KINDS[k].catalog.title}, paso {s}") for k, s in drills.steps
        )
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


class Dealt:
    """The sets a paste names, each planned and dealt once, and each distinct answer to an
    item checked once: however many codes name the largest set, it is dealt one time."""

    def __init__(self) -> None:
        self.plans: dict[str, SetPlan] = {}
        self.practice: dict[str, PracticeSet] = {}
        self.items: dict[str, tuple[DrillItem, ...]] = {}
        self.verdicts: dict[tuple[str, int, str], tuple[bool, tuple[str, ...]]] = {}

    def plan(self, set_code: str) -> SetPlan:
        if set_code not in self.plans:
            self.plans[set_code] = plan(set_code)
        return self.plans[set_code]

    def practice_set(self, set_code: str) -> PracticeSet:
        if set_code not in self.practice:
            self.practice[set_code] = PracticeSet.from_code(set_code)
        return self.practice[set_code]

    def drill_items(self, set_code: str) -> tuple[DrillItem, ...]:
        if set_code not in self.items:
            self.items[set_code] = tuple(DrillSet.from_code(set_code).items())
        return self.items[set_code]


def score(name: str, code: str, read_drill: DrillReader, dealt: Dealt | None = None) -> Learner:
    """A learner's marks from a results code, each verdict worked out again (``dealt``:
    the sets and verdicts already worked out in this paste)."""
    dealt = dealt or Dealt()
    decoded = decode(code)
    try:
        found = dealt.plan(decoded.set_code)
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
        marks = _practice_marks(dealt.practice_set(decoded.set_code), decoded.answers)
    else:
        marks = _drill_marks(found.set_code, decoded.answers, read_drill, dealt)
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


def _drill_marks(
    set_code: str, answers: tuple[str, ...], read_drill: DrillReader, dealt: Dealt
) -> list[Mark]:
    marks = []
    items = dealt.drill_items(set_code)
    for number, (item, query) in enumerate(zip(items, answers, strict=True), start=1):
        if not query:
            marks.append(Mark(False, False))
            continue
        key = (set_code, number, query)
        try:
            if key not in dealt.verdicts:
                dealt.verdicts[key] = read_drill(item, query)
            right, mistakes = dealt.verdicts[key]
        except PokerError as error:
            raise _bad(
                f"la respuesta del ejercicio {number} no se puede leer: {error.message}"
            ) from None
        marks.append(Mark(True, right, () if right else mistakes))
    return marks


# The class -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Note:
    """Something the reading of the paste did and says: a repeated line counted once, a
    code under two names, lines past the limit left unread, a code put back together."""

    line: int
    text: str


@dataclass(frozen=True, slots=True)
class Paste:
    """The pasted lines to read, (line number, name, code), and what the reading says."""

    lines: tuple[tuple[int, str, str], ...]
    notes: tuple[Note, ...] = ()
    unread: int = 0  # lines with something past MAX_LINES, not read


def clean_code(text: str) -> str:
    """A code as copied, without what copying adds around it: spaces, quotes or «»,
    a full stop or a comma after it.

    >>> clean_code(" «h1-2-7.b-.g7z6os». "), clean_code('"h1-2-7.b-.g7z6os",')
    ('h1-2-7.b-.g7z6os', 'h1-2-7.b-.g7z6os')
    """
    code = text.strip()
    while code and (code[0] in _QUOTES or code[-1] in _QUOTES + ".,;"):
        code = code.strip(_QUOTES).rstrip(".,;").strip()
    return code


def _split(line: str) -> tuple[str, str]:
    """«Nombre: CÓDIGO» → (name, code as copied); a code holds no colon."""
    name, _, code = line.rpartition(":") if ":" in line else ("", "", line)
    return " ".join(name.split())[:80], clean_code(code)


def _whole(code: str) -> bool:
    """Whether a code's check matches (its pieces are all there)."""
    set_code, _, rest = code.partition(".")
    body, _, check = rest.rpartition(".")
    return bool(set_code and check and "." in rest and checksum(f"{set_code}.{body}") == check)


def read_paste(text: str) -> Paste:
    """The pasted lines that hold something, each a learner (a line without a name gets
    «Sin nombre N»): a code wrapped over several lines by an e-mail program is put back
    together (its check says when it is whole); the same line twice is read once; the
    same code under two names is read under each, and said; lines past MAX_LINES are
    counted and said, not read."""
    raw = [line.strip() for line in text.splitlines()]
    found: list[tuple[int, str, str]] = []
    notes: list[Note] = []
    seen_lines: dict[tuple[str, str], int] = {}
    seen_codes: dict[str, tuple[int, str]] = {}
    unread = 0
    index = 0
    budget = WRAP_BUDGET
    while index < len(raw):
        line, number = raw[index], index + 1
        index += 1
        if not line:
            continue
        if len(found) == MAX_LINES:
            unread += 1
            continue
        name, code = _split(line)
        if not _whole(code):  # perhaps wrapped: the next lines without a name complete it
            joined, ahead = code, index
            while (
                budget > 0
                and len(joined) < MAX_LINE
                and ahead < len(raw)
                and ahead < index + WRAPPED
                and raw[ahead]
                and ":" not in raw[ahead]
            ):
                joined = clean_code(joined + raw[ahead])
                budget -= len(joined)
                ahead += 1
                if _whole(joined):
                    notes.append(Note(number, f"el código seguía en {_lines(ahead - index)}: "
                                              "se ha leído entero"))  # fmt: skip
                    code, index = joined, ahead
                    break
        if (name, code) in seen_lines and code:
            first = seen_lines[(name, code)]
            notes.append(Note(number, f"repite la línea {first}: se cuenta una vez"))
            continue
        seen_lines[(name, code)] = number
        name = name or f"Sin nombre {len(found) + 1}"
        if code in seen_codes and _whole(code):
            first, other = seen_codes[code]
            notes.append(Note(number, f"«{name}» trae el mismo código que «{other}» (línea "
                                      f"{first}): se cuentan los dos; mira si son la misma "
                                      "persona"))  # fmt: skip
        else:
            seen_codes.setdefault(code, (number, name))
        found.append((number, name, code[:MAX_LINE]))
    if unread:
        more = _lines(unread, "más")
        verb = "no se ha leído; pégala" if unread == 1 else "no se han leído; pégalas"
        notes.append(Note(0, f"se leen como mucho {MAX_LINES} alumnos: {more} {verb} en "
                             "otra tanda"))  # fmt: skip
    return Paste(tuple(found), tuple(notes), unread)


def _lines(count: int, more: str = "") -> str:
    """``1 línea``, ``3 líneas más``: the count agrees with its noun."""
    noun = "línea" if count == 1 else "líneas"
    return f"{count} {noun} {more}".rstrip()


def read_lines(text: str) -> list[tuple[int, str, str]]:
    """The lines :func:`read_paste` reads: (line number, name, code)."""
    return list(read_paste(text).lines)


def workload(lines: Iterable[tuple[int, str, str]], dealt: Dealt) -> tuple[int, int, int]:
    """(distinct sets, their items, distinct answers) these codes would deal and check,
    counted from the codes and the sets' plans alone, before anything is dealt."""
    return _workload(lines, dealt)[:3]


def marks_count(lines: Iterable[tuple[int, str, str]], dealt: Dealt) -> int:
    """The marks these codes would give (learners × their sets' questions): the table's
    size, what the page renders."""
    return _workload(lines, dealt)[3]


def _workload(lines: Iterable[tuple[int, str, str]], dealt: Dealt) -> tuple[int, int, int, int]:
    sets: dict[str, int] = {}
    answers: set[tuple[str, int, str]] = set()
    marks = 0
    for _, _, code in lines:
        try:
            decoded = decode(code)
            size = len(dealt.plan(decoded.set_code).questions)
        except PokerError:
            continue  # the line gets its own message
        sets[decoded.set_code] = size
        marks += size
        answers.update((decoded.set_code, n, a) for n, a in enumerate(decoded.answers) if a)
    return len(sets), sum(sets.values()), len(answers), marks


def check_work(lines: Iterable[tuple[int, str, str]], dealt: Dealt) -> None:
    """PokerError (Spanish, field ``codigos``) when reading these codes would deal more
    than MAX_DEALT items or check more than MAX_CHECKS distinct answers."""
    sets, items, answers = workload(lines, dealt)
    if items > MAX_DEALT or answers > MAX_CHECKS:
        raise PokerError(
            f"estos códigos son demasiado trabajo para una vez ({sets} series con "
            f"{items} ejercicios y manos, {answers} respuestas distintas; como mucho "
            f"{MAX_DEALT} y {MAX_CHECKS}): pégalos en varias tandas",
            "codigos",
        )


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
    notes: tuple[Note, ...] = ()  # what reading the paste did (repeats, unread lines…)

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
    """Every pasted line read: the learners grouped by set, each bad line with its Spanish
    message, and the notes of :func:`read_paste`. PokerError (field ``codigos``) when the
    paste is more work than one reading may do (:func:`check_work`)."""
    paste = read_paste(text)
    dealt = Dealt()
    check_work(paste.lines, dealt)
    rows: list[Learner | BadLine] = []
    for number, name, code in paste.lines:
        try:
            rows.append(score(name, code, read_drill, dealt))
        except PokerError as error:
            rows.append(BadLine(name, error.message, number))
    learners = [row for row in rows if isinstance(row, Learner)]
    tables = []
    for set_code in dict.fromkeys(learner.set_code for learner in learners):
        mine = tuple(learner for learner in learners if learner.set_code == set_code)
        found = dealt.plan(set_code)
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
    return ClassResults(tuple(tables), bad, tuple(rows), paste.notes)


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
    notes = [{"line": note.line, "note": note.text} for note in results.notes]
    return {"learners": learners, "notes": notes}
