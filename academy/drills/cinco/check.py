"""Checking «Elige las cinco»: is the chosen set a winner's five, and if not, why not.

The rule: a choice is right when it is five different cards that one winner may play
(in Omaha exactly two own cards and three common ones) and whose value equals that
winner's best. So where several fives are worth the same (a straight on the board and a
hole card of the same rank, a kicker of equal rank in another suit) any of them is
right, and in a split pot the five of any winner is.

A wrong choice is read in this order: how many cards (fewer than five, a sixth), whose
cards (a loser's, two players' mixed), the rule of Omaha, then its value: the board when
a hole card plays, a lower kicker, or a card outside the five.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass

from ...engine.cards import Card
from ...engine.errors import PokerError
from ...engine.hands import Variant
from ...engine.phrasing import join_names
from ...practice.answers import read_five
from ...practice.feedback import plays
from .. import typed as t
from ..checking import Verdict
from ..dealing import (
    COMBINATION_SIZE,
    combination,
    five_value,
    illegal_best,
    legal_fives,
    lower_kicker_fives,
)
from ..shapes import ShowdownTable
from .feedback import EXPLAIN, Choice, owners, read_any

FIELD = "cards"
LABEL = "las cinco cartas"


@dataclass(frozen=True, slots=True)
class Chosen:
    """The verdict's own part for «Elige las cinco» (``Verdict.details``): ``cards``
    marks each chosen card (in the nearest right five or not), ``missing`` lists the
    cards of that five the learner left out."""

    cards: dict[str, bool]
    missing: tuple[str, ...]

    def to_json(self) -> dict[str, object]:
        if not self.cards and not self.missing:
            return {}
        return {"cards": dict(self.cards), "missing": list(self.missing)}


def chosen(verdict: Verdict) -> Chosen:
    """The chosen cards of a verdict of «Elige las cinco»."""
    assert isinstance(verdict.details, Chosen)
    return verdict.details


def check(table: ShowdownTable, typed: object) -> Verdict:
    """The verdict on ``{"cards": "Kh Kd …"}`` (a text or a list of cards)."""
    if not isinstance(typed, Mapping):
        raise PokerError(f"{LABEL}: se esperaba un objeto con las cartas elegidas", FIELD)
    on_table = {*table.settlement.spec.board, *(c for p in table.settlement.spec.players
                                                 for c in p.hole)}  # fmt: skip
    chosen = t.cards(typed.get(FIELD), on_table, FIELD, LABEL)
    return judge(table, chosen)


def judge(
    table: ShowdownTable,
    chosen: Sequence[Card],
    classified: tuple[list[str], str | None] | None = None,
) -> Verdict:
    """The verdict on chosen cards; ``classified`` is :func:`classify`'s answer if known."""
    codes, owner = classify(table, chosen) if classified is None else classified
    nearest = _nearest(table, chosen)
    winner = owner if owner in table.winners else table.winners[0]
    hand = table.hand(winner)
    if not codes:
        same = set(chosen) == set(hand.five)
        text = (
            f"¡Correcto! {plays(winner, hand)}."
            if same
            else f"¡Correcto! Tus cinco cartas forman {hand.label}, lo mismo que juega {winner}."
        )
        sentences = [text, *_tie_note(table, winner)]
    else:
        choice = Choice(table, tuple(chosen), nearest, winner)
        sentences = [EXPLAIN[code](choice) for code in codes]
        sentences += [f"Lo correcto: {plays(winner, hand)}.", *_tie_note(table, winner)]
    return Verdict(
        correct=not codes,
        fields={FIELD: not codes},
        mistakes=tuple(codes),
        feedback=tuple(sentences),
        details=Chosen(
            {str(c): c in nearest for c in chosen},
            tuple(str(c) for c in read_any(nearest, table.variant) if c not in chosen),
        ),
    )


def classify(table: ShowdownTable, chosen: Sequence[Card]) -> tuple[list[str], str | None]:
    """The mistakes of a choice (empty: right) and whose own cards it uses (if one)."""
    codes = []
    if len(chosen) != 5:
        codes.append("fewer_than_five" if len(chosen) < 5 else "sixth_card")
    whose = owners(table, chosen)
    if len(whose) > 1:
        return [*codes, "two_players_cards"], None
    owner = whose[0] if whose else None
    if owner is not None and owner not in table.winners:
        return [*codes, "loser_cards"], owner
    if codes:
        return codes, owner
    variant = table.variant
    name = owner or table.winners[0]
    own = sum(c in table.hole(name) for c in chosen)
    if variant is Variant.OMAHA and own != 2:
        return ["omaha_rule"], owner
    best = table.hand(name)
    value = five_value(chosen, variant)
    if value == best.value:
        return [], owner
    if owner is None:
        return ["board_taken"], owner
    category, ranks = combination(chosen, variant)
    if category in COMBINATION_SIZE and (category, ranks) == combination(best.five, variant):
        return ["lower_kicker"], owner
    return ["card_outside_five"], owner


def right_fives(table: ShowdownTable) -> tuple[frozenset[Card], ...]:
    """Every right choice: the engine's five of each winner first, then the others (the
    table keeps them: see ``CincoTable.right_fives``)."""
    board, variant = table.settlement.spec.board, table.variant
    fives = [frozenset(table.hand(name).five) for name in table.winners]
    for name in table.winners:
        best = table.hand(name).value
        for five in legal_fives(table.hole(name), board, variant):
            chosen = frozenset(five)
            if chosen not in fives and five_value(five, variant) == best:
                fives.append(chosen)
    return tuple(fives)


def _nearest(table: ShowdownTable, chosen: Sequence[Card]) -> frozenset[Card]:
    """The right five sharing most cards with the choice (the engine's first on ties)."""
    picked = set(chosen)
    return max(table.right_fives(), key=lambda five: len(five & picked))


def _tie_note(table: ShowdownTable, winner: str) -> list[str]:
    others = [name for name in table.winners if name != winner]
    if not others:
        return []
    return [
        f"{join_names([winner, *others])} empatan y se reparten el bote: valían también las "
        f"cinco de {join_names(others)}."
    ]


# The answers each mistake would type on this table --------------------------------------


Classified = tuple[list[str], str | None]


def temptations(table: ShowdownTable) -> dict[str, dict[str, object]]:
    """For every mistake this table offers, the choice that makes it, as typed."""
    return {code: _typed(cards) for code, (cards, _) in choices(table).items()}


def offered(table: ShowdownTable) -> list[tuple[str, dict[str, object], Verdict]]:
    """Each mistake this table offers: its choice as typed and the verdict on it (the
    choice is classified once)."""
    return [
        (code, _typed(cards), judge(table, cards, classified))
        for code, (cards, classified) in choices(table).items()
    ]


def _typed(cards: Sequence[Card]) -> dict[str, object]:
    return {"cards": [str(c) for c in cards]}


def choices(table: ShowdownTable) -> dict[str, tuple[tuple[Card, ...], Classified]]:
    """For every mistake this table offers, a choice that makes it (in reading order) and
    its classification: the first of its candidates that :func:`classify` names so (so
    each names its own mistake)."""
    winner = table.winners[0]
    hand, hole = table.hand(winner), table.hole(winner)
    board, variant = table.settlement.spec.board, table.variant
    five = list(hand.five)
    unused = sorted(hand.unused, key=lambda c: (c not in hole, -c.rank, -c.suit))
    others = [p for p in table.settlement.spec.players if p.name != winner]

    def two_players() -> Iterator[Sequence[Card]]:
        mixed = list(five) if set(five) & set(hole) else [*five[:4], hole[0]]
        common = [i for i, c in enumerate(mixed) if c in board]
        mixed[common[-1]] = others[0].hole[0]
        yield mixed

    def kickers() -> Iterator[Sequence[Card]]:
        spare = set(hole) - set(five)  # a lower kicker of one's own is the likeliest slip
        yield from sorted(
            lower_kicker_fives(hand, hole, board),
            key=lambda f: (-len(set(f) & spare), -five_value(f, variant)),
        )

    def outside() -> Iterator[Sequence[Card]]:
        for position in (4, 3, 2, 1, 0):  # one card swapped first
            for card in unused:
                yield tuple(card if i == position else c for i, c in enumerate(five))
        lower = (f for f in legal_fives(hole, board, variant)
                 if five_value(f, variant) < hand.value)  # fmt: skip
        yield from sorted(lower, key=_by_value(variant))

    candidates: dict[str, Iterable[Sequence[Card]]] = {
        "fewer_than_five": [five[:4]],
        "sixth_card": [[*five, unused[0]]],
        "loser_cards": (table.hand(p.name).five for p in others if p.name not in table.winners),
        "two_players_cards": two_players(),
        "omaha_rule": [illegal_best(hole, board)[1]] if variant is Variant.OMAHA else [],
        "board_taken": [] if variant is Variant.OMAHA else [board],
        "lower_kicker": kickers(),
        "card_outside_five": outside(),
    }
    found: dict[str, tuple[tuple[Card, ...], Classified]] = {}
    for code, options in candidates.items():
        for cards in options:
            classified = classify(table, cards)
            if classified[0] == [code]:
                found[code] = (read_choice(cards, variant), classified)
                break
    return found


def _by_value(variant: Variant) -> Callable[[Sequence[Card]], int]:
    return lambda five: -five_value(five, variant)


def read_choice(cards: Sequence[Card], variant: Variant) -> tuple[Card, ...]:
    return read_five(cards, variant) if len(cards) == 5 else tuple(cards)
