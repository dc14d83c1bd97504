"""How long a workshop results code is: figures for issue 33.

Run:
    .venv/bin/python benchmarks/results_code_length.py

For a few workshop sets (six exercises of «Elige las cinco», «Reparte los botes» and
«Calcula el límite»; six of «Reparte los botes» step 3; six of «Sigue la acción»; the
twelve-step set of five items each, the largest a class sends), each learner answering
every item with one of the answers its table offers (the right one or a tempting
mistake's, in turn), prints the code's length in characters, the mean and the longest
over 12 learners, in three encodings that all read today:

- ``unpacked``: the answers' queries joined by ``!`` (a browser without
  ``CompressionStream``; every code before packing);
- ``z``: those queries packed with DEFLATE, base64url (the codes handed in before the
  tokens);
- ``y``: the field and player names of ``results.TOKENS`` as one character each, then
  packed the same way (what the results views write now).
"""

from __future__ import annotations

import base64
import sys
import zlib
from statistics import mean

from werkzeug.datastructures import MultiDict

sys.path.insert(0, "tests")  # helpers: an answer as its form sends it
from helpers import workshop_accion  # noqa: E402
from helpers.workshop import answers, form_pairs  # noqa: E402

from academy.drills import KINDS, DrillItem  # noqa: E402
from academy.drills.workshop_set import DrillSet  # noqa: E402
from academy.instructors.results import checksum, encode  # noqa: E402
from academy.web.workshop_forms import read_answer  # noqa: E402

LEARNERS = 12
SETS = (
    "semilla=2026&ejercicios=cinco:1,botes:1-3,limites:1-2&por_paso=1",
    "semilla=2026&ejercicios=botes:3&por_paso=6",
    "semilla=2026&ejercicios=accion:1-3&por_paso=2",
    "semilla=2026&ejercicios="
    + ",".join(f"{kind}:1-{len(drill.catalog.steps)}" for kind, drill in KINDS.items()),
)


def query_options(item: DrillItem) -> list[str]:
    """Each answer the item's table offers, as the canonical query the record keeps."""
    out = []
    for _, typed in answers(item):
        if item.kind == "accion":
            pairs = workshop_accion.form_pairs(item, typed)
        else:
            pairs = form_pairs(item.kind, typed)
        out.append(read_answer(item, MultiDict(pairs)).query)
    return out


def old_packed(set_code: str, queries: list[str]) -> str:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = packer.compress("!".join(queries).encode("ascii")) + packer.flush()
    head = f"{set_code}.z{base64.urlsafe_b64encode(raw).decode().rstrip('=')}"
    return f"{head}.{checksum(head)}"


def unpacked(set_code: str, queries: list[str]) -> str:
    head = f"{set_code}.{'!'.join(queries)}"
    return f"{head}.{checksum(head)}"


def main() -> None:
    print(f"Workshop results codes, characters (mean / longest of {LEARNERS} learners):")
    for query in SETS:
        drills = DrillSet.from_query(dict(part.split("=", 1) for part in query.split("&")))
        options = [query_options(item) for item in drills.items()]
        lengths: dict[str, list[int]] = {"unpacked": [], "z": [], "y": []}
        for n in range(LEARNERS):
            queries = [mine[(n + i) % len(mine)] for i, mine in enumerate(options)]
            lengths["unpacked"].append(len(unpacked(drills.code, queries)))
            lengths["z"].append(len(old_packed(drills.code, queries)))
            lengths["y"].append(len(encode(drills.code, queries)))
        shown = "   ".join(
            f"{name} {mean(found):5.0f} / {max(found):5}" for name, found in lengths.items()
        )
        print(f"  {drills.code:28} {len(options):3} items   {shown}")


if __name__ == "__main__":
    main()
