"""Slow clients against the production setup: how long ordinary requests wait while 200
connections send half a request and stop (issue 24, point 1).

Run:
    .venv/bin/python benchmarks/bench_slow_clients.py                 # before and after
    .venv/bin/python benchmarks/bench_slow_clients.py --stack gunicorn    # before only
    .venv/bin/python benchmarks/bench_slow_clients.py --stack production  # after only

``gunicorn`` is the README's command before issue 24, gunicorn alone with 2 gthread workers
x 4 threads facing the clients; ``production`` is ``scripts/serve.sh --production``, nginx
(``deploy/nginx/academy.conf``) in front of the same gunicorn. Each is started on a free
loopback port and stopped at the end; nothing but 127.0.0.1 is ever contacted.

For each stack, after one uncounted round of warm-up: ``--requests`` ordinary requests
(the home page, a lesson, a practice question, in turn; ``--concurrency`` at a time, each
on a new connection) with
nobody else connected; then ``--slow`` slow clients connect, half sending only
``GET / HTTP/1.1\\r\\nHost: x\\r\\n`` and half a POST whose body stops short of its
``Content-Length``, each reconnecting as soon as the server closes it; after
``--settle`` seconds the same ordinary requests are sent again. A request unanswered
within ``--timeout`` seconds counts as failed. Printed: answered, failed, p50, p95 and
the slowest, without and with the slow clients. Bounded: at most ``--slow`` extra
connections, and each phase ends after ``requests x timeout / concurrency`` seconds.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from load_server import free_port, server_command, show_log, wait_until_ready

from academy.cli import SpanishParser, UsageError, bounded

ROOT = Path(__file__).resolve().parent.parent
PATHS = ("/", "/lecciones/ranking-de-manos/", "/practica/h1234-5-2026/1/0/")
HALF_HEADERS = b"GET / HTTP/1.1\r\nHost: x\r\n"
HALF_BODY = (
    b"POST /api/showdown HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
    b"Content-Length: 1000\r\n\r\n" + b'{"board": "Kc'
)


@contextmanager
def stack(kind: str) -> Iterator[int]:
    """Start ``kind`` on a free loopback port; yield the port; always stop it."""
    port = free_port()
    if kind == "gunicorn":
        args = argparse.Namespace(server="gunicorn", workers=2, threads=4)
        command = server_command(args, port)
    else:
        site = f"http://127.0.0.1:{port}/"
        command = ["scripts/serve.sh", "--production", "--port", str(port), "--site-url", site]
    log = tempfile.TemporaryFile()
    server = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=log)
    try:
        wait_until_ready("127.0.0.1", port, server)
        yield port
    finally:
        server.terminate()
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
        show_log(log) if kind == "gunicorn" else log.close()


async def ordinary(port: int, path: str, timeout: float) -> float | None:
    """Seconds until the whole answer of ``GET path`` has arrived (200), or None."""
    started = time.perf_counter()
    writer = None
    try:
        async with asyncio.timeout(timeout):
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            request = f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n"
            writer.write(request.encode("ascii"))
            answer = await reader.read()
    except (TimeoutError, OSError):
        return None
    finally:
        if writer is not None:
            writer.close()
    if not answer.startswith(b"HTTP/1.1 200"):
        return None
    return time.perf_counter() - started


async def measure(port: int, args: argparse.Namespace) -> list[float | None]:
    limit = asyncio.Semaphore(args.concurrency)

    async def one(number: int) -> float | None:
        async with limit:
            return await ordinary(port, PATHS[number % len(PATHS)], args.timeout)

    return await asyncio.gather(*(one(n) for n in range(args.requests)))


async def slow_client(port: int, payload: bytes, stop: asyncio.Event, opened: list[int]) -> None:
    """Send ``payload`` (half a request) and wait; reconnect whenever the server closes."""
    while not stop.is_set():
        writer = None
        try:
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            writer.write(payload)
            await writer.drain()
            opened[0] += 1
            read = asyncio.ensure_future(reader.read(65536))
            ended = asyncio.ensure_future(stop.wait())
            await asyncio.wait({read, ended}, return_when=asyncio.FIRST_COMPLETED)
            read.cancel()
            ended.cancel()
        except OSError:
            await asyncio.sleep(0.5)
        finally:
            if writer is not None:
                writer.close()


async def run(kind: str, port: int, args: argparse.Namespace) -> dict[str, list[float | None]]:
    await measure(port, args)  # warm-up, not counted: each worker's first pages
    results = {"alone": await measure(port, args)}
    stop, opened = asyncio.Event(), [0]
    payloads = [HALF_HEADERS if n % 2 == 0 else HALF_BODY for n in range(args.slow)]
    slow = [asyncio.create_task(slow_client(port, p, stop, opened)) for p in payloads]
    await asyncio.sleep(args.settle)
    results["with slow"] = await measure(port, args)
    stop.set()
    await asyncio.gather(*slow)
    print(f"  {kind}: {opened[0]} slow connections opened in all", file=sys.stderr)
    return results


def report(kind: str, results: dict[str, list[float | None]], args: argparse.Namespace) -> None:
    for phase, timings in results.items():
        done = sorted(t for t in timings if t is not None)
        failed = len(timings) - len(done)

        def at(share: float, done: list[float] = done) -> str:
            if not done:
                return "-"
            return f"{done[min(len(done) - 1, int(len(done) * share))] * 1000:.0f}"

        slowest = f"{done[-1] * 1000:.0f}" if done else "-"
        clients = f"{args.slow} slow clients" if phase == "with slow" else "no slow clients"
        print(
            f"{kind:<11} {clients:<16} answered {len(done):>4}  failed {failed:>4}"
            f"  p50 {at(0.50):>6} ms  p95 {at(0.95):>6} ms  slowest {slowest:>6} ms"
        )


def make_parser() -> argparse.ArgumentParser:
    parser = SpanishParser(description="Clientes lentos contra el servidor en 127.0.0.1.")
    parser.add_argument("--stack", choices=("both", "gunicorn", "production"), default="both")
    parser.add_argument("--slow", type=bounded(1, 1000, "clientes lentos"), default=200)
    parser.add_argument("--requests", type=bounded(1, 10_000, "peticiones"), default=120)
    parser.add_argument("--concurrency", type=bounded(1, 64, "peticiones a la vez"), default=4)
    parser.add_argument("--timeout", type=bounded(1, 120, "segundos"), default=5)
    parser.add_argument("--settle", type=bounded(0, 60, "segundos"), default=2)
    return parser


def main(argv: list[str] | None = None) -> int:
    signal.signal(signal.SIGTERM, lambda *_: (_ for _ in ()).throw(KeyboardInterrupt()))
    try:
        args = make_parser().parse_args(argv)
        kinds = ("gunicorn", "production") if args.stack == "both" else (args.stack,)
        print(
            f"{args.requests} ordinary requests, {args.concurrency} at a time, timeout "
            f"{args.timeout} s ({os.cpu_count()} cores)"
        )
        for kind in kinds:
            with stack(kind) as port:
                report(kind, asyncio.run(run(kind, port, args)), args)
    except UsageError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("interrumpido", file=sys.stderr)
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
