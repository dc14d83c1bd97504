"""The response cache: a stored answer is byte for byte the one Flask would give."""

from __future__ import annotations

from flask import Flask, Response
from flask.testing import FlaskClient
from helpers.web import rendered_templates

from academy.content import Content
from academy.web import CACHE_KEY, SECURITY_HEADERS, create_app
from academy.web.response_cache import ResponseCache

GZIP = {"Accept-Encoding": "gzip"}
HTMX = {"HX-Request": "true"}
REQUESTS = [
    ("/", {}),
    ("/", GZIP),
    ("/lecciones/primera/", GZIP),
    ("/glosario/", {}),
    ("/practica/", HTMX),
    ("/practica/h1234-5-2026/3/2/fragmento/", HTMX),
    ("/practica/h1234-5-2026/1/1/a/fragmento/", {**HTMX, **GZIP}),
    ("/practica/h1234-5-2026/4/4/b/", {}),
    ("/herramientas/lector/?variante=holdem&mano=Kh+Kd&mesa=Kc+Jd+9s+5h+2c", HTMX),
    ("/herramientas/lector/?variante=holdem&mano=Kh+Kd&mesa=Kc+Jd+9s+5h+2c", {}),
    ("/instructores/?semilla=7&niveles=1-2&por_nivel=3", GZIP),
    ("/static/css/site.css", {}),
]


def cache_of(app: Flask) -> ResponseCache:
    cache: ResponseCache = app.extensions[CACHE_KEY]
    return cache


def answer(client: FlaskClient, path: str, headers: dict[str, str]) -> tuple[object, ...]:
    response = client.get(path, headers=headers)
    kept = sorted((n, v) for n, v in response.headers.items() if n != "Date")
    return response.status, kept, response.get_data()


def test_a_stored_answer_is_the_answer_flask_gives(fixture_content: Content) -> None:
    plain = create_app({"CONTENT": fixture_content, "RESPONSE_CACHE_ENTRIES": 0}).test_client()
    app = create_app({"CONTENT": fixture_content})
    cached = app.test_client()
    for path, headers in REQUESTS:
        expected = answer(plain, path, headers)
        assert answer(cached, path, headers) == expected  # stored now
        hits = cache_of(app).hits
        assert answer(cached, path, headers) == expected, path  # replayed
        assert cache_of(app).hits == hits + 1, path


def test_a_replayed_answer_runs_no_template(app: Flask, client: FlaskClient) -> None:
    client.get("/lecciones/primera/")
    with rendered_templates(app) as rendered:
        response = client.get("/lecciones/primera/")
    assert response.status_code == 200 and rendered == []
    with rendered_templates(app) as rendered:
        client.get("/lecciones/primera/", headers=HTMX)  # another key: rendered
    assert rendered


def test_an_unchanged_answer_is_a_304_from_the_cache(app: Flask, client: FlaskClient) -> None:
    etag = client.get("/practica/", headers=GZIP).headers["ETag"]
    for wanted in (etag, f'"otra", {etag}', f"W/{etag}", "*"):
        again = client.get("/practica/", headers={**GZIP, "If-None-Match": wanted})
        assert again.status_code == 304 and again.get_data() == b""
        assert again.headers["ETag"] == etag and "Content-Type" not in again.headers
        for name in SECURITY_HEADERS:
            assert name in again.headers
    assert cache_of(app).hits == 4
    stale = client.get("/practica/", headers={**GZIP, "If-None-Match": '"otra"'})
    assert stale.status_code == 200 and stale.get_data()


def test_the_host_is_part_of_the_key(client: FlaskClient) -> None:
    path = "/instructores/?semilla=7&niveles=1&por_nivel=2"
    one = client.get(path, base_url="http://uno.example").get_data(as_text=True)
    two = client.get(path, base_url="https://dos.example").get_data(as_text=True)
    assert "http://uno.example/practica/?" in one and "https://dos.example/practica/?" in two


def test_what_must_not_be_kept_is_not_kept(app: Flask, client: FlaskClient) -> None:
    seeds = {
        client.get("/instructores/?nueva=1", headers=HTMX).headers["HX-Push-Url"] for _ in range(5)
    }
    assert len(seeds) > 1  # a fresh seed every time (five equal draws: one in 10**24)
    client.get("/practica/nueva/")
    client.get("/no-existe/")
    client.get("/herramientas/lector/?mano=Zz")  # 4xx
    client.post("/api/showdown", json={"players": []})
    client.head("/glosario/")
    client.get("/glosario/?" + "x=1&" * 600)  # a key too long to keep
    assert not cache_of(app).entries


def test_an_answer_that_varies_on_another_header_is_not_kept(app: Flask) -> None:
    @app.get("/prueba-vary/")
    def varies() -> Response:
        response = Response("x" * 100)
        response.vary.add("User-Agent")
        return response

    app.test_client().get("/prueba-vary/")
    assert not cache_of(app).entries


def test_the_cache_keeps_within_its_bounds(fixture_content: Content) -> None:
    app = create_app({"CONTENT": fixture_content, "RESPONSE_CACHE_ENTRIES": 3})
    client = app.test_client()
    for path in ("/", "/glosario/", "/fuentes/", "/practica/", "/lecciones/primera/"):
        client.get(path)
    cache = cache_of(app)
    assert [key[2] for key in cache.entries] == ["/fuentes/", "/practica/", "/lecciones/primera/"]
    assert cache.size == sum(
        len(entry.body) + sum(map(len, key)) for key, entry in cache.entries.items()
    )
    # an answer fragment is 13-18 KB: each fits (under max_bytes / 16), not all twenty
    small = ResponseCache(app.wsgi_app, max_entries=100, max_bytes=300_000)
    app.wsgi_app = small  # type: ignore[method-assign]
    for index in range(20):
        client.get(f"/practica/h1234-5-2026/1/{index % 5}/{'abcd'[index // 5]}/fragmento/")
    assert 0 < len(small.entries) < 20 and small.size <= 300_000
