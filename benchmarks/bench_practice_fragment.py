"""Where the CPU of a practice fragment goes when nothing is cached.

Run: .venv/bin/python benchmarks/bench_practice_fragment.py [--variant omaha] [--requests N]
                                                            [--profile]
Asks the Flask test client (in this process, no server) for N question and answer
fragments (``/practica/<code>/<level>/<index>/fragmento/`` and ``…/a/fragmento/``) of
sets with fresh seeds, so neither the response cache nor the showdown memo answers, and
prints the process's CPU time per request: the whole, then the server's part (inside the
WSGI application, without the test client that builds the request and reads the answer)
split by phase: the showdown (dealing, settlement, options), Jinja, the finishing of the
answer (ETag, 304 check, gzip) and the rest (Flask, Werkzeug, the response cache).
``--profile`` adds the functions that take the most time of their own (cProfile).
"""

from __future__ import annotations

import argparse
import cProfile
import gzip
import pstats
import random
import time
from collections import defaultdict
from collections.abc import Callable
from typing import Any

import academy.practice.sets as practice_sets
import academy.practice.showdowns as showdowns
import academy.web.htmx as web_htmx
from academy.engine import Variant
from academy.practice import PracticeSet
from academy.web import create_app

SERVER = "server (the WSGI application)"
SHOWDOWN = "showdown (deal, settle, options)"
DEALING = "  of which dealing"
SETTLING = "  of which settlement"
JINJA = "Jinja (render_template)"
FINISHING = "ETag, 304 check, gzip (finish_response)"
GZIP = "  of which gzip"
PHASES = (SHOWDOWN, DEALING, SETTLING, JINJA, FINISHING, GZIP)
cpu: defaultdict[str, float] = defaultdict(float)


def timed(phase: str, function: Callable[..., Any]) -> Callable[..., Any]:
    def run(*args: Any, **kwargs: Any) -> Any:
        start = time.process_time()
        try:
            return function(*args, **kwargs)
        finally:
            cpu[phase] += time.process_time() - start

    return run


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--variant", choices=["holdem", "omaha", "shortdeck"], default="holdem")
    parser.add_argument("--requests", type=int, default=600)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()

    practice_sets.showdown_at = timed(SHOWDOWN, practice_sets.showdown_at)
    showdowns.levels.deal = timed(DEALING, showdowns.levels.deal)
    showdowns.settle = timed(SETTLING, showdowns.settle)
    web_htmx.render_template = timed(JINJA, web_htmx.render_template)
    gzip.compress = timed(GZIP, gzip.compress)
    app = create_app()
    hooks = app.after_request_funcs[None]
    hooks[:] = [timed(FINISHING, f) if f.__name__ == "finish_response" else f for f in hooks]
    app.wsgi_app = timed(SERVER, app.wsgi_app)  # type: ignore[method-assign]
    client = app.test_client()
    headers = {"HX-Request": "true", "Accept-Encoding": "gzip"}

    variant = Variant(args.variant)
    levels = (1, 2, 3, 4) if variant is Variant.HOLDEM else (1, 2, 3)
    rng = random.Random(2026)

    def paths(count: int) -> list[str]:
        out = []
        for i in range(count):
            practice_set = PracticeSet(levels, 5, rng.randrange(10**12), variant)
            path = f"/practica/{practice_set.code}/{rng.choice(levels)}/{rng.randrange(5)}/"
            out.append(path + ("a/fragmento/" if i % 2 else "fragmento/"))
        return out

    for path in paths(30):  # templates compiled, content loaded
        client.get(path, headers=headers)
    cpu.clear()
    profile = cProfile.Profile() if args.profile else None
    start = time.process_time()
    if profile:
        profile.enable()
    for path in paths(args.requests):
        response = client.get(path, headers=headers)
        assert response.status_code == 200, (path, response.status_code)
    if profile:
        profile.disable()
    total = time.process_time() - start

    per_request = 1000 / args.requests
    print(f"{args.variant}: {args.requests} uncached fragments (half questions, half answers)")
    print(f"CPU per request: {total * per_request:.3f} ms")
    client_part = total - cpu[SERVER]
    print(f"  {'Werkzeug test client (not the server)':<44} {client_part * per_request:.3f} ms")
    print(f"  {SERVER:<44} {cpu[SERVER] * per_request:.3f} ms")
    for phase in PHASES:
        print(f"    {phase:<42} {cpu[phase] * per_request:.3f} ms")
    rest = cpu[SERVER] - cpu[SHOWDOWN] - cpu[JINJA] - cpu[FINISHING]
    print(f"    {'Flask, Werkzeug, response cache, rest':<42} {rest * per_request:.3f} ms")
    if profile:
        pstats.Stats(profile).sort_stats("tottime").print_stats(25)


if __name__ == "__main__":
    main()
