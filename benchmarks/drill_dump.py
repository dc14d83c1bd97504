"""Every drill document, one line each, to prove that a change alters no byte of them
except where it means to.

Run (in each of two checkouts, then compare the outputs):
    .venv/bin/python benchmarks/drill_dump.py [--kind accion] [--seeds 60] > after.txt
    PYTHONPATH=/tmp/base .venv/bin/python benchmarks/drill_dump.py > before.txt
    diff before.txt after.txt | grep -c '^>'     # the documents that changed

A line is one ``academy drill --kind K --json --seed S --step N --variant V`` document
(five items, each with its tempting mistakes' answers and verdicts), followed by the
verdict on each item's right answer (its feedback explains the table's numbers), as
compact JSON. Seeds run 1..``--seeds``, over every step and every variant the kind
offers.
"""

from __future__ import annotations

import argparse
import json

from academy.drills.items import deal_items, drill_json
from academy.drills.registry import KINDS


def lines(kind: str, seeds: int) -> list[str]:
    out = []
    for variant in KINDS[kind].variants:
        for step in (1, 2, 3):
            for seed in range(1, seeds + 1):
                document = drill_json(kind, seed, 5, variant.value, step)
                items = deal_items(kind, seed, 5, variant.value, step)
                rights = [
                    item.check(item.table.solution()).to_json(item.drill.catalog.mistake_names)
                    for item in items
                ]
                line = {"document": document, "right": rights}
                out.append(json.dumps(line, ensure_ascii=False, sort_keys=True))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--kind", choices=list(KINDS), action="append")
    parser.add_argument("--seeds", type=int, default=20)
    args = parser.parse_args()
    for kind in args.kind or list(KINDS):
        for line in lines(kind, args.seeds):
            print(line)


if __name__ == "__main__":
    main()
