"""The production stack under its supervisor and its faults (issue 36).

- It starts as ``deploy/academia.service`` runs it: standard output on a socket (the
  journal's), the unit's environment, another user than the code's owner, another
  working directory; and the unit gives up after a few failed starts.
- Faults leave nothing behind: a worker killed with SIGKILL after a large download takes
  its download helper and resource tracker with it; nginx's master killed takes the
  whole stack down (its workers too), and nothing is left holding the port; ``academy
  serve`` stopped leaves no helper.
"""

from __future__ import annotations

import configparser
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers.servers import free_port

from .test_server_proxy import NGINX, ROOT, SITE_URL, exchange, get, stop, wait_for

pytestmark = pytest.mark.skipif(NGINX is None, reason="nginx is not installed")
UNIT = ROOT / "deploy/academia.service"
LARGE = "/instructores/descargar/moodle/?niveles=1-4&ejercicios=cinco:1-3&por_nivel=50"


def download(port: int) -> bytes:
    """A large download (made by the worker's helper process), however slow the machine."""
    request = (
        f"GET {LARGE} HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip\r\nConnection: close\r\n\r\n"
    )
    return exchange(port, request.encode("ascii"), timeout=120)


def unit() -> configparser.RawConfigParser:
    parser = configparser.RawConfigParser(strict=False, delimiters=("=",))
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(UNIT, encoding="utf-8")
    return parser


def unit_environment() -> dict[str, str]:
    lines = UNIT.read_text(encoding="utf-8").splitlines()
    pairs = [line.removeprefix("Environment=") for line in lines if line.startswith("Environment=")]
    return dict(pair.split("=", 1) for pair in pairs)


def processes() -> dict[int, tuple[int, int, str]]:
    """Every process: pid → (parent, process group, command line)."""
    listing = subprocess.run(
        ["ps", "-e", "-o", "pid=,ppid=,pgid=,stat=,args="],
        capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    found = {}
    for line in listing.splitlines():
        pid, ppid, pgid, stat, args = (line.split(None, 4) + [""])[:5]
        if not stat.startswith("Z"):
            found[int(pid)] = (int(ppid), int(pgid), args)
    return found


def descendants(root: int) -> set[int]:
    table = processes()
    found, frontier = set(), {root}
    while frontier:
        frontier = {pid for pid, (ppid, _, _) in table.items() if ppid in frontier} - found
        found |= frontier
    return found


def gone(pids: set[int], seconds: float) -> set[int]:
    """The ``pids`` still running after waiting up to ``seconds`` for them to end."""
    deadline = time.monotonic() + seconds
    while True:
        left = pids & set(processes())
        if not left or time.monotonic() > deadline:
            return left
        time.sleep(0.2)


def test_the_unit_gives_up_after_a_few_failed_starts() -> None:
    parsed = unit()
    assert 0 < int(parsed["Unit"]["StartLimitIntervalSec"]) <= 600
    assert 1 < int(parsed["Unit"]["StartLimitBurst"]) <= 10
    restart = float(parsed["Service"]["RestartSec"])
    burst, interval = (
        int(parsed["Unit"]["StartLimitBurst"]),
        int(parsed["Unit"]["StartLimitIntervalSec"]),
    )
    assert restart * burst < interval  # the limit can be reached: the loop ends
    assert parsed["Service"]["Restart"] == "always"


@pytest.fixture
def run_dir() -> Iterator[Path]:
    folder = Path(tempfile.mkdtemp(prefix="academia-run-"))
    folder.chmod(0o755)
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


def test_the_stack_starts_as_the_unit_runs_it(run_dir: Path) -> None:
    """Standard output and error on a socket, the unit's environment, a working directory
    that is not the code's, and (run as root) an unprivileged user, as the unit's
    ``User=``: the stack answers, and nginx's access lines reach the socket."""
    parsed = unit()
    service = parsed["Service"]
    assert service["User"] != "root"
    env = {"PATH": "/usr/sbin:/usr/bin:/bin", **unit_environment()}
    env["SITE_URL"] = SITE_URL
    env["ACADEMY_RUN_DIR"] = str(run_dir / "academia")  # RuntimeDirectory= in the test
    command = service["ExecStart"].replace("/opt/academia", str(ROOT)).split()
    port = free_port()
    command[command.index("--port") + 1] = str(port)
    as_nobody = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
    python = ["bash", "-c", ".venv/bin/python -c 'import academy'"]
    if os.geteuid() == 0 and subprocess.run([*as_nobody, *python], cwd=ROOT).returncode == 0:
        # (Not where the venv's interpreter is in root's home: nobody cannot run it.)
        os.chown(run_dir, 65534, 65534)
        command = [*as_nobody, *command]
    journal, ours = socket.socketpair()
    received: list[bytes] = []

    def read() -> None:
        while chunk := ours.recv(65536):
            received.append(chunk)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    process = subprocess.Popen(command, cwd="/", env=env, stdout=journal, stderr=journal)
    journal.close()
    try:
        wait_for(port, process)
        assert get(port, "/practica/").startswith(b"HTTP/1.1 200")
        time.sleep(0.5)
        logged = b"".join(received).decode("utf-8", "replace")
        assert '"GET /practica/ HTTP/1.1" 200' in logged, logged[-2000:]
    finally:
        stop(process)
        reader.join(timeout=10)
        ours.close()
    assert process.returncode == 0
    assert not reader.is_alive()  # every writer of the socket ended with the stack


@pytest.fixture
def stack() -> Iterator[tuple[int, subprocess.Popen[bytes]]]:
    port = free_port()
    command = [
        "setsid",
        "scripts/serve.sh",
        "--production",
        "--port",
        str(port),
        "--site-url",
        SITE_URL,
    ]
    process = subprocess.Popen(
        command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        wait_for(port, process)
        yield port, process
    finally:
        stop(process)
        subprocess.run(["kill", "-KILL", "--", f"-{process.pid}"], capture_output=True)


def children(pid: int, word: str) -> list[int]:
    return [child for child, (ppid, _, args) in processes().items() if ppid == pid and word in args]


def test_a_killed_worker_leaves_no_helper(stack: tuple[int, subprocess.Popen[bytes]]) -> None:
    port, process = stack
    answer = download(port)
    assert answer.startswith(b"HTTP/1.1 200"), answer[:300]
    (master,) = children(process.pid, "gunicorn")
    helpers = {
        worker: descendants(worker) for worker in children(master, "gunicorn")
    }  # fmt: skip
    busy = [worker for worker, below in helpers.items() if below]
    assert len(busy) == 1, helpers  # the worker that made the file has its helper
    worker = busy[0]
    left_behind = helpers[worker]
    assert len(left_behind) >= 2  # the helper and multiprocessing's resource tracker
    os.kill(worker, signal.SIGKILL)
    assert gone(left_behind, 5) == set()
    assert get(port, "/").startswith(b"HTTP/1.1 200")  # gunicorn replaced the worker


def test_nginx_killed_takes_the_stack_down(stack: tuple[int, subprocess.Popen[bytes]]) -> None:
    port, process = stack
    everything = descendants(process.pid)
    (nginx,) = children(process.pid, "nginx: master")
    assert any("nginx: worker" in processes()[pid][2] for pid in everything)
    os.kill(nginx, signal.SIGKILL)
    assert process.wait(timeout=40) == 1
    assert gone(everything, 5) == set()
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", port), timeout=2).close()
    with socket.socket() as again:  # a restart can take the port
        again.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        again.bind(("0.0.0.0", port))


def test_academy_serve_stopped_leaves_no_helper() -> None:
    port = free_port()
    command = [str(ROOT / ".venv/bin/academy"), "serve", "--port", str(port)]
    process = subprocess.Popen(
        command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        wait_for(port, process)
        assert download(port).startswith(b"HTTP/1.1 200")
        below = descendants(process.pid)
        assert len(below) >= 2, below  # the helper and its resource tracker
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=20)
        assert gone(below, 5) == set()
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
