"""A showdown's chips worked out right and under each named mistake of «Reparte los botes».

Each model settles the very table under a mistaken rule, with the engine's own pieces
(``pot_layers``, ``award_pot``): ranking a Short Deck full house above a flush,
forgetting the refund, putting it in a pot, leaving a folded player's chips out, letting
the best hand win pots it cannot, splitting a side pot among everyone in it, giving the
odd chip the wrong way round, merging pots that different players can win. What the
learner typed is compared with these numbers.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ...engine.hands import Variant, in_ordinary_order
from ...engine.pots import Pot, award_pot, clockwise_from_button, pot_layers
from ...engine.settle import Settlement
from ..checking import Model, Values


@dataclass(frozen=True, slots=True)
class Payout:
    """Pots as (amount, winners, who got an odd chip), refunds and what each receives."""

    pots: tuple[tuple[int, frozenset[str], frozenset[str]], ...]
    refunds: Mapping[str, int]
    received: Mapping[str, int]

    def values(self, names: Sequence[str]) -> Values:
        values: dict[str, object] = {"pots": len(self.pots)}
        for i, (amount, winners, odd) in enumerate(self.pots):
            values[f"pots[{i}].amount"] = amount
            values[f"pots[{i}].winners"] = winners
            values[f"pots[{i}].odd_chips"] = odd
        for name in names:
            values[f"refunds.{name}"] = self.refunds.get(name, 0)
            values[f"received.{name}"] = self.received.get(name, 0)
        return values


def payout(pots: Sequence[Pot], refunds: Mapping[str, int], names: Sequence[str]) -> Payout:
    received = {name: refunds.get(name, 0) for name in names}
    for pot in pots:
        for name, share in pot.shares.items():
            received[name] += share
    return Payout(
        tuple((p.amount, frozenset(p.winners), frozenset(p.odd_chips)) for p in pots),
        dict(refunds),
        received,
    )


def right(s: Settlement) -> Payout:
    return payout(s.pots, s.refunds, names_of(s))


def names_of(s: Settlement) -> list[str]:
    return [p.name for p in s.spec.players]


def models(s: Settlement) -> list[Model]:
    """Every mistaken model of the table, as (code, values); a code may have several."""
    names = names_of(s)
    players = s.spec.players
    seats = clockwise_from_button(names, s.spec.button)
    live = tuple(p.name for p in players if not p.folded)
    pots = list(s.pots)

    def award(layers: Sequence[tuple[str, dict[str, int], tuple[str, ...]]]) -> list[Pot]:
        return [award_pot(n, c, e, s.hands, seats) for n, c, e in layers]

    def again(pot: Pot, eligible: tuple[str, ...], extra: Mapping[str, int]) -> Pot:
        contributions = dict(pot.contributions)
        for name, chips in extra.items():
            contributions[name] = contributions.get(name, 0) + chips
        return award_pot(pot.name, contributions, eligible, s.hands, seats)

    out: list[tuple[str, Payout]] = []
    if s.spec.variant is Variant.SHORTDECK:
        ordinary = {name: in_ordinary_order(hand) for name, hand in s.hands.items()}
        misread = [award_pot(p.name, dict(p.contributions), p.eligible, ordinary, seats, p.rake)
                   for p in pots]  # fmt: skip
        out.append(("shortdeck_full_over_flush", payout(misread, s.refunds, names)))
    matched = {p.name: p.contributed - s.refunds.get(p.name, 0) for p in players}
    for owner, excess in s.refunds.items():
        kept = {
            name: got - (excess if name == owner else 0) for name, got in right(s).received.items()
        }
        out.append(("refund_forgotten", Payout(right(s).pots, {}, kept)))
        out.append(
            (
                "refund_in_pot",
                payout(
                    [*pots[:-1], again(pots[-1], pots[-1].eligible, {owner: excess})], {}, names
                ),
            )
        )
        raw = {p.name: p.contributed for p in players}
        out.append(("refund_in_pot", payout(award(pot_layers(players, raw)), {}, names)))
    if any(p.folded and p.contributed for p in players):
        alive = {name: (0 if name not in live else chips) for name, chips in matched.items()}
        out.append(
            ("dead_chips_left_out", payout(award(pot_layers(players, alive)), s.refunds, names))
        )
    out.append(
        ("allin_paid_from_side_pot", payout([again(p, live, {}) for p in pots], s.refunds, names))
    )
    even = [
        pot if i == 0 or len(pot.eligible) < 2 else _split(pot, pot.eligible, seats)
        for i, pot in enumerate(pots)
    ]
    out.append(("side_pot_split_evenly", payout(even, s.refunds, names)))
    backwards = [_split(p, p.winners, seats[::-1]) if p.odd_chips else p for p in pots]
    out.append(("odd_chip_wrong_seat", payout(backwards, s.refunds, names)))
    for i in range(len(pots) - 1):
        merged = again(pots[i], pots[i].eligible, pots[i + 1].contributions)
        out.append(("pots_merged", payout([*pots[:i], merged, *pots[i + 2 :]], s.refunds, names)))
    if len(pots) > 2:
        whole = pots[0]
        for pot in pots[1:]:
            whole = again(whole, pots[0].eligible, pot.contributions)
        out.append(("pots_merged", payout([whole], s.refunds, names)))
    return [(code, p.values(names)) for code, p in out]


def _split(pot: Pot, among: Sequence[str], seats: Sequence[str]) -> Pot:
    """``pot`` shared equally by ``among``, odd chips one by one in ``seats`` order."""
    share, odd = divmod(pot.amount, len(among))
    shares = dict.fromkeys(among, share)
    odd_chips: dict[str, int] = {}
    for seat in [s for s in seats if s in among][:odd]:
        shares[seat] += 1
        odd_chips[seat] = 1
    return Pot(pot.name, pot.amount, pot.contributions, pot.eligible, tuple(among), shares,
               odd_chips)  # fmt: skip
