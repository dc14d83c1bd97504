"""Hostile input at every entry point of the site: a Spanish 4xx, never a 500.

The routes come from ``app.url_map``, so a new route is fuzzed as soon as it exists. The
app re-raises unexpected exceptions (``RAISE_UNEXPECTED_ERRORS``): a bug fails the test
with its traceback instead of hiding behind the 500 page. The JSON API gets its own list
of hostile bodies below; the bounds on counts, seeds and amounts are checked by status
(a 4xx means nothing big was computed), never by timing.
"""

from __future__ import annotations

import gzip
import json
import re
from collections.abc import Iterator
from functools import cache
from typing import Any
from urllib.parse import quote, urlencode

import pytest
from conftest import FIXTURE_CONTENT
from flask import Flask
from flask.testing import FlaskClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from werkzeug.routing import Rule
from werkzeug.test import TestResponse

from academy.content import load_content
from academy.practice.sets import QUERY_FIELDS
from academy.web import SECURITY_HEADERS, create_app, instructors, tools
from academy.web.api import MAX_BODY
from academy.web.site import CONTENT_KEY
from academy.web.static_files import STATIC_KEY

FUZZ = settings(
    max_examples=40,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH"]
PARAMETER = re.compile(r"<(?:[^:<>]+:)?([^<>]+)>")
SPANISH = re.compile(r"[áéíóúñ¿¡«»]|\b(de|la|el|los|las|un|una|no|es|en|debe|hay)\b", re.I)
ENGLISH = re.compile(
    r"\b(the|request(ed)?|server|browser|invalid|allowed|found|could|please|method|sent|"
    r"understand|exceeds|traceback|exception)\b",
    re.I,
)
MESSAGE = re.compile(r'<(section|div)[^>]*(class="error-page"|role="alert")[^>]*>(.*?)</\1>', re.S)
TAG = re.compile(r"<[^>]+>")

# Unicode look-alikes of the suits and ranks, fullwidth letters, combining and invisible
# marks, other scripts' digits: none of them is a card or a number to the site.
LOOKALIKES = [
    "♤", "♡", "♢", "♧", "♠️", "♥︎", "Ｋ♥", "Ｋｈ Ｋｄ", "K\u0301h", "K\u200bh", "ℎ", "𝐊h",
    "10♥\u20e0", "٣", "①", "²", "Ⅻ", "１２", "۵۰", "🂡", "\u202eKh", "K\u0000h", "Kh\x7f",
]  # fmt: skip
RAW_SEGMENTS = [
    "..", "%2e%2e", "%2E%2E%2F..", "%00", "%FF", "%FF%FE", "%ED%A0%80", "%C0%AF", "%",
    "%zz", "%25", ";", "a;b=c", "%0d%0aX-Inyectada:%201", "%E2%80%AE", "~", ".", "%2F",
    "a" * 5000, "9" * 5000, "%41" * 2000, "%E2%99%A4" * 300,
]  # fmt: skip
HOSTILE_VALUES = [
    "", " ", "0", "-0", "-1", "1", "2", "4", "5", "10", "150", "1e5", "0x10", "1_000",
    "10" + "0" * 30, "9" * 25, "9" * 5000, "NaN", "Infinity", "null", "true", "[]", "{}",
    "Kh Kd", "Kc Jd 9s 5h 2c", "10♥ J♥", "Zz", "Kh,Kh", "Kh " * 200, "x" * 10000,
    "holdem", "omaha", "shortdeck", "pineapple", "pot_limit", "fixed_limit", "no_limit",
    "river", "flop", "1-4", "1,3", "4-1", "1--4", ",", "A", "B", "C", "<script>", "\x00",
    "%00", "'\"", "1;2", "h1234-5-2026", "json", "moodle",
]  # fmt: skip
TEXT = st.text(alphabet=st.characters(exclude_categories=("Cs",)), max_size=40)
VALUES = st.one_of(st.sampled_from(HOSTILE_VALUES), st.sampled_from(LOOKALIKES), TEXT)
RAW_QUERIES = ["&&", "=", "%FF=%FE", "a=%", "%ED%A0%80=1", "=%00", "x" * 3000 + "=1"]


APP = create_app(
    {"CONTENT": load_content(FIXTURE_CONTENT), "RAISE_UNEXPECTED_ERRORS": True, "TESTING": True}
)  # one app for the whole file; a bug raises instead of answering the 500 page
APP.logger.disabled = True
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


def assert_still_answers(client: FlaskClient) -> None:
    response = client.get("/")
    assert response.status_code == 200
    assert 'lang="es"' in response.get_data(as_text=True)


def body_text(response: TestResponse) -> str:
    data = response.get_data()
    if response.headers.get("Content-Encoding") == "gzip":
        data = gzip.decompress(data)
    return data.decode("utf-8")


def assert_spanish(message: str, where: str) -> None:
    assert message.strip(), f"{where}: empty message"
    assert SPANISH.search(message), f"{where}: not Spanish: {message!r}"
    unquoted = re.sub(r"«[^»]*»", "", message)  # what the user typed may be English
    assert not ENGLISH.search(unquoted), f"{where}: English words: {message!r}"


def check(response: TestResponse, method: str, path: str, fragment: bool = False) -> None:
    """The promises every answer keeps, whatever was asked."""
    where = f"{method} {path[:200]} → {response.status_code}"
    assert response.status_code < 500, where
    for name, value in SECURITY_HEADERS.items():
        assert response.headers.get(name) == value, f"{where}: {name}"
    assert "Set-Cookie" not in response.headers, where
    if method == "HEAD":
        assert response.get_data() == b"", where
        return
    text = body_text(response)
    assert "Traceback" not in text, where
    if 300 <= response.status_code < 400 and response.location:  # shown if not followed
        assert '<html lang="es">' in text and "Redirecci" in text, f"{where}: {text[:200]}"
    if response.status_code < 400:
        return
    if path.startswith("/api/"):
        assert response.mimetype == "application/json", where
        error = json.loads(text)["error"]
        assert isinstance(error, str), where
        assert_spanish(error, where)
        assert len(error) <= 400, f"{where}: the message repeats too much input"
        return
    assert response.mimetype == "text/html", where
    if not fragment or response.status_code != 422:  # a 422 to htmx is the form's fragment
        assert '<html lang="es">' in text, where
    found = MESSAGE.search(text)
    assert found, f"{where}: no error message shown"
    message = TAG.sub(" ", found.group(3))
    assert_spanish(message, where)
    assert len(message) <= 600, f"{where}: the message repeats too much input"


@cache
def known_fields(app: Flask) -> list[str]:
    """Every query field a form of the site sends, and the ones the views read."""
    names = set(tools.POTS_DEFAULTS) | set(tools.LIMITS_DEFAULTS) | set(tools.READER_DEFAULTS)
    names |= set(tools.FIELD_NAMES) | set(QUERY_FIELDS) | set(instructors.FIELD_NAMES)
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
    statics = sorted(app.extensions[STATIC_KEY].assets)[:6]
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
    assert {"big_blind", "stack", "raises", "street"} <= set(page_fields("/herramientas/limites/"))
    assert {"name8", "contributed8", "folded8"} <= set(page_fields("/herramientas/botes/"))
    assert {"p1", "p2"} <= set(page_fields(PAGES[-1]))
    assert "por_nivel" in page_fields("/practica/")  # no form: every known field


# The JSON API ---------------------------------------------------------------------------

SPEC: dict[str, Any] = {
    "variant": "holdem",
    "board": "Kc Jd 9s 5h 2c",
    "button": "C",
    "players": [
        {"name": "A", "hole": "Kh Kd", "contributed": 50},
        {"name": "B", "hole": ["Jc", "Jh"], "contributed": 120, "folded": False},
        {"name": "C", "hole": "9c 9d", "contributed": 200},
        {"name": "D", "contributed": 40, "folded": True},
    ],
}
SPEC_TEXT = json.dumps(SPEC)
JSON_TYPE = "application/json"


def with_value(path: str, value: str) -> str:
    """SPEC as JSON text with the value at ``path`` (``players.0.contributed``) written
    as the raw JSON ``value``."""
    marker = "__valor__"
    spec: Any = json.loads(SPEC_TEXT)
    *parents, last = path.split(".")
    place = spec
    for key in parents:
        place = place[int(key)] if isinstance(place, list) else place[key]
    place[int(last) if isinstance(place, list) else last] = marker
    return json.dumps(spec).replace(f'"{marker}"', value)


HOSTILE_BODIES = [
    # (body, content type, status, words of the Spanish message)
    ("x" * (MAX_BODY + 1), JSON_TYPE, 413, "64 KB"),
    ('{"x": "' + "a" * 70_000 + '"}', JSON_TYPE, 413, "64 KB"),
    ("[" * 100_000, JSON_TYPE, 413, "64 KB"),
    ("[" * 60_000, JSON_TYPE, 400, "anida demasiados niveles"),
    ('{"a":' * 10_000, JSON_TYPE, 400, "anida demasiados niveles"),
    ("[" * 10 + "]" * 10, JSON_TYPE, 400, "anida demasiados niveles"),
    ("1e400", JSON_TYPE, 400, "fuera de rango"),
    ("-1e400", JSON_TYPE, 400, "fuera de rango"),
    (with_value("players.0.contributed", "1e400"), JSON_TYPE, 400, "fuera de rango"),
    ("1" * 5000, JSON_TYPE, 400, "demasiadas cifras"),
    (with_value("players.0.contributed", "9" * 5000), JSON_TYPE, 400, "demasiadas cifras"),
    (with_value("players.0.contributed", "-" + "9" * 31), JSON_TYPE, 400, "demasiadas cifras"),
    (with_value("players.0.contributed", str(10**20)), JSON_TYPE, 400, "no puede pasar"),
    (with_value("players.0.contributed", "-1"), JSON_TYPE, 400, "negativa"),
    (with_value("players.0.contributed", "50.5"), JSON_TYPE, 400, "sin decimales"),
    (with_value("players.0.contributed", "-0.0"), JSON_TYPE, 400, "sin decimales"),
    (with_value("players.0.contributed", '"50"'), JSON_TYPE, 400, "no un texto"),
    (with_value("players.0.contributed", "true"), JSON_TYPE, 400, "true o false"),
    (with_value("players.0.contributed", "NaN"), JSON_TYPE, 400, "no admite «NaN»"),
    (with_value("players.0.contributed", "Infinity"), JSON_TYPE, 400, "no admite «Infinity»"),
    (with_value("players.0.contributed", "-Infinity"), JSON_TYPE, 400, "no admite"),
    ('{"board": "Kc Jd 9s 5h 2c", "board": "2c"}', JSON_TYPE, 400, "repite la clave «board»"),
    (with_value("players.0.name", '"\\ud800"'), JSON_TYPE, 400, "sustituto UTF-16 suelto"),
    (with_value("board", '"K\\udca1 Jd 9s 5h 2c"'), JSON_TYPE, 400, "sustituto UTF-16 suelto"),
    ('{"\\udfff": 1}', JSON_TYPE, 400, "sustituto UTF-16 suelto"),
    (with_value("board", '"\\ud83c\\udca1 Jd 9s 5h 2c"'), JSON_TYPE, 400, "no es una carta"),
    (with_value("board", '"Ｋc Jd 9s 5h 2c"'), JSON_TYPE, 400, "no es una carta"),
    (with_value("board", '"K\\u2665\\ufe0e Jd 9s 5h 2c"'), JSON_TYPE, 400, "no es una carta"),
    (with_value("board", '"K\\u2665\\u200b Jd 9s 5h 2c"'), JSON_TYPE, 400, "no es una carta"),
    (with_value("board", json.dumps(["K" + "x" * 60_000])), JSON_TYPE, 400, "no es una carta"),
    (with_value("board", '"Kc Jd 9s 5h 2c\\u0301"'), JSON_TYPE, 400, "no es una carta"),
    (with_value("board", '"' + "Kc " * 100 + '"'), JSON_TYPE, 400, "demasiado largo"),
    (with_value("board", json.dumps(["Kc"] * 70)), JSON_TYPE, 400, "demasiadas cartas"),
    (with_value("variant", '"' + "x" * 5000 + '"'), JSON_TYPE, 400, "no existe"),
    (
        with_value("players", json.dumps([{"name": str(i), "contributed": 1} for i in range(11)])),
        JSON_TYPE,
        400,
        "entre 2 y 10",
    ),  # fmt: skip
    (with_value("players", json.dumps([{}] * 3000)), JSON_TYPE, 400, "entre 2 y 10"),
    (with_value("players.0.name", '"' + "n" * 41 + '"'), JSON_TYPE, 400, "hasta 40"),
    ("[" + ",".join([SPEC_TEXT] * 51) + "]", JSON_TYPE, 400, "como máximo 50"),
    ("[]", JSON_TYPE, 400, "vacía"),
    ("null", JSON_TYPE, 400, "objeto JSON"),
    ("", JSON_TYPE, 400, "no es válido"),
    (b"\xff\xfe{}", JSON_TYPE, 400, "UTF-8"),
    (b'{"board": "\xc0\xaf"}', JSON_TYPE, 400, "UTF-8"),
    (b'{"board": "\xed\xa0\x80"}', JSON_TYPE, 400, "UTF-8"),
    (SPEC_TEXT.encode("utf-16"), JSON_TYPE, 400, "UTF-8"),
    (SPEC_TEXT, "text/plain", 400, "Content-Type"),
    (SPEC_TEXT, "application/x-www-form-urlencoded", 400, "Content-Type"),
    (SPEC_TEXT, "multipart/form-data; boundary=x", 400, "Content-Type"),
    (SPEC_TEXT, "application/jsonx", 400, "Content-Type"),
]


@pytest.mark.parametrize(
    ("body", "content_type", "status", "words"),
    HOSTILE_BODIES,
    ids=[f"{n}-{words}" for n, (*_, words) in enumerate(HOSTILE_BODIES)],
)
def test_api_answers_hostile_bodies_in_spanish(
    body: str | bytes, content_type: str, status: int, words: str
) -> None:
    response = APP.test_client().post("/api/showdown", data=body, content_type=content_type)
    check(response, "POST", "/api/showdown")
    assert response.status_code == status
    assert words in response.get_json()["error"]


@pytest.mark.parametrize(
    "body",
    [
        b"\xef\xbb\xbf" + SPEC_TEXT.encode(),  # a BOM: allowed
        with_value("players.0.contributed", "-0").encode(),  # -0 is 0 chips… of 50 here
        SPEC_TEXT.replace("holdem", "\\u0068oldem").encode(),  # escapes are plain letters
        SPEC_TEXT.replace("Kc Jd 9s 5h 2c", "K♧ J♢ 9♤ 5♡ 2c").encode(),  # white suits: suits
    ],
)
def test_api_reads_odd_but_valid_json(body: bytes) -> None:
    response = APP.test_client().post("/api/showdown", data=body, content_type=JSON_TYPE)
    check(response, "POST", "/api/showdown")
    assert response.status_code == 200, response.get_json()
    assert sum(response.get_json()["net"].values()) == 0
    assert response.get_json()["board"] == ["Kc", "Jd", "9s", "5h", "2c"]


def spec_paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON value, the value itself included (``()``)."""
    places = [prefix]
    if isinstance(value, dict):
        for key, inner in value.items():
            places += spec_paths(inner, (*prefix, key))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            places += spec_paths(inner, (*prefix, index))
    return places


SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**40), max_value=10**40),
    st.sampled_from([0, -1, 1, 10**9, 10**9 + 1, 2**63, -(2**63)]),
    st.floats(allow_nan=False, allow_infinity=False),
    st.sampled_from(LOOKALIKES + HOSTILE_VALUES),
    TEXT,
)
JSON_VALUES = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(TEXT, inner, max_size=4),
    max_leaves=12,
)


@settings(FUZZ, max_examples=200)
@given(data=st.data())
def test_api_with_a_wrong_value_anywhere_in_a_valid_spec(data: Any) -> None:
    """One place of a valid spec (or of a batch) replaced, or its key removed."""
    spec: Any = json.loads(SPEC_TEXT)
    place = data.draw(st.sampled_from(spec_paths(spec)), label="place")
    if place and isinstance(place[-1], str) and data.draw(st.booleans(), label="remove"):
        parent = spec
        for key in place[:-1]:
            parent = parent[key]
        del parent[place[-1]]
    elif place:
        parent = spec
        for key in place[:-1]:
            parent = parent[key]
        parent[place[-1]] = data.draw(JSON_VALUES, label="value")
    else:
        spec = data.draw(JSON_VALUES, label="value")
    body = [spec, SPEC] if data.draw(st.booleans(), label="batch") else spec
    response = APP.test_client().post("/api/showdown", json=body)
    check(response, "POST", "/api/showdown")
    assert response.status_code in (200, 400), response.get_json()
    if response.status_code == 200:
        results = response.get_json()
        for result in results if isinstance(results, list) else [results]:
            assert sum(result["net"].values()) == 0


@settings(FUZZ, max_examples=150)
@given(
    edits=st.lists(
        st.tuples(st.integers(0, len(SPEC_TEXT)), st.binary(max_size=3), st.integers(0, 3)),
        min_size=1,
        max_size=4,
    )
)
def test_api_with_bytes_of_a_valid_spec_damaged(edits: list[tuple[int, bytes, int]]) -> None:
    """A few bytes of a valid body inserted, replaced or cut: invalid UTF-8, broken
    JSON or another value, answered 200 or a Spanish 400."""
    raw = bytearray(SPEC_TEXT.encode())
    for where, new, cut in edits:
        raw[where : where + cut] = new
    response = APP.test_client().post("/api/showdown", data=bytes(raw), content_type=JSON_TYPE)
    check(response, "POST", "/api/showdown")
    assert response.status_code in (200, 400)


# Bounds: every count, seed, level, index and amount ---------------------------------------

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
    ("/herramientas/limites/?structure=no_limit&big_blind=" + "1" + "0" * 30, 422),
    ("/herramientas/limites/?" + urlencode({**tools.LIMITS_DEFAULTS, "stack": 10**30}), 422),
    ("/herramientas/limites/?" + urlencode({**tools.LIMITS_DEFAULTS, "pot": 10**10}), 422),
    (
        "/herramientas/limites/?"
        + urlencode(
            {
                **tools.LIMITS_DEFAULTS,
                "structure": "fixed_limit",
                "small_bet": "5",
                "big_bet": "10",
                "street": "flop",
                "raises": 10**9,
            }
        ),
        422,
    ),  # fmt: skip
    ("/herramientas/botes/?" + urlencode({**tools.POTS_DEFAULTS, "contributed1": 10**30}), 422),
    (
        "/herramientas/botes/?" + urlencode({**tools.POTS_DEFAULTS, "contributed2": "9" * 5000}),
        422,
    ),  # fmt: skip
    ("/herramientas/botes/?" + urlencode({**tools.POTS_DEFAULTS, "name1": "n" * 5000}), 422),
    ("/herramientas/lector/?" + urlencode({"hole": "Kh " * 2000, "board": "2c"}), 422),
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
