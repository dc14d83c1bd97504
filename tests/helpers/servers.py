"""Servers for the tests: a free loopback port, a server command run until it answers."""

from __future__ import annotations

import socket
import subprocess
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def serving(command: list[str], port: int, cwd: Path | None = None) -> Iterator[str]:
    """Run a server ``command`` listening on ``port``; yield its base URL once it answers
    ``GET /``, and stop it afterwards."""
    process = subprocess.Popen(
        command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while True:
        try:
            with urllib.request.urlopen(base + "/", timeout=2):
                break
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                process.kill()
                raise RuntimeError(f"{Path(command[0]).name} did not start") from None
            time.sleep(0.2)
    yield base
    process.terminate()
    process.wait(timeout=10)


def exchange(address: tuple[str, int], payload: bytes, timeout: float = 10) -> bytes:
    """Send ``payload`` on a new connection to ``address``; everything the server answers
    until it closes (or goes quiet for ``timeout`` seconds)."""
    answer = b""
    with socket.create_connection(address, timeout=timeout) as sock:
        try:
            sock.sendall(payload)
        except (BrokenPipeError, ConnectionResetError):  # it refused before the end
            pass
        while True:
            try:
                chunk = sock.recv(65536)
            except (TimeoutError, ConnectionResetError):
                break
            if not chunk:
                break
            answer += chunk
    return answer
