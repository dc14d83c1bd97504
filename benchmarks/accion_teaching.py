"""How «Sigue la acción» teaches, measured over dealt hands (issue 30, «Teach like a
dealer school»).

Deals hands through the drill's own code (every step and variant) and prints:

- step 1's call questions: how many are onto chips already in front (not the bet shown);
- the showdown questions: who shows first, and may a player muck unseen (yes / no);
- the tempting wrong numbers of every question: how many each names (one diagnosis a
  wrong number: the maximum must be 1 outside the many-field end questions), and which
  named errors of the pot after a street occur.

Usage: ``python benchmarks/accion_teaching.py [--seeds N] [--hands H]`` (default 10 seeds,
4 hands a step: 360 hands).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from academy.drills.accion import check as c  # noqa: E402
from academy.drills.accion.dealt import hand_at  # noqa: E402
from academy.drills.accion.hands import VARIANTS  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seeds", type=int, default=10)
    parser.add_argument("--hands", type=int, default=4, help="hands a step and seed")
    args = parser.parse_args()
    seeds, per = args.seeds, args.hands
    calls = Counter[str]()
    shown = Counter[str]()
    named = Counter[int]()
    pot_codes = Counter[str]()
    hands = 0
    for variant in VARIANTS:
        for step in (1, 2, 3):
            for seed in range(seeds):
                for index in range(per):
                    hand = hand_at(seed, step, index, variant)
                    hands += 1
                    for number, question in enumerate(hand.questions):
                        ask = question.ask
                        asked = c.Asked(hand, number)
                        if ask == "to_call" and step == 1:
                            k = int(str(question.step))
                            frame = hand.walk.frames[k]
                            seats = [s.name for s in hand.replay.spec.seats]
                            front = frame.rounds[seats.index(hand.replay.steps[k].to_act)]
                            calls["onto chips in front" if front else "the bet shown"] += 1
                        if ask == "shows_first":
                            shown["who shows first"] += 1
                        if ask == "may_muck":
                            shown[f"may muck: {'sí' if question.answer else 'no'}"] += 1
                        if ask in ("pots", "received"):
                            continue
                        for code, typed in c.temptations(asked).items():
                            named[len(c.check(asked, typed).mistakes)] += 1
                            if ask == "pot":
                                pot_codes[code] += 1
    print(f"hands dealt: {hands} ({seeds} seeds × 3 steps × {len(VARIANTS)} variants × {per})")
    total = sum(calls.values())
    onto = calls["onto chips in front"]
    print(f"step 1 calls asked: {total}; onto chips in front: {onto} ({100 * onto // total} %)")
    print("showdown questions: " + ", ".join(f"{k} {v}" for k, v in sorted(shown.items())))
    print("mistakes named per tempting wrong number (one-field questions): "
          + ", ".join(f"{k}: {v}" for k, v in sorted(named.items())))  # fmt: skip
    print("named errors of the pot after a street: "
          + ", ".join(f"{k} {v}" for k, v in pot_codes.most_common()))  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
