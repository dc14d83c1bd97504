"""The server that ``bench_load.py`` loads: started on a free loopback port, waited for,
always stopped; and the CPU it (and the rest of the machine) uses, from Linux ``/proc``.
"""

from __future__ import annotations

import argparse
import ipaddress
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from typing import IO
from urllib.parse import urlsplit

from academy.cli import UsageError

TICKS = os.sysconf("SC_CLK_TCK")
GUNICORN_THREADS = 4  # the README's one-machine command: --workers 2 --threads 4


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def server_command(args: argparse.Namespace, port: int) -> list[str]:
    bin_dir = os.path.dirname(sys.executable)
    if args.server == "gunicorn":
        quiet = ["--log-level", "warning", "--no-control-socket"]
        address = ["-b", f"127.0.0.1:{port}"]
        # As gunicorn reads them: more than one thread makes the workers gthread ones.
        workers = ["--workers", str(args.workers), "--threads", str(gunicorn_threads(args))]
        return [f"{bin_dir}/gunicorn", *quiet, *address, *workers, "academy.web:create_app()"]
    command = [f"{bin_dir}/academy", "serve", "--host", "127.0.0.1", "--port", str(port)]
    return command + (["--threads", str(args.threads)] if args.threads else [])


def gunicorn_threads(args: argparse.Namespace) -> int:
    """Threads per gunicorn worker: ``--threads``, or the README's 4."""
    return int(args.threads or GUNICORN_THREADS)


def server_name(args: argparse.Namespace) -> str:
    """The server as the report names it."""
    if args.url:
        return str(args.url)
    if args.server == "waitress":
        return f"waitress (academy serve), {args.threads or 'default'} threads"
    threads = gunicorn_threads(args)
    if threads == 1:
        return f"gunicorn, {args.workers} sync workers"
    return f"gunicorn, {args.workers} gthread workers x {threads} threads"


@contextmanager
def running_server(args: argparse.Namespace) -> Iterator[tuple[str, int, int | None]]:
    """``(host, port, pid)`` of the server to load; starts and always stops our own."""
    if args.url:
        host, port = loopback_address(args.url)
        wait_until_ready(host, port, None)
        yield host, port, None
        return
    port = free_port()
    command = server_command(args, port)
    log = tempfile.TemporaryFile()
    server = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=log)
    try:
        wait_until_ready("127.0.0.1", port, server)
        yield "127.0.0.1", port, server.pid
    finally:
        server.terminate()
        try:
            server.wait(timeout=15)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
        show_log(log)


def show_log(log: IO[bytes]) -> None:
    """What the server wrote to stderr: the deepest waitress queue ("Task queue depth
    is N": N requests waited for a free thread), then the last other lines."""
    log.seek(0)
    lines = log.read().decode("utf-8", "replace").splitlines()
    log.close()
    depths = [int(line.split()[-1]) for line in lines if line.startswith("Task queue depth")]
    if depths:
        print(f"waitress: up to {max(depths)} requests waited for a free thread", file=sys.stderr)
    others = [line for line in lines if not line.startswith("Task queue depth")]
    if others:
        print(f"server stderr: {len(others)} other lines; the last ones:", file=sys.stderr)
        for line in others[-3:]:
            print(f"  {line}", file=sys.stderr)


def loopback_address(url: str) -> tuple[str, int]:
    parts = urlsplit(url)
    if parts.scheme != "http" or not parts.hostname or parts.path not in ("", "/"):
        raise UsageError(f"«{url}» no vale: escribe una dirección como http://127.0.0.1:8000")
    host = parts.hostname
    try:
        loopback = host == "localhost" or ipaddress.ip_address(host).is_loopback
        port = parts.port or 80
    except ValueError:
        loopback, port = False, 0
    if not loopback:
        raise UsageError(f"«{host}» no es una dirección local: solo se miden servidores locales")
    return ("127.0.0.1" if host == "localhost" else host), port


def wait_until_ready(host: str, port: int, server: subprocess.Popen[bytes] | None) -> None:
    url = f"http://{host}:{port}/"
    if ":" in host:
        url = f"http://[{host}]:{port}/"
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if server is not None and server.poll() is not None:
            raise UsageError(f"el servidor terminó al arrancar (estado {server.returncode})")
        try:
            with urllib.request.urlopen(url, timeout=2) as answer:
                if answer.status == 200:
                    return
        except OSError:
            time.sleep(0.2)
    raise UsageError(f"el servidor no responde en {url} tras 30 s")


def machine_busy_seconds() -> float:
    """CPU seconds all processes of the machine have used since boot (Linux /proc)."""
    try:
        with open("/proc/stat") as stat:
            ticks = [int(value) for value in stat.readline().split()[1:8]]
    except OSError:
        return 0.0
    return (sum(ticks) - ticks[3] - ticks[4]) / TICKS  # all but idle and iowait


def cpu_seconds(pid: int) -> float:
    """User + system CPU of process ``pid`` and its living descendants (Linux /proc)."""
    total, pending = 0.0, [pid]
    while pending:
        current = pending.pop()
        try:
            with open(f"/proc/{current}/stat") as stat:
                fields = stat.read().rpartition(")")[2].split()
            with open(f"/proc/{current}/task/{current}/children") as children:
                pending.extend(int(child) for child in children.read().split())
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / TICKS  # utime, stime
    return total
