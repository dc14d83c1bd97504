"""Hostile input at every entry point of the site: a Spanish 4xx, never a 500.

The routes come from ``app.url_map``, so a new route is fuzzed as soon as it exists. The
app re-raises unexpected exceptions (``RAISE_UNEXPECTED_ERRORS``): a bug fails the test
with its traceback instead of hiding behind the 500 page (see ``fuzz_checks.py``). The
JSON API gets its own hostile bodies in ``test_api_fuzz.py``. The bounds on counts, seeds
and amounts are checked by status (a 4xx means nothing big was computed), never by timing.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from typing import Any
from urllib.parse import quote, urlencode

import pytest
from flask import Flask
from helpers.fuzz import APP, FUZZ, HOSTILE_VALUES, LOOKALIKES, TEXT, assert_still_answers, check
from hypothesis import given
from hypothesis import strategies as st
from werkzeug.routing import Rule

from academy.practice.sets import QUERY_FIELDS
from academy.web import fields, tools
from academy.web.site import CONTENT_KEY
from academy.web.static_files import static_files_of

pytestmark = pytest.mark.slow  # fuzzing: every route and every form with hypothesis

METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH"]
PARAMETER = re.compile(r"<(?:[^:<>]+:)?([^<>]+)>")
RAW_SEGMENTS = [
    "..", "%2e%2e", "%2E%2E%2F..", "%00", "%FF", "%FF%FE", "%ED%A0%80", "%C0%AF", "%",
    "%zz", "%25", ";", "a;b=c", "%0d%0aX-Inyectada:%201", "%E2%80%AE", "~", ".", "%2F",
    "a" * 5000, "9" * 5000, "%41" * 2000, "%E2%99%A4" * 300,
]  # fmt: skip
VALUES = st.one_of(st.sampled_from(HOSTILE_VALUES), st.sampled_from(LOOKALIKES), TEXT)
RAW_QUERIES = ["&&", "=", "%FF=%FE", "a=%", "%ED%A0%80=1", "=%00", "x" * 3000 + "=1"]


RULES = sorted(APP.url_map.iter_rules(), key=lambda rule: rule.rule)
PAGES = [rule.rule for rule in RULES if not rule.arguments and "GET" in (rule.methods or ())] + [
    f"/lecciones/{lesson.slug}/" for lesson in APP.extensions[CONTENT_KEY].lessons
]
DEFAULT_QUERIES = {
    "/herramientas/lector/": tools.READER_DEFAULTS,
    "/herramientas/botes/": tools.POTS_DEFAULTS,
    "/herramientas/limites/": tools.LIMITS_DEFAULTS,
    "/instructores/": {"semilla": "7", "niveles": "1-2", "por_nivel": "2"},
}


@pytest.fixture(scope="module", autouse=True)
def still_answering() -> Iterator[None]:
    """After all the junk, the site still answers its home page."""
    yield
    assert_still_answers(APP.test_client())


@cache
def known_fields(app: Flask) -> list[str]:
    """Every query field a form of the site sends, and the ones the views read."""
    names = set(tools.POTS_DEFAULTS) | set(tools.LIMITS_DEFAULTS) | set(tools.READER_DEFAULTS)
    names |= set(fields.FIELD_NAMES) | set(QUERY_FIELDS)
    names |= {"nueva", "formato", "niveles"}
    names |= {
        f"{field}{row}"
        for field in ("name", "hole", "contributed", "folded")
        for row in range(0, tools.MAX_PLAYERS + 2)
    }
    names |= {f"p{number}" for number in range(0, 8)}
    client = app.test_client()
    for rule in app.url_map.iter_rules():
        if not rule.arguments and "GET" in (rule.methods or ()):
            page = client.get(rule.rule).get_data(as_text=True)
            names |= set(re.findall(r'\bname="([^"]+)"', page))
    return sorted(names - {"viewport", "description"})


def valid_segments(app: Flask) -> list[str]:
    """Path values the site does answer 200 to (so a fuzzed path is sometimes real)."""
    slugs = [lesson.slug for lesson in app.extensions[CONTENT_KEY].lessons]
    statics = sorted(static_files_of(app).assets)[:6]
    return [
        *slugs, *statics, "h1234-5-2026", "h12-3-42", "o123-2-7", "s1-1-0", "h4-1-0",
        "0", "1", "2", "3", "4", "a", "b", "c", "d", "json", "csv", "moodle", "gift", "html",
    ]  # fmt: skip


def segment(valid: list[str]) -> st.SearchStrategy[str]:
    """One path segment, already %-encoded (or deliberately not)."""
    return st.one_of(
        st.sampled_from(valid),
        st.sampled_from(RAW_SEGMENTS),
        st.sampled_from(LOOKALIKES).map(lambda s: quote(s, safe="")),
        TEXT.map(lambda s: quote(s, safe="")),
        st.integers(min_value=-(10**30), max_value=10**30).map(str),
    )


def query_string(fields: list[str]) -> st.SearchStrategy[str]:
    key = st.one_of(st.sampled_from(fields), st.sampled_from(fields), TEXT)
    pairs = st.lists(st.tuples(key, VALUES), max_size=12)
    raw = st.lists(st.sampled_from(RAW_QUERIES), max_size=2)
    return st.builds(lambda p, r: "&".join([urlencode(p), *r]).strip("&"), pairs, raw)


def request_body() -> st.SearchStrategy[dict[str, Any]]:
    return st.one_of(
        st.just({}),
        st.dictionaries(TEXT, VALUES, max_size=5).map(lambda form: {"data": form}),
        st.binary(max_size=200).map(
            lambda raw: {"data": raw, "content_type": "application/octet-stream"}
        ),
        st.sampled_from(['{"a": 1}', "[", "{}", "null", '"\\ud800"']).map(
            lambda raw: {"data": raw, "content_type": "application/json"}
        ),
    )


def page_fields(path: str) -> list[str]:
    """The fields the form of ``path`` sends (every known field if it has no form)."""
    page = APP.test_client().get(path).get_data(as_text=True)
    found = set(re.findall(r'\bname="([^"]+)"', page)) - {"viewport", "description", "htmx-config"}
    return sorted(found) or known_fields(APP)


def fuzz_headers() -> st.SearchStrategy[dict[str, str]]:
    return st.fixed_dictionaries(
        {},
        optional={
            "HX-Request": st.sampled_from(["true", "true", "false", "", "\x7f"]),
            "HX-History-Restore-Request": st.just("true"),
            "HX-Current-URL": st.sampled_from(["%FF", "http://otro/", "x" * 2000]),
            "Accept-Encoding": st.sampled_from(["gzip", "gzip;q=0", "gzip;q=nan", "*"]),
            "If-None-Match": st.sampled_from(['"x"', "*", 'W/"', '"' * 500]),
            "Range": st.sampled_from(["bytes=0-1", "bytes=99999999999999999999-", "x"]),
        },
    )


@pytest.mark.parametrize("rule", RULES, ids=lambda rule: f"{rule.endpoint}")
@FUZZ
@given(data=st.data())
def test_every_route_with_junk_path_query_method_and_body(rule: Rule, data: Any) -> None:
    """Each rule of ``app.url_map``: parameters replaced by junk, any method, any body."""
    valid = valid_segments(APP)
    path = PARAMETER.sub(lambda _: data.draw(segment(valid), label="segment"), rule.rule)
    if data.draw(st.integers(0, 4), label="extra segment") == 0:
        path += data.draw(segment(valid), label="extra") + "/"
    query = data.draw(query_string(known_fields(APP)), label="query")
    method = data.draw(st.sampled_from(METHODS), label="method")
    headers = data.draw(fuzz_headers(), label="headers")
    body = data.draw(request_body(), label="body") if method != "GET" else {}
    url = f"{path}?{query}" if query else path
    response = APP.test_client().open(url, method=method, headers=headers, **body)
    check(response, method, path, fragment=headers.get("HX-Request") == "true")


@pytest.mark.parametrize("path", PAGES)
@FUZZ
@given(data=st.data())
def test_every_page_with_hostile_values_in_its_own_fields(path: str, data: Any) -> None:
    """The fields a page's form sends (read from the page), with hostile values; half the
    time over the form's defaults, so the other fields are valid and the junk gets far."""
    fields = page_fields(path)
    key = st.one_of(st.sampled_from(fields), st.sampled_from(fields), TEXT)
    query: dict[str, str] = {}
    if data.draw(st.booleans(), label="from defaults"):
        query.update(DEFAULT_QUERIES.get(path, {}))
    query.update(data.draw(st.dictionaries(key, VALUES, max_size=6), label="changed"))
    repeated = data.draw(st.lists(st.tuples(st.sampled_from(fields), VALUES), max_size=3))
    hx = data.draw(st.booleans(), label="htmx")
    url = f"{path}?{urlencode([*query.items(), *repeated])}"
    response = APP.test_client().get(url, headers={"HX-Request": "true"} if hx else {})
    check(response, "GET", path, fragment=hx)
    assert response.status_code in (200, 301, 302, 303, 400, 404, 422), response.status_code


def test_the_fuzzer_reads_the_fields_of_every_form() -> None:
    """The fields come from the rendered pages, so a new form field is fuzzed too."""
    assert {"semilla", "niveles", "por_nivel", "variante"} <= set(page_fields("/instructores/"))
    assert {"ciega_grande", "stack", "subidas", "calle"} <= set(
        page_fields("/herramientas/limites/")
    )
    assert {"nombre8", "fichas8", "retirado8"} <= set(page_fields("/herramientas/botes/"))
    assert {"comision", "tope", "sin_flop"} <= set(page_fields("/herramientas/botes/"))
    assert {"p1", "p2"} <= set(page_fields(PAGES[-1]))
    assert {"niveles", "variante"} <= set(page_fields("/practica/"))  # «Elige tu práctica»


HUGE = str(10**100)
BOUNDS = [
    # A 4xx, not a long computation: nothing this big is ever dealt or settled.
    ("/practica/?semilla=" + HUGE, 400),
    ("/practica/?semilla=-1", 400),
    ("/practica/?por_nivel=1000000000", 400),
    ("/practica/?por_nivel=51", 400),
    ("/practica/?por_nivel=0", 400),
    ("/practica/?niveles=1-1000000000", 400),
    ("/practica/?niveles=" + ",".join(["1"] * 1000), 400),
    ("/practica/h1234-5-" + HUGE + "/1/0/", 404),
    ("/practica/h1234-5-9223372036854775808/1/0/", 404),
    ("/practica/h1234-99-1/1/0/", 404),
    ("/practica/h1234-1000000000-1/1/0/", 404),
    ("/practica/h1234-5-1/1/1000000000/", 404),
    ("/practica/h1234-5-1/1/" + HUGE + "/", 404),
    ("/practica/h1234-5-1/1000000000/0/", 404),
    ("/practica/h1234-5-1/1/5/", 404),
    ("/practica/h1234-5-1/1/0/z/", 404),
    ("/practica/h1234-5-1/1/٣/", 404),  # one address per showdown: not ٣, not 03
    ("/practica/h1234-5-1/1/03/", 404),
    ("/practica/h1234-5-1/%EF%BC%91/0/", 404),
    ("/instructores/?semilla=" + HUGE, 422),
    ("/instructores/?por_nivel=1000000000", 422),
    ("/instructores/?niveles=1&niveles=5", 422),
    ("/instructores/ficha/?por_nivel=1000000000", 400),
    ("/instructores/solucionario/?semilla=" + HUGE, 400),
    ("/instructores/descargar/moodle/?por_nivel=51", 400),
    ("/herramientas/limites/?estructura=no_limit&ciega_grande=" + "1" + "0" * 30, 422),
    ("/herramientas/limites/?" + urlencode({**tools.LIMITS_DEFAULTS, "stack": 10**30}), 422),
    ("/herramientas/limites/?" + urlencode({**tools.LIMITS_DEFAULTS, "bote": 10**10}), 422),
    (
        "/herramientas/limites/?"
        + urlencode(
            {
                **tools.LIMITS_DEFAULTS,
                "estructura": "fixed_limit",
                "apuesta_pequena": "5",
                "apuesta_grande": "10",
                "calle": "flop",
                "subidas": 10**9,
            }
        ),
        422,
    ),  # fmt: skip
    ("/herramientas/botes/?" + urlencode({**tools.POTS_DEFAULTS, "fichas1": 10**30}), 422),
    (
        "/herramientas/botes/?" + urlencode({**tools.POTS_DEFAULTS, "fichas2": "9" * 5000}),
        422,
    ),  # fmt: skip
    ("/herramientas/botes/?" + urlencode({**tools.POTS_DEFAULTS, "nombre1": "n" * 5000}), 422),
    (
        "/herramientas/botes/?"
        + urlencode({**tools.POTS_DEFAULTS, "comision": "5", "tope": 10**30}),
        422,
    ),  # fmt: skip
    (
        "/herramientas/botes/?" + urlencode({**tools.POTS_DEFAULTS, "comision": "9" * 5000}),
        422,
    ),  # fmt: skip
    ("/herramientas/lector/?" + urlencode({"mano": "Kh " * 2000, "mesa": "2c"}), 422),
    ("/lecciones/primera/?p1=" + "9" * 5000, 400),
    ("/lecciones/primera/?p1=²", 400),
    ("/lecciones/primera/?p1=٣", 400),
    ("/lecciones/" + "a" * 10_000 + "/", 404),
]


@pytest.mark.parametrize(("url", "status"), BOUNDS, ids=[url[:60] for url, _ in BOUNDS])
def test_counts_seeds_and_amounts_are_bounded(url: str, status: int) -> None:
    for hx in (False, True):
        response = APP.test_client().get(url, headers={"HX-Request": "true"} if hx else {})
        check(response, "GET", url.partition("?")[0], fragment=hx)
        assert response.status_code == status
