"""What a drill of the workshop is: the :class:`DrillKind` protocol every kind implements,
and the plain data it hands to the pages, the answer forms, the LMS files and the
worksheets. The registry of kinds is :mod:`.registry`.

A kind is named by its ``code`` («cinco»): the code is contract (URLs, queries, JSON), and
names its package (``drills/cinco/``) and its templates (``workshop/partial/cinco.html``,
``instructors/drills/cinco.html``). The web and the instructors' exports read everything
else from the kind: they never name one nor branch on one.

How to add a kind: docs/architecture.md («Drill kinds»).

>>> mixed_seed(5, 1, 42, 0, Variant.HOLDEM) == mixed_seed(5, 1, 42, 1, Variant.HOLDEM)
False
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from ..engine.deck import MASK64, MAX_SEED, Rng
from ..engine.errors import PokerError
from ..engine.hands import Variant
from ..engine.settle import Settlement
from .catalog import Catalog
from .checking import DrillTable, Verdict

VARIANT_SALT = {Variant.HOLDEM: 1, Variant.OMAHA: 2, Variant.SHORTDECK: 3}


def mixed_seed(salt: int, step: int, seed: int, index: int, variant: Variant) -> int:
    """An item's own seed: the set's seed mixed with the kind's ``salt``, the step, the
    variant and the index (``Rng`` scrambles it again when seeded). Practice levels use
    salts 1-4; each kind has its own from 5 on."""
    word = Rng(seed).next64()
    mix = ((salt * 4 + step) * 4 + VARIANT_SALT[variant]) * 0x9E3779B97F4A7C15
    mix += index * 0xD1B54A32D192ED03
    return (word ^ mix) & MASK64 & MAX_SEED


# The answer form ---------------------------------------------------------------------


class FormValues(Protocol):
    """What a form sent: every value of a field (werkzeug's ``MultiDict`` is one)."""

    def getlist(self, key: str) -> list[str]: ...


@dataclass(frozen=True, slots=True)
class FormField:
    """One field of a drill's form: its name in the query, its key in the checker's
    verdict (``pots[1].amount``), its Spanish label and how a message names it."""

    name: str
    key: str
    label: str
    said: str
    many: bool = False  # checkboxes: the field may come once per value


@dataclass(frozen=True, slots=True)
class Reading:
    """What a form sent, read: the values per field (to fill the form again), a message
    per field that cannot be read, the answer for the checker (None with errors) and the
    answer's query, canonical (fields in form order, empty ones left out); ``details``:
    the kind's own reading beyond the answer (:attr:`Typed.details`, e.g. the pot rows
    filled in, :class:`.pot_rows.rows.PotRows`)."""

    values: dict[str, list[str]]
    errors: dict[str, str]
    typed: dict[str, object] | None
    query: str
    details: object = None

    def value(self, name: str) -> str:
        found = self.values.get(name, [])
        return found[0] if found else ""


@dataclass(frozen=True, slots=True)
class Typed:
    """A kind's reading of the form's values: the answer for the checker, and the kind's
    own details of it for its page (None, or its own dataclass: the pot rows filled in,
    :class:`.pot_rows.rows.PotRows`)."""

    answer: dict[str, object]
    details: object = None


# The pages ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CheckRow:
    """One field of an answer: what the learner wrote, whether it is right, the right value."""

    label: str
    typed: str
    right: str
    ok: bool


@dataclass(frozen=True, slots=True)
class ShownTable:
    """A showdown table as a page draws it: without its pots (a question about them), or
    lit once answered; ``marks`` (card code → "right", "wrong", "missing" or None) marks
    the learner's cards, and ``plays`` the cards lit (else every winner's five)."""

    settlement: Settlement
    pots: bool = True
    lit: bool = False
    marks: Mapping[str, str | None] | None = None
    plays: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class ItemPage:
    """What an item's page shows, from its kind: the table (None without one), the kind's
    own data for its template ``workshop/partial/<code>.html`` (and the verdict's extra
    parts), the answer field by field and the table's legend once answered."""

    table: ShownTable | None
    details: object
    rows: tuple[CheckRow, ...] = ()
    legend: str | None = None


# LMS files and worksheets ------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class NumericField:
    """One number a learner writes: where (``key``), what it is called (``label``), the
    right value, and each wrong value a tempting mistake writes with the mistakes' codes."""

    key: str
    label: str
    right: int
    wrong: tuple[tuple[int, tuple[str, ...]], ...]


@dataclass(frozen=True, slots=True)
class ChoiceOption:
    """One option of a multiple-choice question: its text, right or not, and its feedback
    (``mistake``: the named mistake it shows, else the right answer's sentence)."""

    right: bool
    text: str
    feedback: str
    mistake: str | None = None


@dataclass(frozen=True, slots=True)
class YesNo:
    """A yes/no blank (Moodle's MULTICHOICE in a Cloze): its label, the right answer and
    the mistakes that answer the other way."""

    label: str
    yes: bool
    wrong: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class LmsQuestion:
    """An item as an LMS question: ``options`` for a multiple choice; else numbers to
    write (``cloze`` in Moodle, ``gift`` in GIFT, one question each), with an optional
    yes/no first and an introduction (plain text). ``situation``: the table in words,
    one line each, shown before the question (for a kind whose table is no showdown:
    the hand so far of «Sigue la acción»)."""

    options: tuple[ChoiceOption, ...] = ()
    yes_no: YesNo | None = None
    cloze: tuple[NumericField, ...] = ()
    gift: tuple[NumericField, ...] = ()
    intro: str = ""
    situation: tuple[str, ...] = ()

    @property
    def blanks(self) -> int:
        """How many blanks the Cloze question has (0 for a multiple choice)."""
        if self.options:
            return 0
        return len(self.cloze) + (1 if self.yes_no else 0)


@dataclass(frozen=True, slots=True)
class ExportCells:
    """The numbers of one row of a spreadsheet export: what each seat receives (None
    without a showdown table) and a limit's call, minimum and maximum (None elsewhere);
    ``table``: the button, the board and the seats in words of a table that is no
    showdown (a hand of «Sigue la acción» at its question), for ``boton``, ``mesa`` and
    ``jugadores``."""

    received: Mapping[str, int] | None = None
    limits: tuple[object, object, object] | None = None
    table: tuple[str, str, str] | None = None


class DrillKind(Protocol):
    """One drill of the workshop («Elige las cinco»…): everything the web, the CLI, the
    sets and the instructors' exports need to know about it.

    Items: ``deal(step, seed, index, variant)`` deals item ``index`` of a step; nothing
    assumes it comes from one ``Rng`` alone (a kind may deal a whole hand and ask about
    one moment of it). ``document`` is ``academy drill --kind <code> --json``.
    """

    @property
    def code(self) -> str:
        """«cinco»: in URLs, queries and JSON (contract), and the package's name."""
        ...

    @property
    def letter(self) -> str:
        """The kind's letter in a set's code (``hc12b3-5-42``): one of a-z, not h/o/s."""
        ...

    @property
    def catalog(self) -> Catalog:
        """What the kind's package declares: title, steps, named mistakes with the lesson
        sections that teach them, scenarios (``<kind>/catalog.py``)."""
        ...

    @property
    def description(self) -> str:
        """What the learner does, one sentence or two, for the workshop's landing."""
        ...

    @property
    def variants(self) -> tuple[Variant, ...]:
        """The variants offered, hold'em first; hold'em alone when the kind does not
        depend on the variant (its items in any set are hold'em's)."""
        ...

    @property
    def salt(self) -> int:
        """Mixed into each item's seed (5 on; practice levels use 1-4)."""
        ...

    @property
    def grid_help(self) -> str | None:
        """How to read the kind's answers in the key's grid, if it needs saying."""
        ...

    # Items and the CLI

    def deal(self, step: int, seed: int, index: int, variant: Variant) -> DrillTable:
        """Item ``index`` of ``step`` for a set's ``seed``: the same table every time."""
        ...

    def document(
        self, seed: int, count: int, variant: Variant, steps: tuple[int, ...]
    ) -> dict[str, object]:
        """The whole document of ``academy drill --kind <code> --json`` (inputs checked)."""
        ...

    # The answer form and the pages (the web draws them; templates by ``code``)

    def form_fields(self, item: DrillItem) -> tuple[FormField, ...]:
        """The fields of the item's form, in the order the form shows them."""
        ...

    def read(
        self,
        item: DrillItem,
        fields: Sequence[FormField],
        values: Mapping[str, list[str]],
        errors: dict[str, str],
    ) -> Typed:
        """The form's values (each field's, already trimmed and bounded) read into the
        answer the checker takes; a Spanish message per field that cannot be read goes
        in ``errors`` (then the answer is not checked)."""
        ...

    def error_field(self, item: DrillItem, fields: Sequence[FormField], error: PokerError) -> str:
        """The form field a checker's error points at (the first field if none)."""
        ...

    def page(
        self,
        item: DrillItem,
        fields: Sequence[FormField],
        reading: Reading | None,
        verdict: Verdict | None,
    ) -> ItemPage:
        """What the item's page shows: the question, or the answer checked."""
        ...

    # LMS files, worksheets, answer keys and spreadsheets

    def lms_question(self, item: DrillItem) -> LmsQuestion:
        """The item as a Moodle or GIFT question."""
        ...

    def answer_words(self, item: DrillItem, typed: Mapping[str, object]) -> str:
        """A typed answer (the solution, or what a mistake types) as one Spanish line."""
        ...

    def numeric_fields(self, item: DrillItem, refunds: bool = True) -> list[NumericField]:
        """The numbers a learner writes for the item, each with its right value and the
        values its tempting mistakes write (``refunds``: with the refund rows, if any);
        empty where the answer is not numbers."""
        ...

    def key_lines(self, item: DrillItem) -> list[str]:
        """The right answer, short, for the answer key."""
        ...

    # `academy drill` as text

    def listed_per_step(self, count: object, seed: int, step: int, variant: Variant) -> int:
        """The items a step of ``academy drill`` lists for ``--count`` (checked: PokerError
        naming ``count``)."""
        ...

    def listing_lines(self, item: DrillItem, number: int) -> list[str]:
        """Item ``number`` (from 1 within its step) of ``academy drill``: its table, the
        question and the answer."""
        ...

    def grid_answer(self, item: DrillItem) -> str:
        """The answer in a few words, for the key's grid."""
        ...

    def dealer_lines(self, item: DrillItem) -> list[str]:
        """The whole answer in the dealer's words (the engine's explanation or steps)."""
        ...

    def settlement(self, item: DrillItem) -> Settlement | None:
        """The settled showdown the item shows (None for a kind without one)."""
        ...

    def export_cells(self, item: DrillItem, typed: Mapping[str, object]) -> ExportCells:
        """The numbers of a spreadsheet row of the item for a typed answer."""
        ...

    def sheet(self, item: DrillItem) -> object:
        """The kind's data for its worksheet blanks (``instructors/drills/<code>.html``)."""
        ...


# Items ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DrillItem:
    """One exercise of a drill: where it comes from, and its dealt table."""

    id: str
    kind: str
    step: int
    seed: int
    index: int
    variant: Variant
    table: DrillTable
    drill: DrillKind = field(compare=False, repr=False)  # the kind that dealt it

    def check(self, typed: object) -> Verdict:
        """The learner's typed answer checked on this table (PokerError on junk)."""
        return self.table.check(typed)

    def to_json(self) -> dict[str, object]:
        """The item of ``academy drill --json``: ``answer`` is the engine's, exactly as
        ``academy showdown --json`` or ``academy limits --json`` prints it."""
        mistakes = [
            {"code": code, "name": self.drill.catalog.mistake_names[code], "typed": typed,
             "feedback": list(verdict.feedback)}
            for code, typed, verdict in self.table.offered()
        ]  # fmt: skip
        return {
            "id": self.id,
            "kind": self.kind,
            "step": self.step,
            "scenarios": list(self.table.scenarios),
            "spec": _copied(self.table.spec),
            "question": self.table.question,
            "solution": self.table.solution(),
            "answer": self.table.answer(),
            "mistakes": mistakes,
        }


def _copied(value: object) -> object:
    """A copy of a spec (dicts, lists, texts, numbers), so a caller may change it."""
    if isinstance(value, dict):
        return {key: _copied(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_copied(item) for item in value]
    return value


def dealt(kind: DrillKind, step: int, seed: int, index: int, variant: Variant) -> DrillItem:
    """Item ``index`` of a step of ``kind``: its id (``botes2-42-3``, ``-omaha`` after
    it in another variant) and its table, dealt by the kind."""
    table = kind.deal(step, seed, index, variant)
    suffix = "" if variant is Variant.HOLDEM else f"-{variant.value}"
    code = kind.code
    return DrillItem(f"{code}{step}-{seed}-{index}{suffix}", code, step, seed, index, variant,
                     table, kind)  # fmt: skip
