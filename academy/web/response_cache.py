"""A bounded in-memory cache of finished answers, in front of the Flask app (WSGI).

Every page is a pure function of its request: the lessons, the practice showdowns of a
seeded set and the tool results are the same bytes for everyone. So the finished answer
of a GET (headers, ETag and gzip included) can be kept and sent again without running
Flask at all. Only an answer that says it may be kept is stored:

- status 200 with an ``ETag``, no ``Set-Cookie``, ``Cache-Control`` without ``no-store``
  or ``private`` (a random answer, such as a fresh seed, says ``no-store``);
- ``Vary`` naming only headers that are part of the key below.

The key is what the answer can depend on: scheme, host (the instructors' class link holds
it), path, query, and the ``HX-Request``, ``HX-History-Restore-Request`` and
``Accept-Encoding`` headers. A stored answer is dropped least-recently-used first, within
``max_entries`` and ``max_bytes``; nothing about the visitor is ever kept.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the WSGI types of the standard library's stubs (PEP 3333)
    from _typeshed.wsgi import StartResponse
    from _typeshed.wsgi import WSGIApplication as WsgiApp
    from _typeshed.wsgi import WSGIEnvironment as Environ
Key = tuple[str, ...]


@dataclass
class Answer:
    """The status and headers the app started its answer with (none yet: empty)."""

    status: str = ""
    headers: list[tuple[str, str]] = field(default_factory=list)


KEY_HEADERS = ("HTTP_HX_REQUEST", "HTTP_HX_HISTORY_RESTORE_REQUEST", "HTTP_ACCEPT_ENCODING")
VARY_ALLOWED = {"hx-request", "hx-history-restore-request", "accept-encoding"}
MAX_KEY_LENGTH = 2048
DROPPED_ON_REUSE = {"date"}  # the server adds a fresh one
NOT_IN_304 = {"content-length", "content-type", "content-encoding"}


@dataclass(frozen=True, slots=True)
class Entry:
    status: str
    headers: list[tuple[str, str]]
    body: bytes
    etag: str


class ResponseCache:
    """WSGI middleware: serve a stored answer, or run ``app`` and store what may be kept."""

    def __init__(
        self, app: WsgiApp, max_entries: int = 4096, max_bytes: int = 64 * 1024 * 1024
    ) -> None:
        self.app = app
        self.max_entries = max_entries
        self.max_bytes = max_bytes
        self.entries: OrderedDict[Key, Entry] = OrderedDict()
        self.size = 0
        self.lock = threading.Lock()
        self.hits = 0

    def __call__(self, environ: Environ, start_response: StartResponse) -> Iterable[bytes]:
        key = _key(environ)
        if key is None or self.max_entries == 0:
            return self.app(environ, start_response)
        with self.lock:
            entry = self.entries.get(key)
            if entry is not None:
                self.entries.move_to_end(key)
                self.hits += 1
        if entry is not None:
            return _replay(entry, environ, start_response)
        return self._run_and_store(key, environ, start_response)

    def _run_and_store(
        self, key: Key, environ: Environ, start_response: StartResponse
    ) -> Iterable[bytes]:
        answer = Answer()

        def recording_start(status: str, headers: list[tuple[str, str]], *rest: Any) -> Any:
            answer.status, answer.headers = status, headers
            return start_response(status, headers, *rest)

        chunks = self.app(environ, recording_start)
        try:
            body = b"".join(chunks)
        finally:
            close = getattr(chunks, "close", None)
            if close is not None:
                close()
        entry = _storable(answer.status, answer.headers, body)
        if entry is not None:
            self._store(key, entry)
        return [body]

    def _store(self, key: Key, entry: Entry) -> None:
        size = _size(key, entry)
        if size > self.max_bytes // 16:
            return  # one huge answer must not push out everything else
        with self.lock:
            if key in self.entries:
                return
            self.entries[key] = entry
            self.size += size
            while len(self.entries) > self.max_entries or self.size > self.max_bytes:
                old_key, old = self.entries.popitem(last=False)
                self.size -= _size(old_key, old)


def _size(key: Key, entry: Entry) -> int:
    return len(entry.body) + sum(len(part) for part in key)


def _key(environ: Environ) -> Key | None:
    if environ.get("REQUEST_METHOD") != "GET":
        return None
    query = environ.get("QUERY_STRING", "")
    path = environ.get("SCRIPT_NAME", "") + environ.get("PATH_INFO", "")
    if len(path) + len(query) > MAX_KEY_LENGTH:
        return None
    fixed = (environ.get("wsgi.url_scheme", ""), environ.get("HTTP_HOST", ""), path, query)
    return fixed + tuple(environ.get(name, "") for name in KEY_HEADERS)


def _storable(status: str, headers: list[tuple[str, str]], body: bytes) -> Entry | None:
    named = {name.lower(): value for name, value in headers}
    cache_control = named.get("cache-control", "")
    vary = {v.strip().lower() for v in named.get("vary", "").split(",") if v.strip()}
    if (
        not status.startswith("200 ")
        or "etag" not in named
        or "set-cookie" in named
        or "no-store" in cache_control
        or "private" in cache_control
        or not vary <= VARY_ALLOWED
    ):
        return None
    kept = [(n, v) for n, v in headers if n.lower() not in DROPPED_ON_REUSE]
    return Entry(status, kept, body, named["etag"])


def _replay(entry: Entry, environ: Environ, start_response: StartResponse) -> list[bytes]:
    """The stored answer, or a bodyless 304 when the client already holds it."""
    wanted = environ.get("HTTP_IF_NONE_MATCH", "")
    tags = {tag.strip().removeprefix("W/") for tag in wanted.split(",")}
    if "*" in tags or entry.etag.removeprefix("W/") in tags:
        headers = [(n, v) for n, v in entry.headers if n.lower() not in NOT_IN_304]
        start_response("304 Not Modified", headers)
        return []
    start_response(entry.status, list(entry.headers))
    return [entry.body]
