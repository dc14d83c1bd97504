"""Main and side pots: one layer per contribution level, each awarded to its best hand.

Only players who put chips in up to a level can win that layer. A tie splits a pot; the
chips that cannot be split go one by one to the winners closest to the left of the button.
When the room takes a commission, a pot is split after its part of it is taken
(:mod:`.rake` says which part).

>>> clockwise_from_button(["A", "B", "C", "D"], "B")
['C', 'D', 'A', 'B']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .hands import Hand
from .spec import PlayerSpec

MAIN_POT = "bote principal"


@dataclass(frozen=True, slots=True)
class Pot:
    """One pot: who put what in it, who could win it, who did and what each gets.

    ``amount`` is every chip put in it; ``rake`` the commission taken from it (``None``
    when the spec has no commission), so the winners share ``paid``. ``odd_chips`` says
    which winners got one of the chips a tie could not split.
    """

    name: str
    amount: int
    contributions: dict[str, int]
    eligible: tuple[str, ...]
    winners: tuple[str, ...]
    shares: dict[str, int]
    odd_chips: dict[str, int]
    rake: int | None = None

    @property
    def paid(self) -> int:
        """The chips its winners share: the pot less its commission."""
        return self.amount - (self.rake or 0)

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"name": self.name, "amount": self.amount}
        if self.rake is not None:
            out["rake"] = self.rake
        return out | {
            "eligible": list(self.eligible),
            "winners": list(self.winners),
            "shares": dict(self.shares),
        }


def uncalled(contributed: Mapping[str, int]) -> tuple[dict[str, int], dict[str, int]]:
    """The uncalled bet and what is matched: (refunds, matched). The top contributor gets
    back what he put in beyond anyone else; the rest of every contribution is matched."""
    ranked = sorted(contributed.items(), key=lambda item: item[1], reverse=True)
    excess = ranked[0][1] - ranked[1][1]
    refunds = {ranked[0][0]: excess} if excess else {}
    matched = {name: amount - refunds.get(name, 0) for name, amount in contributed.items()}
    return refunds, matched


def pot_layers(
    players: Sequence[PlayerSpec], matched: Mapping[str, int]
) -> list[tuple[str, dict[str, int], tuple[str, ...]]]:
    """Pots as (name, contributions, eligible): one layer per contribution level, with
    consecutive layers of the same eligible players merged into one pot."""
    merged: list[tuple[dict[str, int], tuple[str, ...]]] = []
    below = 0
    for level in sorted({v for v in matched.values() if v > 0}):
        payers = [p for p in players if matched[p.name] >= level]
        eligible = tuple(p.name for p in payers if not p.folded)
        # Never empty: the spec's _check_contributions keeps a live player at the top level.
        assert eligible, "every pot has a player who can win it"
        layer = {p.name: level - below for p in payers}
        if merged and merged[-1][1] == eligible:
            for name, amount in layer.items():
                merged[-1][0][name] = merged[-1][0].get(name, 0) + amount
        else:
            merged.append((layer, eligible))
        below = level
    order = {p.name: i for i, p in enumerate(players)}
    return [
        (
            MAIN_POT if i == 0 else f"bote lateral {i}",
            dict(sorted(layer.items(), key=lambda item: order[item[0]])),
            eligible,
        )
        for i, (layer, eligible) in enumerate(merged)
    ]


def clockwise_from_button(names: Sequence[str], button: str) -> list[str]:
    """Seats clockwise starting with the first one left of the button."""
    start = (names.index(button) + 1) % len(names)
    return [*names[start:], *names[:start]]


def award_pot(
    name: str,
    contributions: dict[str, int],
    eligible: tuple[str, ...],
    hands: Mapping[str, Hand],
    seats: Sequence[str],
    rake: int | None = None,
) -> Pot:
    """The pot, less its ``rake``, to the best hand among ``eligible``; ``seats`` order
    the odd chips."""
    amount = sum(contributions.values())
    winners: tuple[str, ...] = eligible
    if len(eligible) > 1:
        best = max(hands[n].value for n in eligible)
        winners = tuple(n for n in eligible if hands[n].value == best)
    share, odd = divmod(amount - (rake or 0), len(winners))
    shares = dict.fromkeys(winners, share)
    odd_chips: dict[str, int] = {}
    for seat in [s for s in seats if s in winners][:odd]:
        shares[seat] += 1
        odd_chips[seat] = 1
    return Pot(name, amount, contributions, eligible, winners, shares, odd_chips, rake)
