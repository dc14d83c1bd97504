"""A betting round set at the table for a ruling: the seats in clockwise order, the
button, the street, the pot from earlier streets, who bet and raised, and the player whose
chips (or words) the floor rules on.

>>> r = betting_round(Rng(3), facing=True, raised=False)
>>> r.current_bet > 0 and r.actor.name != r.bettor
True
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...engine.betting import Structure
from ...engine.deck import Rng
from ...engine.numbers import number
from .model import Scene, Seat

NAMES = ("Ana", "Beto", "Carla", "Dani", "Elena", "Fede", "Gala", "Hugo", "Inés", "Julio")
BLINDS = ((25, 50), (50, 100), (100, 200), (200, 400))
DENOMINATIONS = (25, 100, 500, 1000, 5000)
STREETS = {"flop": "Flop", "turn": "Turn", "river": "River"}
STRUCTURE_WORDS = {
    Structure.no_limit: "sin límite",
    Structure.pot_limit: "límite de bote",
    Structure.fixed_limit: "límite fijo",
}


def names(rng: Rng, count: int) -> list[str]:
    """``count`` players' names, in seat order (a seeded pick, kept alphabetical so seats
    read A, B, C… clockwise)."""
    return sorted(rng.shuffled(NAMES)[:count], key=NAMES.index)


@dataclass(frozen=True, slots=True)
class Round:
    """A round set up for a ruling (amounts as :mod:`academy.engine.limits` reads them)."""

    structure: Structure
    blinds: tuple[int, int]
    street: str
    seats: tuple[Seat, ...]
    actor_index: int
    pot: int
    current_bet: int
    last_raise: int
    raises: int
    bettor: str
    raiser: str
    story: tuple[str, ...]

    @property
    def actor(self) -> Seat:
        return self.seats[self.actor_index]

    @property
    def small_bet(self) -> int | None:
        return self.blinds[1] if self.structure is Structure.fixed_limit else None

    @property
    def big_bet(self) -> int | None:
        return 2 * self.blinds[1] if self.structure is Structure.fixed_limit else None

    def scene(self, pushed: tuple[int, ...] = (), said: str = "") -> Scene:
        """The table as the floor finds it: the actor's chips pushed and words said."""
        seats = list(self.seats)
        seats[self.actor_index] = replace(self.actor, pushed=pushed, said=said, to_act=True)
        return Scene(
            tuple(seats),
            pot=self.pot - sum(s.bet for s in seats),
            street_title=STREETS[self.street],
        )

    def spec(self, family: str, chips: tuple[int, ...], declared: object) -> dict[str, object]:
        """The contract's ``spec`` of a chip family (with the pot and street the limits
        need, and the fixed-limit bets where they apply)."""
        spec: dict[str, object] = {
            "family": family,
            "structure": self.structure.value,
            "blinds": {"small": self.blinds[0], "big": self.blinds[1]},
            "current_bet": self.current_bet,
            "committed": self.actor.bet,
            "last_raise": self.last_raise,
            "stack": self.actor.stack,
            "chips": list(chips),
            "declared": declared,
            "pot": self.pot,
            "street": self.street,
        }
        if self.structure is Structure.fixed_limit:
            spec |= {"small_bet": self.small_bet, "big_bet": self.big_bet, "raises": self.raises}
        return spec


def betting_round(
    rng: Rng,
    *,
    facing: bool,
    raised: bool,
    structure: Structure = Structure.no_limit,
    actor_stack: int | None = None,
    seats: int | None = None,
) -> Round:
    """A round after the flop: the first to act bets (and the next raises, if ``raised``)
    or nobody has bet yet (``facing=False``); the next player is the one ruled on."""
    sb, bb = rng.choice(BLINDS)
    count = seats or 3 + rng.below(4)
    who = names(rng, count)
    button = rng.below(count)
    street = rng.choice(tuple(STREETS))
    unit = bb if street == "flop" else 2 * bb
    earlier = (
        bb * (4 + rng.below(12))
        if structure is not Structure.fixed_limit
        else unit * (2 + rng.below(4))
    )
    order = [(button + 1 + k) % count for k in range(count)]
    story = [
        f"{STREETS[street]}, {STRUCTURE_WORDS[structure]} (ciegas {number(sb)}/{number(bb)}). "
        f"De las calles anteriores hay {number(earlier)} en el bote."
    ]
    bets = [0] * count
    current = last_raise = raises = 0
    bettor = raiser = ""
    actor_at = 0
    if facing:
        if structure is Structure.fixed_limit:
            bet = unit
        else:
            bet = bb * (1 + rng.below(6))
            if structure is Structure.pot_limit:
                bet = min(bet, earlier)
        bets[order[0]] = current = last_raise = bet
        raises = 1
        bettor = who[order[0]]
        story.append(f"{bettor} apuesta {number(bet)}.")
        actor_at = 1
        if raised and count >= 3:
            if structure is Structure.fixed_limit:
                to = 2 * unit
            else:
                top = earlier + 3 * bet if structure is Structure.pot_limit else 4 * bet
                to = 2 * bet + bb * rng.below(max(1, (top - 2 * bet) // bb + 1))
            bets[order[1]] = to
            last_raise, current, raises = to - bet, to, 2
            raiser = who[order[1]]
            story.append(f"{raiser} sube a {number(to)}.")
            actor_at = 2
    actor = order[actor_at]
    out: list[Seat] = []
    for i, name in enumerate(who):
        stack = 25 * (40 + rng.below(400))
        if i == actor and actor_stack is not None:
            stack = actor_stack
        out.append(Seat(name, stack=stack, bet=bets[i], button=i == button, hidden=2))
    pot = earlier + sum(bets)
    return Round(
        structure,
        (sb, bb),
        street,
        tuple(out),
        actor,
        pot,
        current,
        last_raise,
        raises,
        bettor,
        raiser,
        tuple(story),
    )


def with_stack(r: Round, stack: int) -> Round:
    """The same round, the actor holding ``stack`` behind."""
    seats = list(r.seats)
    seats[r.actor_index] = replace(r.actor, stack=stack)
    return replace(r, seats=tuple(seats))
