"""Hostile JSON at ``POST /api/showdown``: huge, deeply nested, wrong types, look-alikes.

Every answer is a Spanish JSON error with a 4xx status (or a settlement, when the odd
body is valid JSON after all); never a 500.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from helpers.fuzz import APP, FUZZ, HOSTILE_VALUES, LOOKALIKES, TEXT, assert_still_answers, check
from hypothesis import given, settings
from hypothesis import strategies as st

from academy.web.api import MAX_BODY


@pytest.fixture(scope="module", autouse=True)
def still_answering() -> Iterator[None]:
    """After all the junk, the site still answers its home page."""
    yield
    assert_still_answers(APP.test_client())


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
