"""How real «Sigue la acción»'s play looks, measured over thousands of dealt hands.

Deals hands through the drill's own code (every step, every variant, the ten indexes
that cycle its recipes and structures) and prints:

- post-flop bets as fractions of the pot (and the share under a quarter of it);
- raises (no limit and pot limit, not all-in) that are not 2-4 times the bet faced;
- loose calls: a big all-in called preflop with a weak hand; a river bet of half the pot
  or more called with no pair;
- costly folds: a player with a quarter of the stack or more in the pot folding to a
  call of a sixth of the pot or less;
- split pots whose winners were dealt the same ranks vs split pots from the board or
  equal fives;
- per step, how many hands show each situation the step needs.

Usage: ``python benchmarks/accion_realism.py [--seeds N]`` (default 40 seeds: 3 600 hands).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from academy.drills.accion import hands as h  # noqa: E402
from academy.engine.betting import Street, Structure  # noqa: E402
from academy.engine.evaluate import Category  # noqa: E402
from academy.engine.hand_replay import Action, Replay, Table  # noqa: E402
from academy.engine.hands import Variant, best_hand  # noqa: E402

INDEXES = range(10)
BUCKETS = ((0.25, "< 1/4"), (0.5, "1/4-1/2"), (0.75, "1/2-3/4"), (1.01, "3/4-1"), (99.0, "> 1"))
SITUATIONS = (
    "short_all_in_closed",
    "short_all_ins_reopen",
    "several_all_ins",
    "side_pots",
    "uncalled_bet",
    "fixed_limit_all_in",
    "pot_limit_max",
    "cap_reached",
    "heads_up",
    "antes",
    "button_blind",
    "rake",
    "split_pot",
)


def weak_preflop(hole: tuple[int, ...], variant: Variant) -> bool:
    """A hand nobody calls a big all-in with: no pair, no ace, not two broadway cards
    (Omaha: no pair, no ace and fewer than three cards ten or higher)."""
    ranks = sorted((c.rank for c in hole), reverse=True)  # type: ignore[attr-defined]
    paired = len(set(ranks)) < len(ranks)
    if variant is Variant.OMAHA:
        return not paired and ranks[0] != 12 and sum(r >= 8 for r in ranks) < 3
    return not paired and ranks[0] != 12 and not (ranks[1] >= 9 and ranks[0] >= 10)


class Tally:
    def __init__(self) -> None:
        self.hands = 0
        self.bets: Counter[str] = Counter()
        self.tiny_bets: list[str] = []
        self.chosen_bets = 0  # no fixed limit, not an all-in: the sizes a player picks
        self.tiny_chosen: list[str] = []
        self.raises = 0
        self.odd_raises = 0
        self.big_all_in_calls = 0
        self.loose_all_in_calls = 0
        self.river_calls = 0
        self.loose_river_calls = 0
        self.deep_folds = 0
        self.costly_folds = 0
        self.splits = 0
        self.twin_splits = 0
        self.showdowns = 0
        self.coverage: dict[int, Counter[str]] = {1: Counter(), 2: Counter(), 3: Counter()}
        self.per_step: Counter[int] = Counter()

    def hand(self, step_no: int, replay: Replay, moves: list[object]) -> None:
        self.hands += 1
        self.per_step[step_no] += 1
        spec = replay.spec
        big = spec.min_bet
        table = Table(spec)
        seen: set[str] = set()
        all_in_by: set[str] = set()
        for move in moves:
            step = table.step()
            assert step is not None
            i = table.seat_of(step.to_act)
            seat = spec.seats[i]
            current, front = table.current, table.in_front(i)
            all_in_to = front + table.chips_behind(i)
            act = move.action  # type: ignore[attr-defined]
            target = all_in_to if act is Action.all_in else move.to  # type: ignore[attr-defined]
            wager = act in (Action.bet, Action.raise_) or (
                act is Action.all_in and all_in_to > current
            )
            if wager and target is not None:
                if (
                    spec.structure is Structure.pot_limit
                    and target == step.max_raise_to
                    and target < all_in_to
                ):
                    seen.add("pot_limit_max")
                if current == 0 and step.street is not Street.preflop:
                    share = target / step.pot
                    label = next(name for top, name in BUCKETS if share < top)
                    self.bets[label] += 1
                    if share < 0.25 and len(self.tiny_bets) < 8:
                        self.tiny_bets.append(f"{target} en {step.pot}")
                    if spec.structure is not Structure.fixed_limit and act is not Action.all_in:
                        self.chosen_bets += 1
                        if share < 0.25:
                            self.tiny_chosen.append(f"{target} en {step.pot}")
                elif current > 0 and act is not Action.all_in:
                    if spec.structure is not Structure.fixed_limit:
                        self.raises += 1
                        if not 2 * current <= target <= 4 * current:
                            self.odd_raises += 1
            calls = act is Action.call or (act is Action.all_in and all_in_to <= current)
            if calls and step.street is Street.preflop and all_in_by:
                paid = step.to_call
                if paid >= 10 * big and paid * 4 >= seat.stack:
                    self.big_all_in_calls += 1
                    if weak_preflop(seat.hole, spec.variant):
                        self.loose_all_in_calls += 1
            if calls and step.street is Street.river and 3 * step.to_call >= step.pot:
                self.river_calls += 1
                made = best_hand(seat.hole, spec.board, spec.variant)
                if made.category is Category.HIGH_CARD:
                    self.loose_river_calls += 1
            if act is Action.fold:
                put = seat.stack - table.chips_behind(i)
                if 4 * put >= seat.stack:
                    self.deep_folds += 1
                    if 6 * step.to_call <= step.pot:
                        self.costly_folds += 1
            table.act(move)  # type: ignore[arg-type]
            if act is Action.all_in:
                all_in_by.add(step.to_act)
        all_ins = sum(1 for s in spec.seats if replay.contributed[s.name] == s.stack)
        if all_ins >= 2:
            seen.add("several_all_ins")
        if spec.structure is Structure.fixed_limit and all_ins:
            seen.add("fixed_limit_all_in")
        showdown = replay.showdown()
        seen.update(h.scenarios(replay, showdown))
        if showdown is not None:
            self.showdowns += 1
            holes = {s.name: sorted(c.rank for c in s.hole) for s in spec.seats}  # type: ignore[attr-defined]
            for pot in h.pots_of(showdown):
                winners = pot["winners"]
                assert isinstance(winners, list)
                if len(winners) > 1:
                    self.splits += 1
                    if len({tuple(holes[w]) for w in winners}) == 1:
                        self.twin_splits += 1
        for name in seen:
            self.coverage[step_no][name] += 1


def pct(part: int, whole: int) -> str:
    return f"{part}/{whole} ({100 * part / whole:.1f} %)" if whole else f"{part}/0"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=40)
    args = parser.parse_args()
    tally = Tally()
    started = time.perf_counter()
    for seed in range(args.seeds):
        for step_no in h.STEPS:
            for variant in h.VARIANTS:
                for index in INDEXES:
                    replay, moves = h.deal(seed, step_no, index, variant)
                    tally.hand(step_no, replay, list(moves))
    took = time.perf_counter() - started
    print(f"manos: {tally.hands} ({args.seeds} semillas x 3 pasos x 3 variantes x 10), "
          f"{took:.1f} s, {1000 * took / tally.hands:.1f} ms por mano")  # fmt: skip
    total_bets = sum(tally.bets.values())
    print(f"apuestas tras el flop: {total_bets}")
    for _, name in BUCKETS:
        print(f"  {name:8} del bote: {pct(tally.bets[name], total_bets)}")
    print(f"  ejemplos < 1/4: {', '.join(tally.tiny_bets) or '-'}")
    tiny = tally.tiny_chosen
    print(f"  < 1/4 sin límite fijo ni all-in (el tamaño lo elige el jugador): "
          f"{pct(len(tiny), tally.chosen_bets)}; ejemplos: "
          f"{', '.join(tiny[:8]) or '-'}")  # fmt: skip
    t = tally
    print(f"subidas (no all-in, sin límite / bote) fuera de 2-4x: {pct(t.odd_raises, t.raises)}")
    print(
        "all-in grande igualado preflop con mano débil: "
        f"{pct(t.loose_all_in_calls, t.big_all_in_calls)}"
    )
    print(
        f"river: apuesta >= 1/2 bote igualada sin pareja: {pct(t.loose_river_calls, t.river_calls)}"
    )
    print(
        "retiradas con >= 1/4 del stack dentro por <= 1/6 del bote: "
        f"{pct(t.costly_folds, t.deep_folds)}"
    )
    print(f"botes repartidos: {tally.splits} en {tally.showdowns} manos con showdown; "
          f"ganadores con las mismas cartas repartidas: {pct(tally.twin_splits, tally.splits)}; "
          f"de la mesa o cinco iguales: {tally.splits - tally.twin_splits}")  # fmt: skip
    print("situaciones por paso (manos que la muestran):")
    for step_no in h.STEPS:
        count = tally.per_step[step_no]
        row = ", ".join(f"{name} {tally.coverage[step_no][name]}" for name in SITUATIONS)
        print(f"  paso {step_no} ({count} manos): {row}")


if __name__ == "__main__":
    main()
