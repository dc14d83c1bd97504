"""Where «Decisiones de sala» puts its question and first ruling on a small phone.

Run:
    .venv/bin/python -m benchmarks.sala_fit                       # starts academy serve
    .venv/bin/python -m benchmarks.sala_fit --url http://127.0.0.1:8000 --size 390x664
    .venv/bin/python -m benchmarks.sala_fit --por-paso 20 --semilla 7 --each

For every item of steps 1-3 (eight a step, or ``--por-paso``) of the three variants,
measured in Debian's Chromium, prints how many items have the question (``#pregunta``)
and the first ruling on the first screen, the worst bottom of each with its item, and the
tables where chips in front touch another seat or the middle (benchmarks/accion_fit.py's
measures).
"""

from __future__ import annotations

from benchmarks.accion_fit import fit_parser, own, print_fit, walk


def main() -> None:
    args = fit_parser(__doc__ or "", 8).parse_args()
    rows, overlaps = walk(args, "sala")
    print_fit(args, rows, "«Decisiones de sala»", "first ruling")
    others = [(path, [t for t in touching if not own(t)]) for path, touching in overlaps]
    others = [(path, touching) for path, touching in others if touching]
    print(f"  tables with chips touching another seat or the middle: {len(others)} of {len(rows)}")
    for path, touching in others:
        print(f"    {path}: {'; '.join(touching)}")


if __name__ == "__main__":
    main()
