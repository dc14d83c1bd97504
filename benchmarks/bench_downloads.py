"""Costly downloads against practice: how much 16 concurrent downloads of the largest
class set move the practice p95 (issue 24, point 3).

Run:
    .venv/bin/python benchmarks/bench_downloads.py                         # both stacks
    .venv/bin/python benchmarks/bench_downloads.py --stack gunicorn        # gunicorn alone
    .venv/bin/python benchmarks/bench_downloads.py --stack production      # serve.sh --production
    .venv/bin/python benchmarks/bench_downloads.py --distinct              # 16 different sets

Each stack is started on a free loopback port and stopped at the end (``gunicorn`` is the
README's gunicorn alone, 2 workers x 4 threads; ``production`` is ``scripts/serve.sh
--production``, nginx in front of the same gunicorn); only 127.0.0.1 is contacted.

``--clients`` practice clients (default 10) each ask a practice fragment from 500 sets
(so nearly none is cached), wait ``--think-ms`` (default 50 ms) and ask again. First
``--seconds`` seconds of that alone (after a warm-up); then the same with ``--downloads``
(default 16) download clients added, all starting at once, each asking the largest set
the instructors' page allows (levels 1-4, every workshop step, 50 each: 650 items) in
``--format`` (default moodle) with gzip until it has the file (after a 503 it waits 1 s,
as ``Retry-After`` asks; ``--repeat``: again and again until the phase ends). With
``--distinct`` each download asks its own seed (no cache can help). Printed for each phase:
practice requests, errors, p50 and p95; for the downloads: how many finished, their
status codes, bytes and the slowest. The verdict compares the two p95.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from collections import Counter
from itertools import count

from bench_load import percentile, read_answer, request_bytes
from bench_slow_clients import stack
from load_targets import Target, practice_targets

from academy.cli import SpanishParser, UsageError, bounded

LARGEST = (
    "/instructores/descargar/{fmt}/?niveles=1-4&ejercicios=cinco:1-3,botes:1-3,limites:1-3"
    "&por_nivel=50&semilla={seed}"
)


async def practice_client(
    port: int, targets: list[Target], start: int, args: argparse.Namespace, until: float
) -> tuple[list[float], int]:
    latencies, errors, number = [], 0, start
    connection = None
    while time.perf_counter() < until:
        target = targets[number % len(targets)]
        number += 7
        started = time.perf_counter()
        try:
            async with asyncio.timeout(args.timeout):
                if connection is None:
                    connection = await asyncio.open_connection("127.0.0.1", port)
                connection[1].write(request_bytes(target, f"127.0.0.1:{port}"))
                status, _, closes = await read_answer(connection[0])
            if status != 200:
                errors += 1
            if closes:
                connection[1].close()
                connection = None
        except (TimeoutError, OSError, ValueError, asyncio.IncompleteReadError, Exception):
            errors += 1
            if connection is not None:
                connection[1].close()
            connection = None
        latencies.append(time.perf_counter() - started)
        await asyncio.sleep(args.think_ms / 1000)
    if connection is not None:
        connection[1].close()
    return latencies, errors


async def download_client(
    port: int, args: argparse.Namespace, seeds: count[int], until: float
) -> list[tuple[int, int, float]]:
    """(status, bytes, seconds) of each download asked before ``until``."""
    done: list[tuple[int, int, float]] = []
    while time.perf_counter() < until:
        if not args.repeat and any(status == 200 for status, _, _ in done):
            break  # this client has its file
        seed = next(seeds) if args.distinct else 7
        path = LARGEST.format(fmt=args.format, seed=seed)
        target = Target("download", "GET", path)
        started = time.perf_counter()
        try:
            async with asyncio.timeout(args.download_timeout):
                reader, writer = await asyncio.open_connection("127.0.0.1", port)
                writer.write(request_bytes(target, f"127.0.0.1:{port}"))
                status, body, _ = await read_answer(reader)
                writer.close()
        except (TimeoutError, OSError, ValueError, asyncio.IncompleteReadError):
            status, body = 0, b""
        done.append((status, len(body), time.perf_counter() - started))
        if status == 503:
            await asyncio.sleep(1)  # as Retry-After asks
    return done


async def phase(port: int, args: argparse.Namespace, downloads: int) -> float:
    targets = practice_targets(500)
    until = time.perf_counter() + args.seconds
    practice = [
        asyncio.create_task(practice_client(port, targets, n * 31, args, until))
        for n in range(args.clients)
    ]
    seeds = count(1000)
    fetches = [
        asyncio.create_task(download_client(port, args, seeds, until)) for _ in range(downloads)
    ]
    results = await asyncio.gather(*practice)
    fetched = [item for result in await asyncio.gather(*fetches) for item in result]
    latencies = sorted(t for result, _ in results for t in result)
    errors = sum(e for _, e in results)
    p50, p95 = percentile(latencies, 50), percentile(latencies, 95)
    label = f"with {downloads} downloads" if downloads else "practice alone"
    print(
        f"  {label:<18} practice: {len(latencies):>5} requests, {errors} errors,"
        f" p50 {p50:.1f} ms, p95 {p95:.1f} ms"
    )
    if fetched:
        statuses = Counter(status for status, _, _ in fetched)
        sizes = {size for status, size, _ in fetched if status == 200}
        slowest = max(seconds for _, _, seconds in fetched)
        print(
            f"  {'':<18} downloads: {len(fetched)} asked, statuses {dict(statuses)},"
            f" bytes {sorted(sizes)[:3]}, slowest {slowest:.1f} s"
        )
    return p95


async def run(port: int, args: argparse.Namespace) -> tuple[float, float]:
    warm = argparse.Namespace(**{**vars(args), "seconds": 3})
    await phase(port, warm, 0)  # warm-up: templates, first pages of each worker
    alone = await phase(port, args, 0)
    loaded = await phase(port, args, args.downloads)
    return alone, loaded


def make_parser() -> argparse.ArgumentParser:
    parser = SpanishParser(description="Descargas grandes frente a la práctica, en 127.0.0.1.")
    parser.add_argument("--stack", choices=("both", "gunicorn", "production"), default="both")
    parser.add_argument("--clients", type=bounded(1, 200, "clientes"), default=10)
    parser.add_argument("--think-ms", type=bounded(0, 10_000, "milisegundos"), default=50)
    parser.add_argument("--downloads", type=bounded(1, 64, "descargas"), default=16)
    parser.add_argument("--seconds", type=bounded(5, 600, "segundos"), default=20)
    parser.add_argument("--timeout", type=bounded(1, 120, "segundos"), default=30)
    parser.add_argument("--download-timeout", type=bounded(1, 600, "segundos"), default=120)
    parser.add_argument(
        "--format", choices=("html", "json", "csv", "moodle", "gift"), default="moodle"
    )
    parser.add_argument("--distinct", action="store_true")
    parser.add_argument("--repeat", action="store_true")
    return parser


def main(argv: list[str] | None = None) -> int:
    try:
        args = make_parser().parse_args(argv)
        kinds = ("gunicorn", "production") if args.stack == "both" else (args.stack,)
        for kind in kinds:
            print(
                f"{kind}: {args.clients} practice clients (think {args.think_ms} ms),"
                f" {args.seconds} s a phase, {args.downloads} x largest {args.format}"
                f"{' (each its own seed)' if args.distinct else ''}"
            )
            with stack(kind) as port:
                alone, loaded = asyncio.run(run(port, args))
            change = (loaded - alone) / alone if alone else 0.0
            verdict = "under" if change < 0.20 else "NOT under"
            print(f"  practice p95 moved by {change:+.0%}: {verdict} the 20 % goal")
    except UsageError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("interrumpido", file=sys.stderr)
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
