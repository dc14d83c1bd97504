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
- **Gzipped:** the file goes out as it is kept, with ``Content-Encoding: gzip``, to any
  client that accepts it (every browser; the Moodle XML goes from 5.9 MB to about
  0.4 MB for the largest set); others get the plain bytes. Either way the bytes a person
  saves are those of ``academy practice-set``.
"""

from __future__ import annotations

import gzip
import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from hashlib import sha1

MAX_BYTES = 48 * 1024 * 1024  # gzipped files kept per process
HEAVY_ITEMS = 100  # showdowns and drill items; the default set has 20, the largest 650
HEAVY_THREADS = 2  # of gunicorn's 4 per worker: half stay free for the other pages
GZIP_LEVEL = 6
RETRY_SECONDS = 5

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

    def get(self, key: Key, make: Callable[[], bytes], heavy: bool) -> Prepared:
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

    def _wait_or_make(self, key: Key, make: Callable[[], bytes], heavy: bool) -> Prepared:
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
                    prepared = prepare(make())
            else:
                prepared = prepare(make())
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
