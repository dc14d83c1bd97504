"""Security review as tests: headers on every answer, no cookies, no inline code, no logs or
files with the learner's data.

Every route of ``app.url_map`` is reached with real arguments: the site is crawled from
its home page (lesson slugs, practice codes, download formats and the content-hashed
static names all come from the HTML), then each URL is asked again as an htmx fragment,
with HEAD, OPTIONS, gzip and ``If-None-Match``. Error pages and redirects are added by hand.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from flask import Flask, request
from flask.testing import FlaskClient
from helpers.security import SPEC, csp_problems, header_problems, html_problems, send
from werkzeug.test import TestResponse
from werkzeug.wrappers import Response

from academy.content import Content
from academy.web import create_app

# Routes whose only answer is a redirect of their own (not Werkzeug's added slash).
ROUTE_REDIRECTS = {"/profesores/"}
BY_HAND = [  # (method, url, body or None, expected status)
    ("GET", "/no-existe/", None, 404),
    ("GET", "/lecciones/no-existe/", None, 404),
    ("GET", "/static/no-existe.css", None, 404),
    ("GET", "/practica/zzz/1/0/", None, 404),
    ("GET", "/practica/?semilla=abc", None, 400),
    ("GET", "/instructores/ficha/?semilla=abc", None, 400),
    ("GET", "/instructores/?semilla=abc", None, 422),
    ("GET", "/instructores/descargar/serie-h1234-5-2026.gift.txt", None, 200),
    ("GET", "/instructores/descargar/serie-h9-5-2026.gift.txt", None, 404),
    ("GET", "/herramientas/lector/?mano=Zz", None, 422),
    ("POST", "/", None, 405),
    ("GET", "/api/showdown", None, 405),
    ("POST", "/api/showdown", "{", 400),
    ("POST", "/api/showdown", SPEC, 200),
    ("POST", "/api/showdown", "x" * (200 * 1024), 413),
    ("GET", "/fuentes", None, 308),
    ("GET", "/lecciones/glosario/", None, 301),
    ("GET", "/profesores/", None, 301),
    ("GET", "/practica/nueva/", None, 302),
    ("GET", "/instructores/?nueva=1", None, 303),
    (
        "GET",
        "/instructores/resultados/descargar/resultados-clase.csv?codigos=h1-1-1.a.uo943n",
        None,
        200,
    ),
    ("OPTIONS", "/api/showdown", None, 200),
]


def variants(client: FlaskClient, url: str) -> Iterator[tuple[str, TestResponse]]:
    """The answers to one URL: page, htmx fragment, gzip, HEAD, OPTIONS and 304."""
    page = client.get(url)
    yield f"GET {url}", page
    yield f"GET {url} (htmx)", client.get(url, headers={"HX-Request": "true"})
    yield f"GET {url} (gzip)", client.get(url, headers={"Accept-Encoding": "gzip"})
    yield f"HEAD {url}", client.head(url)
    yield f"OPTIONS {url}", client.options(url)
    if page.status_code == 200 and page.headers.get("ETag"):
        again = client.get(url, headers={"If-None-Match": page.headers["ETag"]})
        assert again.status_code == 304, url
        yield f"GET {url} (If-None-Match)", again


def test_every_route_is_reached(site_app: Flask, crawled: dict[str, list[str]]) -> None:
    adapter = site_app.url_map.bind("localhost")
    by_hand = {
        adapter.match(url, method)[0]
        for method, url, _, status in BY_HAND
        if status < 300 or url in ROUTE_REDIRECTS
    }
    reached = set(crawled) | by_hand  # the API is only POSTed to, by hand
    missing = sorted({rule.endpoint for rule in site_app.url_map.iter_rules()} - reached)
    assert missing == [], f"no page links to {missing}: add an example URL"


def test_every_answer_has_the_headers_and_no_cookie(
    site_app: Flask, crawled: dict[str, list[str]]
) -> None:
    client = site_app.test_client()
    problems, count = [], 0
    for urls in crawled.values():
        for url in urls:
            for where, response in variants(client, url):
                count += 1
                problems += [f"{where}: {p}" for p in header_problems(response)]
    assert count > 100
    assert problems == []


@pytest.mark.parametrize(("method", "url", "body", "status"), BY_HAND)
def test_errors_and_redirects_have_the_headers(
    site_app: Flask, method: str, url: str, body: Any, status: int
) -> None:
    response = send(site_app.test_client(), method, url, body)
    assert response.status_code == status
    assert header_problems(response) == []
    if response.mimetype == "text/html":
        assert html_problems(response.get_data(as_text=True)) == []


def test_error_pages_of_the_app_itself_have_the_headers(site_content: Content) -> None:
    """A bug (500, no details shown) and a form over MAX_BODY (413, an HTML page), on
    routes added here: no route of the site reads a form body."""
    app = create_app({"CONTENT": site_content})

    @app.get("/__fallo__/")
    def broken() -> str:
        raise RuntimeError("detalle-interno-7f3a")

    @app.post("/__formulario__/")
    def form() -> str:
        return str(len(request.form))

    client = app.test_client()
    app.logger.disabled = True  # the logged traceback is expected here
    try:
        failed = client.get("/__fallo__/")
    finally:
        app.logger.disabled = False
    too_large = client.post("/__formulario__/", data={"campo": "x" * (200 * 1024)})
    assert (failed.status_code, too_large.status_code) == (500, 413)
    for response in (failed, too_large):
        assert header_problems(response) == []
        assert html_problems(response.get_data(as_text=True)) == []
        assert "Traceback" not in response.get_data(as_text=True)
    assert "detalle-interno-7f3a" not in failed.get_data(as_text=True)


def test_no_page_has_inline_code_or_external_assets(
    site_app: Flask, crawled: dict[str, list[str]]
) -> None:
    client = site_app.test_client()
    problems, pages = [], 0
    for url in (url for urls in crawled.values() for url in urls):
        for headers in ({}, {"HX-Request": "true"}):
            response = client.get(url, headers=headers)
            if response.headers.get("Content-Disposition", "").startswith("attachment"):
                continue  # a downloaded file (the printable worksheet), opened outside the site
            if response.mimetype == "text/html":
                pages += 1
                problems += [f"{url}: {p}" for p in html_problems(response.get_data(as_text=True))]
    assert pages > 30
    assert problems == []


@pytest.mark.parametrize(
    ("html", "problem"),
    [
        ("<script>alert(1)</script>", "inline script 'alert(1)'"),
        ('<p style="color:red">x</p>', "<p style=…>"),
        ('<button onclick="go()">x</button>', "<button onclick=…>"),
        ('<a href="javascript:go()">x</a>', "<a href=javascript:…>"),
        ("<style>p{}</style>", "<style>"),
        (
            '<script src="https://cdn.example/x.js"></script>',
            "<script> loads https://cdn.example/x.js",
        ),
        ('<link rel="stylesheet" href="//cdn.example/x.css">', "<link> loads //cdn.example/x.css"),
        ('<img src="http://example.com/a.png" alt="">', "<img> loads http://example.com/a.png"),
    ],
)
def test_html_check_finds_each_problem(html: str, problem: str) -> None:
    assert problem in html_problems(f"<!doctype html><html lang=es><body>{html}</body></html>")


def test_html_check_accepts_own_assets_and_outside_links() -> None:
    html = (
        '<link rel="stylesheet" href="/static/css/a.css"><script src="/static/a.js" defer>'
        '</script><a href="https://example.com/reglas">reglas</a><img src="/static/i.svg" alt="">'
    )
    assert html_problems(html) == []


@pytest.mark.parametrize(
    ("policy", "problem"),
    [
        (
            "default-src 'self'; script-src 'self' 'unsafe-inline'",
            "script-src allows 'unsafe-inline'",
        ),
        ("default-src 'self'; script-src 'unsafe-eval'", "script-src allows 'unsafe-eval'"),
        (
            "default-src 'self'; object-src 'none'; base-uri 'none'",
            "frame-ancestors should be 'none'",
        ),
        ("default-src *; object-src 'none'", "default-src should be 'self'"),
        ("default-src 'self'; img-src https://cdn.example", "img-src allows https://cdn.example"),
    ],
)
def test_csp_check_finds_each_problem(policy: str, problem: str) -> None:
    assert problem in csp_problems(policy)


def test_header_check_finds_each_problem() -> None:
    bare = Response("x")
    bare.set_cookie("serie", "1")
    assert header_problems(bare) == [
        "default-src should be 'self'",
        "object-src should be 'none'",
        "frame-ancestors should be 'none'",
        "base-uri should be 'none' or 'self'",
        "default-src allows *",
        "no X-Content-Type-Options: nosniff",
        "Referrer-Policy None",
        "Set-Cookie",
    ]


def test_no_session_can_be_signed(site_app: Flask) -> None:
    assert site_app.secret_key is None  # so Flask cannot set a session cookie
