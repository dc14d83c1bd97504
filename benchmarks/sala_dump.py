"""One item of each family of «Decisiones de sala», for a reviewer: the item as JSON (its
``spec`` and ``answer`` contract, the choices, the mistakes) and the Spanish a learner
reads (the situation, the question, the rulings, the verdict with the rule and why).

Run:
    .venv/bin/python benchmarks/sala_dump.py                 # hold'em, seed 1
    .venv/bin/python benchmarks/sala_dump.py --variant omaha --seed 7 --per-family 2
    .venv/bin/python benchmarks/sala_dump.py --json-only > items.json
"""

from __future__ import annotations

import argparse
import json

from academy.drills.sala.check import check
from academy.drills.sala.deal import deal, index_of
from academy.drills.sala.families import FAMILIES, MISTAKES, STEP_TITLES
from academy.drills.sala.model import SalaItem
from academy.engine.cards import display_cards
from academy.engine.hands import Variant, parse_variant
from academy.engine.numbers import number


def items(variant: Variant, seed: int, per_family: int) -> list[SalaItem]:
    """``per_family`` items of each family, in catalog order (the item indexes that deal
    each family in the set of ``seed``)."""
    out: list[SalaItem] = []
    for family in FAMILIES:
        for k in range(per_family):
            out.append(deal(family.step, seed, index_of(family.code, seed, k), variant))
    return out


def text(item: SalaItem) -> list[str]:
    """What a learner reads and is told, in Spanish."""
    lines = [f"[{item.family}] paso {item.step}: {STEP_TITLES[item.step]} — {item.variant.value}"]
    for seat in item.scene.seats:
        parts = [seat.name]
        if seat.button:
            parts.append("(botón)")
        if seat.blind:
            parts.append(f"({seat.blind})")
        if seat.folded:
            parts.append("se retiró")
        else:
            parts.append(f"detrás {number(seat.stack)}")
        if seat.bet:
            parts.append(f"delante {number(seat.bet)}")
        if seat.hole:
            parts.append(f"cartas {display_cards(seat.hole)}")
        if seat.pushed:
            parts.append(f"empuja {seat.shown_push}")
        if seat.said:
            parts.append(f"dice «{seat.said}»")
        lines.append("  · " + ", ".join(parts))
    if item.scene.board:
        lines.append(f"  Mesa: {display_cards(item.scene.board)}")
    lines += [f"  {line}" for line in item.story]
    lines.append(f"  Pregunta: {item.question}")
    for choice in item.choices:
        mark = "✔" if choice.key == item.right else " "
        amount = " + cantidad" if choice.amount else ""
        lines.append(f"   {mark} ({choice.key}) {choice.text}{amount}")
    verdict = check(item, item.right, item.amount)
    lines += [f"  » {line}" for line in verdict.feedback]
    for wrong in item.wrongs:
        shown = f" {number(wrong.amount)}" if wrong.amount is not None else ""
        lines.append(f"  ✘ ({wrong.choice}{shown}): {MISTAKES[wrong.mistake].name}")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="holdem")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--per-family", type=int, default=1)
    parser.add_argument("--json-only", action="store_true")
    args = parser.parse_args()
    variant = parse_variant(args.variant)
    dealt = items(variant, args.seed, args.per_family)
    if args.json_only:
        print(json.dumps([i.to_json() for i in dealt], ensure_ascii=False, indent=1))
        return
    for item in dealt:
        print("\n".join(text(item)))
        print(json.dumps(item.to_json(), ensure_ascii=False))
        print()


if __name__ == "__main__":
    main()
