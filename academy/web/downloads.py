"""The instructors' downloads, made once and kept, gzipped (issue 24, point 3).

A download of the largest set (650 showdowns and drill items) costs about a second of
CPU and up to 11.6 MB; a worker that makes many at once has no time left for the
practice pages. So, in each process:

- **Kept:** a finished download is kept gzipped (about a tenth of its size), by set code,
  format, CSV separator and site address, least-recently-used first out beyond
  :data:`MAX_BYTES`. Asking for it again costs nothing but sending it.
- **Made once:** requests for a file being made wait for it instead of making it again.
- **Bounded:** a *heavy* set (over :data:`HEAVY_ITEMS` items) is made by one thread at
  a time, and at most :data:`HEAVY_THREADS` threads of a process may be busy with heavy
  files not yet kept (making one or waiting); one more is refused at once with a Spanish
  503 and ``Retry-After`` (:class:`Busy`), so the other threads stay free for everyone
  else. A kept file, or a set of the usual size, is never refused.
- **Apart:** a heavy file is written by a helper process of the worker, at a lower CPU
  priority (``nice`` +5), while the asking thread waits without holding Python's lock:
  the worker's other threads go on at full speed, and the machine gives the writing
  whatever CPU the pages leave (:class:`Helper`). The helper ends with its worker, however
  the worker ends (:func:`start_helper`).
- **Gzipped:** the file goes out as it is kept, with ``Content-Encoding: gzip``, to any
  client that accepts it (every browser; the Moodle XML goes from 5.9 MB to about
  0.4 MB for the largest set); others get the plain bytes. Either way the bytes a person
  saves are those of ``academy practice-set``.
"""

from __future__ import annotations

import gzip
import multiprocessing
import os
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from hashlib import sha1
from typing import Any

from ..instructors import ClassSet, export

MAX_BYTES = 48 * 1024 * 1024  # gzipped files kept per process
HEAVY_ITEMS = 100  # showdowns and drill items; the default set has 20, the largest 650
HEAVY_THREADS = 2  # of gunicorn's 4 per worker: half stay free for the other pages
GZIP_LEVEL = 6
RETRY_SECONDS = 5
HELPER_NICENESS = 5  # the helper's CPU weight is about a third of a page's

Key = tuple[str, ...]


class Busy(Exception):
    """Too many heavy files are being made in this process: ask again in a moment."""


@dataclass(frozen=True, slots=True)
class Prepared:
    """A finished download: its gzip bytes, the plain bytes' SHA-1 and length."""

    gzipped: bytes
    digest: str
    length: int

    def plain(self) -> bytes:
        return gzip.decompress(self.gzipped)


def prepare(body: bytes) -> Prepared:
    return Prepared(gzip.compress(body, GZIP_LEVEL, mtime=0), sha1(body).hexdigest(), len(body))


def prepared_export(
    class_set: ClassSet, fmt: str, base: str, separator: str, weights: str
) -> Prepared:
    """``export``, gzipped: what a request, or the helper process, makes of a set."""
    return prepare(export(class_set, fmt, base, separator, weights))


PARENT_CHECK_SECONDS = 0.5


def _watch_parent(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(PARENT_CHECK_SECONDS)
    os._exit(1)


def start_helper(niceness: int) -> None:
    """The helper process's start: a lower priority, and a thread that ends the process
    as soon as its worker is gone (killed with SIGKILL by gunicorn's timeout or the OOM
    killer, or ``academy serve`` stopped), so no helper is left running under PID 1;
    its resource tracker then ends too (nothing holds its pipe any more)."""
    os.nice(niceness)
    parent = os.getppid()
    threading.Thread(target=_watch_parent, args=(parent,), daemon=True).start()


class Helper:
    """One helper process per worker process, started on first use (after gunicorn's
    fork) with ``spawn``, at a lower priority, ending with its worker; a broken one is
    replaced."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.pool: ProcessPoolExecutor | None = None
        self.pid = 0

    def run(self, function: Callable[..., Prepared], *args: Any) -> Prepared:
        for attempt in range(2):
            with self.lock:
                if self.pool is None or self.pid != os.getpid():
                    self.pool = ProcessPoolExecutor(
                        max_workers=1,
                        mp_context=multiprocessing.get_context("spawn"),
                        initializer=start_helper,
                        initargs=(HELPER_NICENESS,),
                    )
                    self.pid = os.getpid()
                pool = self.pool
            try:
                return pool.submit(function, *args).result()
            except BrokenProcessPool:
                with self.lock:
                    if self.pool is pool:
                        self.pool = None
                if attempt:
                    raise
        raise AssertionError("unreachable")  # pragma: no cover


class DownloadStore:
    """The kept downloads of one process (see the module's docstring)."""

    def __init__(self, max_bytes: int = MAX_BYTES, heavy_threads: int = HEAVY_THREADS) -> None:
        self.max_bytes = max_bytes
        self.heavy_threads = heavy_threads
        self.kept: OrderedDict[Key, Prepared] = OrderedDict()
        self.size = 0
        self.lock = threading.Lock()
        self.making: dict[Key, threading.Event] = {}
        self.heavy_busy = 0  # threads busy with heavy files not kept yet
        self.one_heavy = threading.Lock()  # one heavy file made at a time
        self.made = 0

    def get(self, key: Key, make: Callable[[], Prepared], heavy: bool) -> Prepared:
        """The kept file of ``key``, else ``make()`` it (once, however many ask);
        :class:`Busy` when a heavy one would take one thread too many."""
        with self.lock:
            found = self._kept(key)
            if found is not None:
                return found
            if heavy:
                if self.heavy_busy >= self.heavy_threads:
                    raise Busy
                self.heavy_busy += 1
        try:
            return self._wait_or_make(key, make, heavy)
        finally:
            if heavy:
                with self.lock:
                    self.heavy_busy -= 1

    def _kept(self, key: Key) -> Prepared | None:
        found = self.kept.get(key)
        if found is not None:
            self.kept.move_to_end(key)
        return found

    def _wait_or_make(self, key: Key, make: Callable[[], Prepared], heavy: bool) -> Prepared:
        while True:
            with self.lock:
                found = self._kept(key)
                if found is not None:
                    return found
                event = self.making.get(key)
                if event is None:  # this thread makes it
                    event = self.making[key] = threading.Event()
                    break
            event.wait()  # another thread is making it; then it is kept (or it failed)
        try:
            if heavy:
                with self.one_heavy:
                    prepared = make()
            else:
                prepared = make()
            self._keep(key, prepared)
            return prepared
        finally:
            with self.lock:
                del self.making[key]
            event.set()

    def _keep(self, key: Key, prepared: Prepared) -> None:
        size = len(prepared.gzipped)
        with self.lock:
            self.made += 1
            if size > self.max_bytes // 4:
                return  # kept by nobody rather than pushing out everything else
            self.kept[key] = prepared
            self.size += size
            while self.size > self.max_bytes:
                _, old = self.kept.popitem(last=False)
                self.size -= len(old.gzipped)
