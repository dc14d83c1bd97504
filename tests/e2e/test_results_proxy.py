"""A class of 200 learners' codes of the largest workshop set through the production
stack (`scripts/serve.sh --production`, nginx in front of gunicorn): the results form
POSTs, so nginx's 8 KiB request line does not bound it, and its body limit for this path
lets the paste through; Chromium fills the form and sees every learner. Needs nginx."""

from __future__ import annotations

import shutil
import signal
import subprocess
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import pytest
from helpers.class_codes import class_of_200
from helpers.practice_pages import sized_page
from helpers.servers import free_port

ROOT = Path(__file__).resolve().parents[2]
NGINX = shutil.which("nginx") or ("/usr/sbin/nginx" if Path("/usr/sbin/nginx").exists() else None)
pytestmark = [pytest.mark.skipif(NGINX is None, reason="nginx is not installed"), pytest.mark.slow]


@pytest.fixture(scope="module")
def production() -> Iterator[str]:
    port = free_port()
    command = [
        "scripts/serve.sh",
        "--production",
        "--port",
        str(port),
        "--site-url",
        "https://poker.example/",
    ]
    process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)  # fmt: skip
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            assert process.poll() is None, "the stack ended while starting"
            try:
                with urllib.request.urlopen(url + "/", timeout=5) as answer:
                    if answer.status == 200:
                        break
            except OSError:
                assert time.monotonic() < deadline, "the stack did not answer"
                time.sleep(0.3)
        yield url
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def test_200_learners_post_through_nginx(production: str) -> None:
    pasted = class_of_200()
    body = urlencode({"codigos": pasted}).encode()
    assert len(body) > 64 * 1024  # past the site's body limit elsewhere, and any URL's
    started = time.perf_counter()
    request = urllib.request.Request(f"{production}/instructores/resultados/", data=body)
    with urllib.request.urlopen(request, timeout=60) as answer:
        html = answer.read().decode()
        assert answer.status == 200
    print(f"200 codes, {len(body)} bytes posted, {time.perf_counter() - started:.1f} s")
    assert html.count("data-alumno") == 200 and "data-linea-mala" not in html


def test_chromium_posts_the_class_through_nginx(production: str, browser: Any) -> None:
    pasted = class_of_200()
    with sized_page(browser, 390, 844) as page:
        page.goto(f"{production}/instructores/resultados/")
        page.fill("#codigos", pasted)
        page.click("button[type=submit]")
        page.wait_for_load_state("networkidle")
        assert page.locator("[data-alumno]").count() == 200
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        assert "demasiados códigos para un enlace" in (page.content())
