"""«Sigue la acción»: the questions of a hand, in the order the hand reaches them.

Before chosen actions: who acts, the call, whether raising is open, the minimum and (pot
limit) the maximum raise-to; right after a street's betting, the pot; at the end the
pots, the commission and what each player receives. ``step`` is the index of the step
asked (``null`` for the pot after a street, which says ``after``, and at the end).
:func:`point` says where in the hand a question is asked.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....engine.betting import Street, Structure
from ....engine.deck import Rng
from ....engine.hand_replay import BOARD_AFTER, STREETS, Replay
from .hands import odd_chips, pots_of

_AFTER = {"preflop": "del preflop", "flop": "del flop", "turn": "del turn", "river": "del river"}
END_ASKS = ("pots", "rake", "received")


@dataclass(frozen=True, slots=True)
class Point:
    """Where a question is asked: ``actions`` played so far, the ``street`` shown (its
    bets still in front of the players), ``end`` at the showdown (every chip gathered)."""

    actions: int
    street: Street
    end: bool = False


def _question(
    at: int | None, ask: str, text: str, answer: object, after: str | None = None
) -> dict[str, object]:
    out: dict[str, object] = {"step": at, "ask": ask}
    if after is not None:
        out["after"] = after
    return out | {"text": text, "answer": answer}


def questions(
    rng: Rng,
    replay: Replay,
    settlement: dict[str, object],
    showdown: dict[str, object] | None,
) -> list[dict[str, object]]:
    """A handful of points of the hand, in the order the hand reaches them."""
    steps = replay.steps
    asked: dict[int, list[dict[str, object]]] = {}

    def add(k: int, item: dict[str, object]) -> None:
        asked.setdefault(k, []).append(item)

    def pick(candidates: list[int]) -> int | None:
        free = [k for k in candidates if k not in asked]
        return rng.choice(free) if free else None

    first_of_street = [k for k, s in enumerate(steps) if k > 0 and s.street != steps[k - 1].street]
    k = pick(first_of_street) if first_of_street else 0
    if k is not None:
        add(k, _question(k, "to_act", "¿A quién le toca hablar?", steps[k].to_act))
    k = pick([j for j, s in enumerate(steps) if s.to_call > 0])
    if k is not None:
        s = steps[k]
        add(k, _question(k, "to_call", f"¿Cuánto tiene que poner {s.to_act} para igualar?",
                         s.to_call))  # fmt: skip
    special = [j for j, s in enumerate(steps) if s.short_all_in is not None]
    if replay.spec.structure is Structure.fixed_limit:
        special += [j for j, s in enumerate(steps) if s.min_raise_to is None and s.to_call > 0]
    k = pick(special)
    if k is not None:
        s = steps[k]
        again = "volver a subir" if s.short_all_in is not None else "subir"
        add(k, _question(k, "can_raise", f"¿Puede {s.to_act} {again}?", s.can_raise))
    k = pick([j for j, s in enumerate(steps) if s.can_raise and s.to_call > 0])
    if k is not None:
        s = steps[k]
        add(k, _question(k, "min_raise_to",
                         f"¿A cuánto puede subir {s.to_act}, como mínimo, en total?",
                         s.min_raise_to))  # fmt: skip
    if replay.spec.structure is Structure.pot_limit:
        k = pick([j for j, s in enumerate(steps) if s.can_raise])
        if k is not None:
            s = steps[k]
            # Preflop the blinds are the round's bet: the big blind's option is a raise.
            verb = "subir" if s.to_call > 0 or s.street is Street.preflop else "apostar"
            add(k, _question(k, "max_raise_to",
                             f"Con límite de bote, ¿hasta cuánto puede {verb} {s.to_act} en "
                             "total?", s.max_raise_to))  # fmt: skip
    out = [q for k in sorted(asked) for q in asked[k]]
    # The pot after a street where chips went in: the page shows them in front of the
    # players, apart from the middle (a street checked round, or dealt with everyone
    # all-in, would show the answer in the middle).
    names = list(replay.street_pots)
    streets = [
        name
        for i, name in enumerate(names)
        if name != "river"
        and (i == 0 or replay.street_pots[name] > replay.street_pots[names[i - 1]])
    ]
    if streets:
        after = rng.choice(streets)
        pot = _question(
            None,
            "pot",
            f"¿Cuántas fichas hay en el bote al terminar las apuestas {_AFTER[after]}?",
            replay.street_pots[after],
            after,
        )
        # Right after that street's betting: before the first question of a later street.
        rank = STREETS.index(Street(after))
        at = next(
            (i for i, q in enumerate(out) if STREETS.index(steps[_at(q)].street) > rank),
            len(out),
        )
        out.insert(at, pot)
    if showdown is not None:
        pots = [
            {"name": p["name"], "amount": p["amount"], "winners": p["winners"],
             "odd_chips": odd_chips(p)}
            for p in pots_of(showdown)
        ]  # fmt: skip
        out.append(_question(None, "pots", "¿Cuánto tiene cada bote y quién lo gana?", pots))
        if "rake" in showdown:
            out.append(_question(None, "rake", "¿Cuánta comisión se lleva la sala?",
                                 showdown["rake"]))  # fmt: skip
    out.append(
        _question(
            None, "received", "¿Cuánto recibe cada jugador al final?", settlement["received"]
        )  # fmt: skip
    )
    return out


def _at(question: dict[str, object]) -> int:
    step = question["step"]
    assert isinstance(step, int)
    return step


def point(replay: Replay, question: dict[str, object]) -> Point:
    """Where ``question`` is asked: before its step's action, right after its street's
    betting (the bets still in front), or at the end."""
    steps = replay.steps
    if question["step"] is not None:
        k = _at(question)
        return Point(k, steps[k].street)
    if question["ask"] == "pot":
        street = Street(str(question["after"]))
        rank = STREETS.index(street)
        played = sum(1 for s in steps if STREETS.index(s.street) <= rank)
        return Point(played, street)
    last = STREETS[[BOARD_AFTER[s] for s in STREETS].index(replay.board_dealt)]
    return Point(len(steps), last, end=True)
