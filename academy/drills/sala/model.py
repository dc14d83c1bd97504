"""An item of «Decisiones de sala» as plain data: the table (seats, chips in front and
pushed, what was said), the story of what happened, the rulings to choose from, the right
one with its amount, the named mistakes, the rule and the why.

>>> seat = Seat("Ana", stack=900, bet=100, pushed=(500,), said="subo")
>>> seat.shown_push
'una ficha de 500'
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from ...engine.cards import Card
from ...engine.hands import Variant
from ...engine.numbers import number
from .rules import RuleRef


@dataclass(frozen=True, slots=True)
class Seat:
    """A seat at the table (the shape academy.tables' table reads): chips behind
    (``stack``) and in front this round (``bet``); ``pushed``: the chips being ruled on,
    pushed in one motion; ``said``: what the player said, as said."""

    name: str
    stack: int
    bet: int = 0
    folded: bool = False
    all_in: bool = False
    button: bool = False
    blind: str = ""
    to_act: bool = False
    hole: tuple[Card, ...] = ()
    hidden: int = 0
    pushed: tuple[int, ...] = ()
    said: str = ""
    counted: bool = False  # ``pushed`` is one amount in any chips, not the chips themselves

    @property
    def shown_push(self) -> str:
        """The chips pushed, in words: «una ficha de 1000», «dos de 500 y una de 100»; an
        amount pushed in whatever chips (``counted``): «2400 en fichas»."""
        if self.counted:
            return f"{number(sum(self.pushed))} en fichas"
        return chips_words(self.pushed)


_COUNT = {1: "una", 2: "dos", 3: "tres", 4: "cuatro", 5: "cinco", 6: "seis", 7: "siete"}


def chips_words(chips: tuple[int, ...]) -> str:
    """Chips in words, the biggest first.

    >>> chips_words((100, 500, 100))
    'una ficha de 500 y dos de 100'
    """
    if not chips:
        return ""
    groups: list[str] = []
    for value in sorted(set(chips), reverse=True):
        n = chips.count(value)
        count = _COUNT.get(n, str(n))
        what = "ficha" if n == 1 else "fichas"
        groups.append(
            f"{count} {what} de {number(value)}" if not groups else f"{count} de {number(value)}"
        )
    if len(groups) == 1:
        return groups[0]
    return ", ".join(groups[:-1]) + " y " + groups[-1]


def chips_drawn(chips: tuple[int, ...]) -> str:
    """The chips pushed as the table draws them in front of the player, each value with
    its count (the biggest first): what a rule on chips reads, short enough for a phone.

    >>> chips_drawn((500, 500))
    '2×500'
    >>> chips_drawn((100, 1000, 100, 100, 100))
    '1000 + 4×100'
    """
    parts: list[str] = []
    for value in sorted(set(chips), reverse=True):
        n = chips.count(value)
        parts.append(number(value) if n == 1 else f"{n}×{number(value)}")
    return " + ".join(parts)


@dataclass(frozen=True, slots=True)
class Scene:
    """The table at the moment of the ruling (the shape academy.tables' table reads)."""

    seats: tuple[Seat, ...]
    board: tuple[Card, ...] = ()
    pot: int = 0
    street_title: str = ""
    returned: tuple[tuple[str, int], ...] = ()
    pots: tuple[tuple[str, int], ...] = ()

    def drawn(self, cards: int = 2) -> Scene:
        """The table as drawn: the chips just pushed lie in front of their player, out of
        the stack behind (what the dealer sees before ruling on them), and every live
        player without cards face up holds ``cards`` face down (4 in Omaha)."""
        seats = tuple(
            replace(
                s,
                stack=s.stack - sum(s.pushed),
                bet=s.bet + sum(s.pushed),
                hidden=0 if s.folded or s.hole else cards,
            )
            for s in self.seats
        )
        return replace(self, seats=seats)


@dataclass(frozen=True, slots=True)
class Choice:
    """A ruling to choose: its ``key`` (in the form and in results), its Spanish text, and
    whether it takes an amount."""

    key: str
    text: str
    amount: bool = False


@dataclass(frozen=True, slots=True)
class Wrong:
    """A tempting wrong ruling: the named mistake that makes it, the choice it picks and
    the amount it writes (None: any amount, or none)."""

    mistake: str
    choice: str
    amount: int | None = None


@dataclass(frozen=True, slots=True)
class SalaItem:
    """One situation to rule on. ``spec`` and ``answer`` are the JSON contract (issue 32):
    ``spec.family`` and ``answer.rule`` always; the chip families' amounts besides."""

    family: str
    step: int
    variant: Variant
    spec: dict[str, object]
    answer: dict[str, object]
    scene: Scene
    story: tuple[str, ...]
    question: str
    choices: tuple[Choice, ...]
    right: str
    amount: int | None
    amount_label: str
    wrongs: tuple[Wrong, ...]
    rule: RuleRef
    why: str
    room: str = ""
    notes: tuple[str, ...] = field(default=())

    def __post_init__(self) -> None:
        keys = [c.key for c in self.choices]
        if self.right not in keys or len(set(keys)) != len(keys):
            raise ValueError(f"{self.family}: the right ruling must be one of the choices")
        right = next(c for c in self.choices if c.key == self.right)
        if right.amount != (self.amount is not None):
            raise ValueError(f"{self.family}: an amount goes with a ruling that takes one")
        for wrong in self.wrongs:
            if wrong.choice not in keys:
                raise ValueError(f"{self.family}: mistake {wrong.mistake} picks no choice")
            if wrong.choice == self.right and wrong.amount in (None, self.amount):
                raise ValueError(f"{self.family}: mistake {wrong.mistake} is the right ruling")

    def choice(self, key: str) -> Choice:
        return next(c for c in self.choices if c.key == key)

    @property
    def right_text(self) -> str:
        """The right ruling in words, with its amount."""
        text = self.choice(self.right).text
        if self.amount is None:
            return text
        return f"{text}: {number(self.amount)} ({self.amount_label})"

    def mistake_of(self, key: str, amount: int | None) -> str | None:
        """The named mistake a wrong answer shows, if one does (None: right, or unnamed)."""
        if key == self.right and (self.amount is None or amount == self.amount):
            return None
        for wrong in self.wrongs:
            if wrong.choice == key and (wrong.amount is None or wrong.amount == amount):
                return wrong.mistake
        return None

    def to_json(self) -> dict[str, object]:
        """The item's data for `academy drill --kind sala --json` and the reviewers."""
        return {
            "family": self.family,
            "step": self.step,
            "variant": self.variant.value,
            "spec": self.spec,
            "answer": self.answer,
            "story": list(self.story),
            "question": self.question,
            "choices": [{"key": c.key, "text": c.text, "amount": c.amount} for c in self.choices],
            "right": self.right,
            "amount": self.amount,
            "amount_label": self.amount_label or None,
            "mistakes": [
                {"code": w.mistake, "choice": w.choice, "amount": w.amount} for w in self.wrongs
            ],
            "rule": {**self.rule.as_json(), "title": self.rule.title},
            "why": self.why,
            "room": self.room or None,
        }
