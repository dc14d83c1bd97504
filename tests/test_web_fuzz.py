"""Whatever arrives in a URL, a form or a JSON body, the answer is never a 500."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from flask import Flask
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from academy.content import Content
from academy.web import create_app

FIELDS = [
    "variant", "hole", "board", "button", "structure", "big_blind", "pot", "current_bet",
    "committed", "last_raise", "stack", "small_bet", "big_bet", "street", "raises",
    "facing_short_all_in", "name1", "hole1", "contributed1", "folded1", "name2", "hole2",
    "contributed2", "folded2", "p1", "p2", "p3",
]  # fmt: skip
CARDISH = st.sampled_from(
    ["Kh Kd", "Kc Jd 9s 5h 2c", "10♥ J♥", "Ah", "Zz", "", "0", "-5", "50", "holdem", "omaha",
     "shortdeck", "pineapple", "pot_limit", "fixed_limit", "no_limit", "river", "1", "A", "B"]
)  # fmt: skip
VALUES = st.one_of(CARDISH, st.text(max_size=30))
PATHS = st.sampled_from(
    ["/herramientas/lector/", "/herramientas/botes/", "/herramientas/limites/",
     "/lecciones/primera/", "/glosario/", "/", "/fuentes/"]
)  # fmt: skip
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | CARDISH,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["variant", "board", "players", "button", "name", "hole",
                         "contributed", "folded", "discarded", "x"]), inner, max_size=5),
    max_leaves=20,
)  # fmt: skip

_app: Flask | None = None


def app_for(content: Content) -> Flask:
    global _app
    if _app is None:
        _app = create_app({"CONTENT": content})
        _app.logger.disabled = True
    return _app


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(path=PATHS, query=st.dictionaries(st.sampled_from(FIELDS), VALUES, max_size=8))
def test_no_query_makes_a_500(fixture_content: Content, path: str, query: dict[str, str]) -> None:
    client = app_for(fixture_content).test_client()
    response = client.get(f"{path}?{urlencode(query)}", headers={"HX-Request": "true"})
    assert response.status_code in (200, 400, 404, 422), response.status_code


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(body=JSON)
def test_no_json_makes_a_500(fixture_content: Content, body: Any) -> None:
    client = app_for(fixture_content).test_client()
    response = client.post("/api/showdown", json=body)
    assert response.status_code in (200, 400), response.get_data(as_text=True)
    if response.status_code == 400:
        assert response.get_json()["error"]
