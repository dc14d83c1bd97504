"""The instructors' downloads: made once per process, kept gzipped, bounded (issue 24,
point 3). The bytes a person saves stay those of ``academy practice-set``."""

from __future__ import annotations

import gzip
import random
import threading
import time
from pathlib import Path

import pytest
from flask import Flask

from academy.cli import main
from academy.instructors import FORMATS
from academy.web import SECURITY_HEADERS, create_app
from academy.web.downloads import Busy, DownloadStore, Prepared, prepare
from academy.web.instructors import DOWNLOADS_KEY, HELPER_KEY

LARGEST = "niveles=1-4&ejercicios=cinco:1-3,botes:1-3,limites:1-3&por_nivel=50&semilla=7"
HEAVY = "niveles=1-4&ejercicios=botes:1-3&por_nivel=15&semilla=7"  # 105 items, past HEAVY_ITEMS
QUERY = "niveles=1-2&ejercicios=botes:1&por_nivel=2&semilla=5"
ARGV = ["practice-set", "--levels", "1,2", "--drills", "botes:1", "--count", "2", "--seed", "5"]


@pytest.mark.parametrize("fmt", list(FORMATS))
def test_gzip_and_plain_are_the_bytes_of_the_cli(app: Flask, tmp_path: Path, fmt: str) -> None:
    client = app.test_client()
    zipped = client.get(
        f"/instructores/descargar/{fmt}/?{QUERY}", headers={"Accept-Encoding": "gzip"}
    )
    plain = client.get(f"/instructores/descargar/{fmt}/?{QUERY}")
    out = tmp_path / fmt
    site = ["--base-url", "http://localhost/"]
    assert main([*ARGV, *site, "--format", fmt, "--output", str(out)]) == 0
    assert zipped.status_code == plain.status_code == 200
    assert zipped.headers["Content-Encoding"] == "gzip" and "Content-Encoding" not in plain.headers
    assert "Accept-Encoding" in zipped.headers["Vary"]
    assert gzip.decompress(zipped.data) == plain.data == out.read_bytes()
    assert zipped.headers["ETag"] == plain.headers["ETag"][:-1] + '-gz"'
    assert zipped.headers["Content-Disposition"] == plain.headers["Content-Disposition"]
    again = client.get(
        f"/instructores/descargar/{fmt}/?{QUERY}",
        headers={"Accept-Encoding": "gzip", "If-None-Match": zipped.headers["ETag"]},
    )
    assert again.status_code == 304 and again.data == b""


@pytest.mark.parametrize(
    ("query", "at_least"),
    [
        pytest.param(HEAVY, 500_000, id="heavy"),
        # The largest set takes seconds: the slow tier (the fast one has the heavy one).
        pytest.param(LARGEST, 5_000_000, id="largest", marks=pytest.mark.slow),
    ],
)
def test_a_heavy_moodle_file_goes_gzipped_and_is_made_once(
    app: Flask, query: str, at_least: int
) -> None:
    client = app.test_client()
    store: DownloadStore = app.extensions[DOWNLOADS_KEY]
    url = f"/instructores/descargar/moodle/?{query}"
    first = client.get(url, headers={"Accept-Encoding": "gzip"})
    assert first.status_code == 200 and first.headers["Content-Encoding"] == "gzip"
    plain = gzip.decompress(first.data)
    assert len(plain) > at_least and len(first.data) < len(plain) // 8
    helper = app.extensions[HELPER_KEY]
    assert helper.pool is not None  # written by the helper process, not the asking thread
    made = store.made
    started = time.process_time()
    second = client.get(url, headers={"Accept-Encoding": "gzip"})
    assert second.data == first.data and store.made == made  # kept, not made again
    assert time.process_time() - started < 0.2


def test_threads_asking_the_same_file_make_it_once() -> None:
    store = DownloadStore()
    calls = []
    gate = threading.Event()

    def make() -> Prepared:
        calls.append(1)
        gate.wait(5)
        return prepare(b"x" * 1000)

    results = []
    threads = [
        threading.Thread(target=lambda: results.append(store.get(("k",), make, heavy=False)))
        for _ in range(6)
    ]
    for thread in threads:
        thread.start()
    time.sleep(0.2)
    gate.set()
    for thread in threads:
        thread.join(5)
    assert len(calls) == 1 and len(results) == 6
    assert all(result.plain() == b"x" * 1000 for result in results)


def test_one_heavy_file_too_many_is_refused_at_once_but_kept_ones_never() -> None:
    store = DownloadStore(heavy_threads=2)
    gate = threading.Event()

    def slow() -> Prepared:
        gate.wait(5)
        return prepare(b"y" * 100)

    busy = [threading.Thread(target=store.get, args=((f"k{n}",), slow, True)) for n in range(2)]
    for thread in busy:
        thread.start()
    time.sleep(0.2)
    with pytest.raises(Busy):
        store.get(("k9",), slow, heavy=True)
    assert store.get(("light",), lambda: prepare(b"z"), heavy=False).plain() == b"z"  # not heavy
    gate.set()
    for thread in busy:
        thread.join(5)
    assert store.get(("k0",), slow, heavy=True).plain() == b"y" * 100  # kept: served
    assert store.heavy_busy == 0


def test_kept_files_stay_within_their_bytes() -> None:
    store = DownloadStore(max_bytes=40_000)
    for number in range(50):
        noise = random.Random(number).randbytes(3000)  # gzip cannot shrink it
        store.get((str(number),), lambda noise=noise: prepare(noise), False)
    assert store.size <= 40_000 and len(store.kept) < 50


def test_a_busy_answer_is_a_spanish_503_with_retry_after(monkeypatch: pytest.MonkeyPatch) -> None:
    app = create_app({"TESTING": True})
    store: DownloadStore = app.extensions[DOWNLOADS_KEY]

    def refuse(*args: object, **kwargs: object) -> None:
        raise Busy

    monkeypatch.setattr(store, "get", refuse)
    answer = app.test_client().get(f"/instructores/descargar/gift/?{LARGEST}")
    assert answer.status_code == 503
    assert answer.headers["Retry-After"] == "5" and "no-store" in answer.headers["Cache-Control"]
    assert "Vuelve a intentarlo en 5 segundos" in answer.get_data(as_text=True)
    for name, value in SECURITY_HEADERS.items():
        assert answer.headers[name] == value
