"""Forged results codes against the production stack: how long one request that names a
huge amount of work takes to be answered, and how ordinary pages fare while four of them
(and four real pastes of a whole class) arrive at once (issue 36, «One request must not
hold a worker»).

Run:
    .venv/bin/python benchmarks/bench_forged_results.py
    .venv/bin/python benchmarks/bench_forged_results.py --forged 160 --at-once 4

``scripts/serve.sh --production`` (nginx in front of gunicorn, 2 workers x 4 threads) is
started on a free loopback port and stopped at the end; nothing but 127.0.0.1 is contacted.

The forged paste is the one the hostile review sent: ``--forged`` lines, each a code
naming the largest workshop set (every step of every drill, 50 items each, a seed of its
own) with every answer empty — a few kilobytes that, read naively, deal and check tens of
thousands of items. The real paste is a class of 200 learners of the twelve-step set with
five items a step. Printed, for each phase: each heavy request's status and seconds, and
the ordinary requests (an uncached practice question with a new seed each time, sent one
after the other while the heavy ones run) answered, failed, p50, p95, slowest.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import signal
import sys
import time
from urllib.parse import urlencode

from bench_slow_clients import ordinary, stack

from academy.cli import SpanishParser, UsageError, bounded
from academy.drills import KINDS
from academy.drills.workshop_set import DrillSet
from academy.instructors.results import encode

PATH = "/instructores/resultados/"


def every_step() -> tuple[tuple[str, int], ...]:
    return tuple((kind, step) for kind, drill in KINDS.items() for step in drill.catalog.steps)


def forged_paste(lines: int) -> str:
    """``lines`` codes of the largest set, each with its own seed and no answer."""
    steps = every_step()
    return "\n".join(
        f"Alumno {n}: {encode(DrillSet(steps, 50, n).code, [''] * (len(steps) * 50))}"
        for n in range(1, lines + 1)
    )


def class_paste() -> str:
    """200 learners of the twelve-step set, five items a step, each answer empty."""
    steps = every_step()
    drills = DrillSet(steps, 5, 2026)
    code = encode(drills.code, [""] * (len(steps) * 5))
    return "\n".join(f"Alumno {n}: {code}" for n in range(1, 201))


async def post(port: int, pasted: str, timeout: float) -> tuple[str, float]:
    """Status line's code and seconds until the whole answer of the POST has arrived."""
    body = urlencode({"codigos": pasted}).encode("ascii")
    started = time.perf_counter()
    writer = None
    try:
        async with asyncio.timeout(timeout):
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            head = (
                f"POST {PATH} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n"
                "Content-Type: application/x-www-form-urlencoded\r\n"
                f"Content-Length: {len(body)}\r\n\r\n"
            )
            writer.write(head.encode("ascii") + body)
            answer = await reader.read()
    except (TimeoutError, OSError):
        return "sin respuesta", time.perf_counter() - started
    finally:
        if writer is not None:
            writer.close()
    return answer[9:12].decode("ascii", "replace"), time.perf_counter() - started


async def phase(port: int, pasted: str, at_once: int, args: argparse.Namespace) -> None:
    heavy = [asyncio.create_task(post(port, pasted, args.timeout)) for _ in range(at_once)]
    timings: list[float | None] = []
    seed = 10_000 + int(time.time()) % 80_000
    while not all(task.done() for task in heavy) or len(timings) < args.requests:
        seed += 1
        path = f"/practica/h1234-5-{seed}/1/0/"
        timings.append(await ordinary(port, path, args.timeout))
        if len(timings) >= 10 * args.requests:
            break
    for number, task in enumerate(heavy, 1):
        status, seconds = await task
        print(f"    pesada {number}: {status} en {seconds:.2f} s")
    done = sorted(t for t in timings if t is not None)
    failed = len(timings) - len(done)

    def at(share: float) -> str:
        return f"{done[min(len(done) - 1, int(len(done) * share))] * 1000:.0f}" if done else "-"

    slowest = f"{done[-1] * 1000:.0f}" if done else "-"
    print(
        f"    ordinarias: answered {len(done)}  failed {failed}  p50 {at(0.5)} ms"
        f"  p95 {at(0.95)} ms  slowest {slowest} ms"
    )


async def run(port: int, args: argparse.Namespace) -> None:
    forged, whole_class = forged_paste(args.forged), class_paste()
    print(f"forged paste: {args.forged} codes, {len(forged.encode()) / 1024:.1f} KiB")
    print(f"class paste: 200 codes, {len(whole_class.encode()) / 1024:.1f} KiB")
    print("  one forged paste, alone:")
    await phase(port, forged, 1, args)
    print(f"  {args.at_once} forged pastes at once, ordinary pages meanwhile:")
    await phase(port, forged, args.at_once, args)
    print(f"  {args.at_once} whole-class pastes at once, ordinary pages meanwhile:")
    await phase(port, whole_class, args.at_once, args)


def make_parser() -> argparse.ArgumentParser:
    parser = SpanishParser(description="Códigos falsificados contra el servidor de producción.")
    parser.add_argument("--forged", type=bounded(1, 200, "códigos"), default=160)
    parser.add_argument("--at-once", type=bounded(1, 16, "peticiones a la vez"), default=4)
    parser.add_argument("--requests", type=bounded(1, 1000, "peticiones"), default=40)
    parser.add_argument("--timeout", type=bounded(1, 300, "segundos"), default=60)
    return parser


def main(argv: list[str] | None = None) -> int:
    signal.signal(signal.SIGTERM, lambda *_: (_ for _ in ()).throw(KeyboardInterrupt()))
    try:
        args = make_parser().parse_args(argv)
        print(f"production stack, {os.cpu_count()} cores")
        with stack("production") as port:
            asyncio.run(run(port, args))
    except UsageError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("interrumpido", file=sys.stderr)
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
