"""How real «Sigue la acción»'s play looks, measured over thousands of dealt hands.

Deals hands through the drill's own code (every step, every variant, the ten indexes
that cycle its recipes and structures) and prints:

- post-flop bets as fractions of the pot (and the share under a quarter of it);
- raises (no limit and pot limit, not all-in) that are not 2-4 times the bet faced;
- loose calls: a big all-in called preflop with a weak hand; a river bet of half the pot
  or more called with no pair;
- costly folds: a player with a quarter of the stack or more in the pot folding to a
  call of a sixth of the pot or less;
- loose multiway calls: a call of a quarter of the pot or more facing two or more players
  already in for the bet (a bet and an all-in, or a bet and a call; preflop, a raise and
  an all-in, each in for more than a blind), with a hand that
  does not call there: preflop a weak hand (as above); after the flop, Hold'em and Short
  Deck: no pair, a pair of the board's or below top pair (an underpair too), with no
  flush or open-ended draw; Omaha: one pair or less with no such draw (its made hand
  read with two hole cards and three of the board);
- split pots whose winners were dealt the same ranks vs split pots from the board or
  equal fives; per step, the showdowns that split (step 3's split-pot recipe, hand 3 of
  every five, deals its tie on purpose: counted apart);
- Omaha stack-off calls after the flop (a call of a third of what is behind or more, or
  all the chips) by the caller's hand class, «+proyecto» with a flush or open-ended
  straight draw (two pair or less without one is weak multiway in PLO); apart, the calls
  of a player already committed (a quarter of the stack in, a call of a sixth of the pot
  or less: folding there is a costly fold, as above);
- per step, the hands with no bet at all (nobody bets or raises on any street: the
  blinds called and checked down);
- stranding wagers: bets and raises the player chose (no limit and pot limit, not
  all-in) that leave the player who would call them (the biggest stack still in with
  chips, up to the bettor's own) with something but no more than a tenth of the wager
  behind, where the rules let the bettor put him all-in (a real player bets it all);
- checked-down multiway raised pots: three or more players see the flop after a raise
  preflop, two of them with chips behind, and nobody bets on any street to the river;
- step 3's scripts: the share of hands per question script (the asks in order) and per
  play script (where the opener sits from the button, the street of the first all-in);
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

from academy.drills.accion import hand_at  # noqa: E402
from academy.drills.accion import hands as h  # noqa: E402
from academy.engine.betting import Street, Structure  # noqa: E402
from academy.engine.evaluate import Category  # noqa: E402
from academy.engine.hand_replay import Action, Replay, Table  # noqa: E402
from academy.engine.hands import Variant, best_hand  # noqa: E402
from academy.engine.strength import Draw, read  # noqa: E402

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


def weak_after_flop(hole: tuple[object, ...], board: tuple[object, ...], variant: Variant) -> bool:
    """A hand that does not call a bet into several players: see the module's text."""
    reading = read(hole, board, variant)  # type: ignore[arg-type]
    if reading.draw in (Draw.flush, Draw.open_ended, Draw.combo):
        return False
    category = reading.category
    if variant is Variant.OMAHA:
        return category in (Category.HIGH_CARD, Category.PAIR)
    if category is Category.HIGH_CARD:
        return True
    if category is not Category.PAIR:
        return not reading.uses_hole
    if not reading.uses_hole:
        return True
    ranks = [c.rank for c in hole]  # type: ignore[attr-defined]
    top = max(c.rank for c in board)  # type: ignore[attr-defined]
    paired = [r for r in ranks if r in (c.rank for c in board) or ranks.count(r) == 2]  # type: ignore[attr-defined]
    return max(paired, default=-1) < top


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
        self.multiway_calls = 0
        self.loose_multiway: list[str] = []
        self.splits = 0
        self.twin_splits = 0
        self.showdowns = 0
        self.step_showdowns: Counter[str] = Counter()
        self.step_splits: Counter[str] = Counter()
        self.step_twins: Counter[str] = Counter()
        self.step_multiway: Counter[int] = Counter()
        self.step_loose_multiway: Counter[int] = Counter()
        self.coverage: dict[int, Counter[str]] = {1: Counter(), 2: Counter(), 3: Counter()}
        self.per_step: Counter[int] = Counter()
        self.omaha_stack_offs: Counter[str] = Counter()
        self.omaha_committed: Counter[str] = Counter()  # the last chips, pot-committed
        self.multiway_raised = 0  # three or more see a flop after a preflop raise
        self.checked_down: list[str] = []
        self.ask_scripts: Counter[str] = Counter()
        self.play_scripts: Counter[str] = Counter()
        self.no_bet: Counter[int] = Counter()  # per step: hands without a bet or raise
        self.wagers = 0  # chosen bets and raises (no fixed limit, not all-in)
        self.stranding: list[str] = []  # of those, the ones leaving the caller <= 10 %

    def hand(self, step_no: int, replay: Replay, moves: list[object], index: int = 0) -> None:
        self.hands += 1
        self.per_step[step_no] += 1
        spec = replay.spec
        big = spec.min_bet
        table = Table(spec)
        seen: set[str] = set()
        all_in_by: set[str] = set()
        betting = False
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
            betting = betting or wager
            if wager and act is not Action.all_in and spec.structure is not Structure.fixed_limit:
                self._strands(table, step, i, target, f"{spec.variant.value} paso {step_no}")
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
            others = [
                j
                for j in range(len(spec.seats))
                if j != i
                and not table.folded[j]
                and table.in_front(j) > 0
                # preflop: in for more than a blind (a raise, its call or an all-in)
                and (step.street is not Street.preflop or table.in_front(j) > big)
            ]
            facing = step.street is not Street.preflop or any(
                table.chips_behind(j) == 0 for j in others
            )  # preflop: a raise and an all-in
            if calls and facing and len(others) >= 2 and 4 * step.to_call >= step.pot:
                self.multiway_calls += 1
                self.step_multiway[step_no] += 1
                board = spec.board[: table.board_dealt]
                weak = (
                    weak_preflop(seat.hole, spec.variant)  # type: ignore[arg-type]
                    if step.street is Street.preflop
                    else weak_after_flop(seat.hole, board, spec.variant)
                )
                if weak:
                    self.step_loose_multiway[step_no] += 1
                    self.loose_multiway.append(
                        f"{' '.join(map(str, seat.hole))} [{' '.join(map(str, board))}] "
                        f"{step.to_call} en {step.pot}"
                    )
            if calls and step.street is Street.river and 3 * step.to_call >= step.pot:
                self.river_calls += 1
                made = best_hand(seat.hole, spec.board, spec.variant)
                if made.category is Category.HIGH_CARD:
                    self.loose_river_calls += 1
            behind = table.chips_behind(i)
            stack_off = calls and (3 * step.to_call >= behind or step.to_call >= behind)
            if stack_off and spec.variant is Variant.OMAHA and step.street is not Street.preflop:
                reading = read(seat.hole, spec.board[: table.board_dealt], spec.variant)
                label = reading.category.value if reading.category else "-"
                if reading.draw in (Draw.flush, Draw.open_ended, Draw.combo):
                    label += "+proyecto"
                put = seat.stack - behind
                if 4 * put >= seat.stack and 6 * step.to_call <= step.pot:
                    self.omaha_committed[label] += 1  # folding here is a costly fold
                else:
                    self.omaha_stack_offs[label] += 1
            if act is Action.fold:
                put = seat.stack - table.chips_behind(i)
                if 4 * put >= seat.stack:
                    self.deep_folds += 1
                    if 6 * step.to_call <= step.pot:
                        self.costly_folds += 1
            table.act(move)  # type: ignore[arg-type]
            if act is Action.all_in:
                all_in_by.add(step.to_act)
        self._checked_down(replay, moves)
        self.no_bet[step_no] += not betting
        all_ins = sum(1 for s in spec.seats if replay.contributed[s.name] == s.stack)
        if all_ins >= 2:
            seen.add("several_all_ins")
        if spec.structure is Structure.fixed_limit and all_ins:
            seen.add("fixed_limit_all_in")
        showdown = replay.showdown()
        seen.update(h.scenarios(replay, showdown))
        if showdown is not None:
            self.showdowns += 1
            group = f"{step_no}" + ("*" if step_no == 3 and index % 5 == 2 else "")
            self.step_showdowns[group] += 1
            split_here = twin_here = False
            holes = {s.name: sorted(c.rank for c in s.hole) for s in spec.seats}  # type: ignore[attr-defined]
            for pot in h.pots_of(showdown):
                winners = pot["winners"]
                assert isinstance(winners, list)
                if len(winners) > 1:
                    self.splits += 1
                    split_here = True
                    if len({tuple(holes[w]) for w in winners}) < len(winners):
                        self.twin_splits += 1
                        twin_here = True
            self.step_splits[group] += split_here
            self.step_twins[group] += twin_here
        for name in seen:
            self.coverage[step_no][name] += 1

    def _strands(self, table: Table, step: object, i: int, target: int, where: str) -> None:
        """A chosen wager that leaves the player who would call it 0 < chips <= a tenth of
        it behind, when the rules allow the bet of his whole stack."""
        self.wagers += 1
        spec = table.spec
        covers = [
            table.in_front(j) + table.chips_behind(j)
            for j in range(len(spec.seats))
            if j != i and not table.folded[j] and table.chips_behind(j) > 0
        ]
        if not covers:
            return
        effective = min(max(covers), table.in_front(i) + table.chips_behind(i))
        left = effective - target
        most = step.max_raise_to  # type: ignore[attr-defined]
        if 0 < left and 10 * left <= target and (most is None or effective <= most):
            self.stranding.append(f"{where}: {target}, deja {left}")

    def _checked_down(self, replay: Replay, moves: list[object]) -> None:
        """A preflop raise, three or more see the flop (two with chips behind), and no bet
        after it on any street to the river."""
        spec = replay.spec
        table = Table(spec)
        raised = False
        after: list[object] = []
        seen_flop: list[int] = []
        for move in moves:
            step = table.step()
            assert step is not None
            if step.street is Street.preflop:
                if move.action is Action.raise_ or (  # type: ignore[attr-defined]
                    move.action is Action.all_in  # type: ignore[attr-defined]
                    and table.in_front(table.seat_of(step.to_act))
                    + table.chips_behind(table.seat_of(step.to_act))
                    > table.current
                ):
                    raised = True
            else:
                if not seen_flop:
                    seen_flop = [j for j in range(len(spec.seats)) if not table.folded[j]]
                    deep = [j for j in seen_flop if table.chips_behind(j) > 0]
                    if len(deep) < 2:
                        return
                after.append(move.action)  # type: ignore[attr-defined]
            table.act(move)  # type: ignore[arg-type]
        if not raised or len(seen_flop) < 3:
            return
        self.multiway_raised += 1
        wagers = (Action.bet, Action.raise_, Action.all_in)
        if replay.board_dealt == 5 and not any(a in wagers for a in after):
            self.checked_down.append(
                f"{spec.variant.value} {len(seen_flop)} jugadores "
                f"[{' '.join(map(str, spec.board))}]"
            )

    def scripts(self, seed: int, index: int, variant: Variant, moves: list[object]) -> None:
        """Step 3's hand: its question script and its play script."""
        hand = hand_at(seed, 3, index, variant)
        self.ask_scripts[" > ".join(q.ask for q in hand.questions)] += 1
        spec = hand.replay.spec
        n = len(spec.seats)
        table = Table(spec)
        opener, street = "-", "ninguno"
        for move in moves:
            step = table.step()
            assert step is not None
            i = table.seat_of(step.to_act)
            if opener == "-" and move.action in (Action.raise_, Action.bet):  # type: ignore[attr-defined]
                opener = f"{(i - spec.button) % n}/{n}"
            if move.action is Action.all_in and street == "ninguno":  # type: ignore[attr-defined]
                street = step.street.value
            table.act(move)  # type: ignore[arg-type]
        self.play_scripts[f"abre {opener}, primer all-in {street}"] += 1


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
                    tally.hand(step_no, replay, list(moves), index)
                    if step_no == 3:
                        tally.scripts(seed, index, variant, list(moves))
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
    loose = sum(t.step_loose_multiway.values())
    print(f"igualadas multibote (>= 1/4 del bote, dos o más ya dentro) con mano floja: "
          f"{pct(loose, t.multiway_calls)}; por paso: "
          + ", ".join(f"{s} {pct(t.step_loose_multiway[s], t.step_multiway[s])}"
                      for s in h.STEPS))  # fmt: skip
    print(f"  ejemplos: {'; '.join(t.loose_multiway[:8]) or '-'}")
    print(f"botes repartidos: {tally.splits} en {tally.showdowns} manos con showdown; "
          f"ganadores con las mismas cartas repartidas: {pct(tally.twin_splits, tally.splits)}; "
          f"de la mesa o cinco iguales: {tally.splits - tally.twin_splits}")  # fmt: skip
    print("manos con showdown que reparten un bote (gemelas: ganadores con las mismas cartas):")
    for group in ("1", "2", "3", "3*"):
        note = " (receta del empate, a propósito)" if group == "3*" else ""
        shows = tally.step_showdowns[group]
        print(f"  paso {group}{note}: {pct(tally.step_splits[group], shows)}; "
              f"gemelas {pct(tally.step_twins[group], shows)}")  # fmt: skip
    offs = t.omaha_stack_offs
    print(f"Omaha: igualadas tras el flop que comprometen el stack (>= 1/3 de lo que queda) "
          f"por clase de mano: {sum(offs.values())}: "
          + ", ".join(f"{name} {count}" for name, count in offs.most_common()))  # fmt: skip
    committed = t.omaha_committed
    print(f"  aparte, ya comprometidos (>= 1/4 del stack dentro, igualan <= 1/6 del bote: "
          f"retirarse sería una retirada costosa): {sum(committed.values())}: "
          + ", ".join(f"{name} {count}" for name, count in committed.most_common()))  # fmt: skip
    print(f"botes multibote subidos preflop pasados hasta el river: "
          f"{pct(len(t.checked_down), t.multiway_raised)}; ejemplos: "
          f"{'; '.join(t.checked_down[:4]) or '-'}")  # fmt: skip
    step3 = sum(t.ask_scripts.values())
    print(
        f"paso 3: guiones de preguntas ({len(t.ask_scripts)} distintos en {step3} manos), "
        "los más repetidos:"
    )
    for script, count in t.ask_scripts.most_common(3):
        print(f"  {pct(count, step3)}: {script}")
    print(f"paso 3: guiones de juego ({len(t.play_scripts)} distintos), los más repetidos:")
    for script, count in t.play_scripts.most_common(4):
        print(f"  {pct(count, step3)}: {script}")
    streets: Counter[str] = Counter()
    for script, count in t.play_scripts.items():
        streets[script.split("primer all-in ")[1]] += count
    shares = ", ".join(f"{name} {pct(count, step3)}" for name, count in streets.most_common())
    print(f"  calle del primer all-in: {shares}")
    print(
        "manos sin ninguna apuesta ni subida (ciegas igualadas y pasadas): "
        + ", ".join(f"paso {n}: {pct(t.no_bet[n], t.per_step[n])}" for n in (1, 2, 3))
    )
    print(
        f"apuestas/subidas elegidas (sin límite o bote, no all-in) que dejan al que iguala "
        f"con 0 < resto <= 10 % de la apuesta: {pct(len(t.stranding), t.wagers)}"
    )
    print(f"  ejemplos: {'; '.join(t.stranding[:6]) or '-'}")
    print("situaciones por paso (manos que la muestran):")
    for step_no in h.STEPS:
        count = tally.per_step[step_no]
        row = ", ".join(f"{name} {tally.coverage[step_no][name]}" for name in SITUATIONS)
        print(f"  paso {step_no} ({count} manos): {row}")


if __name__ == "__main__":
    main()
