"""One line per practice answer, to prove that a speed-up changes no byte of the pages.

Run (in each of two checkouts, then compare the outputs):
    .venv/bin/python benchmarks/practice_digest.py [--seed 11] [--sets 200] > after.txt
    PYTHONPATH=/tmp/base .venv/bin/python benchmarks/practice_digest.py > before.txt
    cmp before.txt after.txt

For ``--sets`` random practice sets (every variant, 1, 3 or 5 showdowns a level) it asks
the app (Flask test client, response cache off) for one showdown's question and its four
answers (a key a set does not have is a 404), each as a page and as a fragment, plus the
strip and the results of every tenth set; each as a plain request and as an htmx one.
A line holds the path, the status, the security and cache headers, the ETag, the SHA-256
of the body, the status of a request carrying that ETag back (a 304) and of its gzip
twin, and checks that the gzip answer holds the same body (the gzip bytes themselves may
change with ``GZIP_LEVEL``).
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import random

from academy.engine import Variant
from academy.practice import PracticeSet
from academy.web import create_app

HEADERS = (
    "Content-Type",
    "Cache-Control",
    "Vary",
    "Content-Security-Policy",
    "HX-Push-Url",
    "X-Content-Type-Options",
    "Referrer-Policy",
    "X-Frame-Options",
)


def paths(rng: random.Random, sets: int) -> list[str]:
    out = []
    for number in range(sets):
        variant = rng.choice([Variant.HOLDEM, Variant.HOLDEM, Variant.OMAHA, Variant.SHORTDECK])
        levels = (1, 2, 3, 4) if variant is Variant.HOLDEM else (1, 2, 3)
        per_level = rng.choice([1, 3, 5])
        practice_set = PracticeSet(levels, per_level, rng.randrange(10**12), variant)
        base = f"/practica/{practice_set.code}/{rng.choice(levels)}/{rng.randrange(per_level)}/"
        for page in (base, *(f"{base}{key}/" for key in "abcd")):
            out += [page, page + "fragmento/"]
        if number % 10 == 0:
            out += [
                f"/practica/?{practice_set.query()}",
                f"/practica/{practice_set.code}/resultados/",
            ]
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--sets", type=int, default=200)
    args = parser.parse_args()
    client = create_app({"RESPONSE_CACHE_ENTRIES": 0}).test_client()
    for path in paths(random.Random(args.seed), args.sets):
        for htmx in ({}, {"HX-Request": "true"}):
            plain = client.get(path, headers=htmx)
            zipped = client.get(path, headers={**htmx, "Accept-Encoding": "gzip"})
            body = zipped.get_data()
            if zipped.headers.get("Content-Encoding") == "gzip":
                body = gzip.decompress(body)
            assert body == plain.get_data(), f"{path}: the gzip answer holds another body"
            again = client.get(
                path, headers={**htmx, "If-None-Match": plain.headers.get("ETag", '"-"')}
            )
            zipped_again = client.get(
                path,
                headers={
                    **htmx,
                    "Accept-Encoding": "gzip",
                    "If-None-Match": zipped.headers.get("ETag", '"-"'),
                },
            )
            line = [
                path,
                bool(htmx),
                plain.status_code,
                [plain.headers.get(name) for name in HEADERS],
                plain.headers.get("ETag"),
                hashlib.sha256(plain.get_data()).hexdigest(),
                again.status_code,
                zipped_again.status_code,
                zipped.headers.get("Content-Encoding"),
            ]
            print(json.dumps(line, ensure_ascii=False))


if __name__ == "__main__":
    main()
