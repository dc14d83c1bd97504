"""Load on the live site: 50 clients for 60 s, then requests/s and p50/p95/p99 by kind.

Run:
    .venv/bin/python benchmarks/bench_load.py     # gunicorn, 2 workers x 4 threads (README)
    .venv/bin/python benchmarks/bench_load.py --practice-seeds 500   # fragments not cached
    .venv/bin/python benchmarks/bench_load.py --threads 1            # 2 sync workers
    .venv/bin/python benchmarks/bench_load.py --workers 3 --threads 2
    .venv/bin/python benchmarks/bench_load.py --server waitress      # academy serve, 8 threads
    .venv/bin/python benchmarks/bench_load.py --url http://127.0.0.1:8000   # a running server

Unless ``--url`` is given, the script starts the server itself on 127.0.0.1 and a free
port, waits until it answers, and stops it at the end, also after Ctrl-C or an error.
The server is the README's one-machine command, gunicorn with ``--workers`` (default 2)
and ``--threads`` (default 4; more than one makes gunicorn's workers threaded
``gthread`` ones, 1 plain sync workers), or with ``--server waitress`` ``academy
serve`` (``--threads``: its threads, default 8). Only loopback addresses are accepted:
this is not a tool to load other people's servers.

What it measures: ``--clients`` clients (default 50), each with one keep-alive HTTP/1.1
connection (a new one whenever the server closes it), send requests for ``--seconds``
(default 60) after a warm-up of ``--warmup`` seconds (default 3) that is not counted.
With ``--think-ms 0`` (the default) a client sends its next request as soon as the
previous answer has arrived: the harshest reading of "50 concurrent clients". Each
client repeats a round of eight requests (see ``load_targets.py``): the home page, a
lesson, two practice questions and two answers (htmx fragments), a tool (htmx
fragment) and ``POST /api/showdown``, all with ``Accept-Encoding: gzip``.

Latency is measured by the client, from sending the request (or opening the
connection) to the last byte of the answer. Any status other than 2xx or 304, an empty
body, a broken connection or no answer within ``--timeout`` seconds is an error; the
exit status is 1 if there was any. The client runs on the same machine as the server
and shares its CPUs: the report shows how much CPU each side used.

``--practice-seeds`` (default 5) is how many practice sets the fragments come from: five
sets (200 URLs) stay in the server's response cache, as when a class shares its sets;
500 sets (20,000 URLs) do not fit, so nearly every fragment is dealt and rendered.

Requests carry no ``If-None-Match``: every answer is a first visit's full 200.
Standard library only (asyncio streams, raw HTTP/1.1); the server side lives in
``load_server.py``.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import signal
import sys
import time
from collections import Counter
from dataclasses import dataclass, field

from load_server import cpu_seconds, machine_busy_seconds, running_server, server_name
from load_targets import KINDS, Target, all_targets, client_requests

from academy.cli import SpanishParser, UsageError, bounded

GOAL_MS = 50.0  # p95 of practice fragments, issue 6
COLUMNS = ("req/s", "p50 ms", "p95 ms", "p99 ms")


@dataclass
class Tally:
    """Latencies (seconds) of the counted requests of one kind, and their errors."""

    latencies: list[float] = field(default_factory=list)
    errors: Counter[str] = field(default_factory=Counter)


class HttpError(Exception):
    """An answer that does not count as a success (the message says why)."""


# The clients -----------------------------------------------------------------------


def request_bytes(target: Target, host: str) -> bytes:
    lines = [
        f"{target.method} {target.path} HTTP/1.1",
        f"Host: {host}",
        "User-Agent: bench_load",
        "Accept-Encoding: gzip",
        "Connection: keep-alive",
    ]
    if not any(name == "Accept" for name, _ in target.headers):
        lines.append("Accept: text/html")
    lines += [f"{name}: {value}" for name, value in target.headers]
    if target.method == "POST":
        lines.append(f"Content-Length: {len(target.body)}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode("ascii") + target.body


async def read_answer(reader: asyncio.StreamReader) -> tuple[int, bytes, bool]:
    """``(status, body, server_closes)`` of one HTTP/1.1 answer."""
    head = (await reader.readuntil(b"\r\n\r\n")).decode("latin-1")
    status_line, *header_lines = head.rstrip("\r\n").split("\r\n")
    version, status = status_line.split(" ", 2)[:2]
    headers = {}
    for line in header_lines:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip().lower()
    if "content-length" in headers:
        body = await reader.readexactly(int(headers["content-length"]))
    elif headers.get("transfer-encoding") == "chunked":
        body = b""
        while size := int((await reader.readuntil(b"\r\n")).split(b";")[0], 16):
            body += (await reader.readexactly(size + 2))[:-2]
        await reader.readuntil(b"\r\n")
    elif int(status) in (204, 304):
        body = b""
    else:
        body = await reader.read()
    closes = headers.get("connection") == "close" or version == "HTTP/1.0"
    if int(status) != 304:
        if not body:
            raise HttpError(f"{status} sin cuerpo")
        if headers.get("content-encoding") == "gzip" and not body.startswith(b"\x1f\x8b"):
            raise HttpError(f"{status} gzip sin cabecera gzip")
    return int(status), body, closes


async def client(
    number: int,
    targets: dict[str, list[Target]],
    args: argparse.Namespace,
    address: tuple[str, int],
    window: tuple[float, float],
) -> dict[str, Tally]:
    """Client ``number``: requests until ``window`` ends; tallies those started in it."""
    (host, port), (count_from, stop_at) = address, window
    tallies = {kind: Tally() for kind in KINDS}
    payloads: dict[Target, bytes] = {}
    connection: tuple[asyncio.StreamReader, asyncio.StreamWriter] | None = None
    requests = client_requests(targets, number, args.clients)
    # With a think time, clients start spread over one think time, not all at once.
    await asyncio.sleep(args.think_ms / 1000 * number / args.clients)
    while (started := time.perf_counter()) < stop_at:
        target = next(requests)
        payload = payloads.setdefault(target, request_bytes(target, f"{host}:{port}"))
        error, closes = "", True
        try:
            async with asyncio.timeout(args.timeout):
                if connection is None:
                    connection = await asyncio.open_connection(host, port)
                connection[1].write(payload)
                status, _, closes = await read_answer(connection[0])
            if not (200 <= status < 300 or status == 304):
                error = f"estado {status}"
        except TimeoutError:
            error = f"sin respuesta en {args.timeout} s"
        except (OSError, EOFError, ValueError, asyncio.LimitOverrunError, HttpError) as problem:
            error = str(problem) or type(problem).__name__
        elapsed = time.perf_counter() - started
        if (error or closes) and connection is not None:
            connection[1].close()
            connection = None
        if started >= count_from:
            tally = tallies[target.kind]
            tally.latencies.append(elapsed)
            if error:
                tally.errors[error] += 1
        if args.think_ms:
            await asyncio.sleep(args.think_ms / 1000)
    if connection is not None:
        connection[1].close()
    return tallies


async def load(args: argparse.Namespace, host: str, port: int, pid: int | None) -> int:
    targets = all_targets(args.practice_seeds)  # dealt here, before the clock starts
    start = time.perf_counter()
    window = (start + args.warmup, start + args.warmup + args.seconds)
    tasks = [
        asyncio.create_task(client(n, targets, args, (host, port), window))
        for n in range(args.clients)
    ]
    await asyncio.sleep(args.warmup)
    before = (time.process_time(), cpu_seconds(pid) if pid else 0.0, machine_busy_seconds())
    await asyncio.sleep(max(0.0, window[1] - time.perf_counter()))
    after = (time.process_time(), cpu_seconds(pid) if pid else 0.0, machine_busy_seconds())
    client_cpu, server_cpu, machine_cpu = (b - a for a, b in zip(before, after, strict=True))
    results = await asyncio.gather(*tasks)
    tallies = {kind: Tally() for kind in KINDS}
    for result in results:
        for kind, tally in result.items():
            tallies[kind].latencies += tally.latencies
            tallies[kind].errors.update(tally.errors)
    others = machine_cpu - client_cpu - server_cpu
    return report(args, tallies, client_cpu, (server_cpu, others) if pid else None)


# The report ------------------------------------------------------------------------


def percentile(ordered: list[float], share: float) -> float:
    """Nearest-rank percentile of sorted values, in milliseconds (0 if none)."""
    if not ordered:
        return 0.0
    rank = max(1, -(-len(ordered) * share // 100))
    return ordered[int(rank) - 1] * 1000


def report(
    args: argparse.Namespace,
    tallies: dict[str, Tally],
    client_cpu: float,
    server_and_others: tuple[float, float] | None,
) -> int:
    server = server_name(args)
    print(
        f"{server}; {args.clients} clients for {args.seconds} s"
        f" (after {args.warmup} s of warm-up), think time {args.think_ms} ms,"
        f" practice fragments from {args.practice_seeds} sets"
    )
    print(f"{'kind':<9}{'requests':>10}{'errors':>8}" + "".join(f"{h:>9}" for h in COLUMNS))
    everything = Tally()
    for kind in (*KINDS, "all"):
        tally = everything if kind == "all" else tallies[kind]
        if kind != "all":
            everything.latencies += tally.latencies
            everything.errors.update(tally.errors)
        ordered = sorted(tally.latencies)
        errors = sum(tally.errors.values())
        rate = len(ordered) / args.seconds
        p50, p95, p99 = (percentile(ordered, share) for share in (50, 95, 99))
        figures = "".join(f"{figure:>9.1f}" for figure in (rate, p50, p95, p99))
        print(f"{kind:<9}{len(ordered):>10}{errors:>8}{figures}")
    for reason, times in everything.errors.most_common(5):
        print(f"  error x{times}: {reason}")
    window = args.seconds
    line = f"CPU in the measured window: this client {client_cpu / window:.0%} of one core"
    if server_and_others is not None:
        server_cpu, others = (max(0.0, seconds) / window for seconds in server_and_others)
        line += f", server {server_cpu:.0%}, other processes {others:.0%}"
    print(line + f" ({os.cpu_count()} cores)")
    practice = tallies["practice"]
    p95 = percentile(sorted(practice.latencies), 95)
    verdict = "under" if p95 < GOAL_MS else "NOT under"
    if practice.errors:
        verdict = f"not a valid figure ({sum(practice.errors.values())} errors) for"
    print(f"practice fragments: p95 {p95:.1f} ms, {verdict} the {GOAL_MS:.0f} ms goal")
    return 1 if everything.errors else 0


def make_parser() -> argparse.ArgumentParser:
    parser = SpanishParser(description="Carga sobre el sitio en 127.0.0.1.")
    parser.add_argument("--clients", type=bounded(1, 1000, "clientes"), default=50)
    parser.add_argument("--seconds", type=bounded(1, 3600, "segundos"), default=60)
    parser.add_argument("--warmup", type=bounded(0, 60, "segundos de calentamiento"), default=3)
    parser.add_argument("--think-ms", type=bounded(0, 60_000, "milisegundos"), default=0)
    parser.add_argument("--timeout", type=bounded(1, 120, "segundos"), default=10)
    parser.add_argument("--server", choices=("gunicorn", "waitress"), default="gunicorn")
    parser.add_argument("--threads", type=bounded(1, 64, "número de hilos"))
    parser.add_argument("--workers", type=bounded(1, 32, "número de procesos"), default=2)
    parser.add_argument("--url", help="un servidor ya en marcha en 127.0.0.1")
    parser.add_argument(
        "--practice-seeds", type=bounded(1, 5000, "número de series de práctica"), default=5
    )
    return parser


def interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def main(argv: list[str] | None = None) -> int:
    # Ctrl-C and kill both end the run through the ``finally`` that stops the server.
    signal.signal(signal.SIGINT, interrupt)
    signal.signal(signal.SIGTERM, interrupt)
    try:
        args = make_parser().parse_args(argv)
        with running_server(args) as (host, port, pid):
            return asyncio.run(load(args, host, port, pid))
    except UsageError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("interrumpido", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
