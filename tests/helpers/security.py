"""The checks behind tests/test_security.py: security headers, CSP, inline code in HTML,
and a crawler that reaches every route of the app through the links of its pages."""

from __future__ import annotations

import re
from collections import deque
from html.parser import HTMLParser
from typing import Any
from urllib.parse import urlsplit

from flask import Flask
from flask.testing import FlaskClient
from werkzeug.exceptions import MethodNotAllowed, NotFound
from werkzeug.routing import RequestRedirect
from werkzeug.test import TestResponse
from werkzeug.wrappers import Response

SAMPLES_PER_RULE = 8  # every lesson; a few of each practice route; every static file
FETCHED_ASSETS = ("stylesheet", "icon", "preload", "modulepreload", "prefetch", "manifest")
EXTERNAL = re.compile(r"^\s*(https?:|//)", re.IGNORECASE)
HASHED = re.compile(r"\.[0-9a-f]{8,}(?=\.\w+$)")


# A valid body for the API, sent by the security and privacy tests.
SPEC = {
    "variant": "holdem",
    "board": "Kc Jd 9s 5h 2c",
    "players": [
        {"name": "A", "hole": "Kh Kd", "contributed": 50},
        {"name": "B", "hole": "Jc Jh", "contributed": 120},
    ],
}


def csp_problems(policy: str) -> list[str]:
    """What is wrong with a Content-Security-Policy value (empty list: nothing)."""
    directives: dict[str, list[str]] = {}
    for part in policy.split(";"):
        if part.strip():
            name, *sources = part.split()
            directives[name.lower()] = sources
    problems = [
        f"{name} should be {' '.join(want)}"
        for name, want in (
            ("default-src", ["'self'"]),
            ("object-src", ["'none'"]),
            ("frame-ancestors", ["'none'"]),
        )
        if directives.get(name) != want
    ]
    if directives.get("base-uri") not in (["'none'"], ["'self'"]):
        problems.append("base-uri should be 'none' or 'self'")
    for name, sources in directives.items():
        allowed = {"'self'", "'none'"} | ({"data:"} if name in ("img-src", "font-src") else set())
        problems += [f"{name} allows {source}" for source in sources if source not in allowed]
    return problems


def header_problems(response: Response) -> list[str]:
    """Missing or weak security headers, and any cookie."""
    headers = response.headers
    problems = csp_problems(headers.get("Content-Security-Policy", "default-src *"))
    if headers.get("X-Content-Type-Options") != "nosniff":
        problems.append("no X-Content-Type-Options: nosniff")
    if headers.get("Referrer-Policy") not in ("no-referrer", "same-origin", "strict-origin"):
        problems.append(f"Referrer-Policy {headers.get('Referrer-Policy')!r}")
    if "Set-Cookie" in headers:
        problems.append("Set-Cookie")
    return problems


class _InlineCode(HTMLParser):
    """Collects inline code, inline styles and external assets of one HTML document."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.problems: list[str] = []
        self._open: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {name: value or "" for name, value in attrs}
        for name, value in values.items():
            if name == "style" or name.startswith(("on", "hx-on")):
                self.problems.append(f"<{tag} {name}=…>")
            if value.strip().lower().startswith("javascript:"):
                self.problems.append(f"<{tag} {name}=javascript:…>")
        if tag in ("style", "iframe", "object", "embed"):
            self.problems.append(f"<{tag}>")
        assets = []
        if tag in ("script", "img", "source", "audio", "video", "input"):
            assets = [values.get("src", ""), values.get("srcset", "")]
        elif tag == "link" and set(values.get("rel", "").lower().split()) & set(FETCHED_ASSETS):
            assets = [values.get("href", "")]
        self.problems += [f"<{tag}> loads {url}" for url in assets if EXTERNAL.match(url)]
        if tag == "script":
            if not values.get("src"):
                self.problems.append("<script> without src")
            self._open = "script"

    def handle_endtag(self, tag: str) -> None:
        if tag == "script":
            self._open = None

    def handle_data(self, data: str) -> None:
        if self._open == "script" and data.strip():
            self.problems.append(f"inline script {data.strip()[:30]!r}")


def html_problems(html: str) -> list[str]:
    """Inline scripts, styles and handlers, and scripts, styles or images from elsewhere."""
    parser = _InlineCode()
    parser.feed(html)
    parser.close()
    return parser.problems


class _Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.links: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if value and name in ("href", "src", "hx-get") or (name == "action" and tag == "form"):
                self.links.append(value or "")


def crawl(client: FlaskClient, app: Flask) -> dict[str, list[str]]:
    """Up to SAMPLES_PER_RULE same-site URLs per endpoint (every static file), reached by
    following links from the home page."""
    adapter = app.url_map.bind("localhost")
    samples: dict[str, list[str]] = {}
    queue, seen = deque(["/"]), {"/"}
    while queue:
        url = queue.popleft()
        parts = urlsplit(url)
        try:
            endpoint, _ = adapter.match(parts.path, method="GET")
        except (NotFound, MethodNotAllowed, RequestRedirect):
            continue
        if len(samples.setdefault(endpoint, [])) >= SAMPLES_PER_RULE and endpoint != "static":
            continue
        samples[endpoint].append(url)
        response = client.get(url)
        if response.mimetype != "text/html" or endpoint == "static":
            continue
        parser = _Links()
        parser.feed(response.get_data(as_text=True))
        for link in parser.links:
            target = urlsplit(link)
            if target.scheme or target.netloc or not target.path.startswith("/"):
                continue
            found = target.path + (f"?{target.query}" if target.query else "")
            if found not in seen:
                seen.add(found)
                queue.append(found)
    for url in list(samples.get("static", [])):  # the plain name answers too
        if HASHED.search(url):
            samples["static"].append(HASHED.sub("", url))
    return samples


def send(client: FlaskClient, method: str, url: str, body: Any) -> TestResponse:
    if isinstance(body, dict):
        return client.open(url, method=method, json=body)
    return client.open(url, method=method, data=body, content_type="application/json")
