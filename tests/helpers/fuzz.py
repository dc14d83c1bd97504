"""What every answer to hostile input must keep, shared by the fuzz tests.

One app for all of them, with ``RAISE_UNEXPECTED_ERRORS``: a bug raises with its
traceback instead of hiding behind the 500 page.
"""

from __future__ import annotations

import gzip
import json
import re
from collections.abc import Callable, Mapping
from typing import Any
from urllib.parse import urlencode

from flask.testing import FlaskClient
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from werkzeug.test import TestResponse

from academy.content import load_content
from academy.drills import DrillItem
from academy.drills.workshop_set import DrillSet
from academy.web import SECURITY_HEADERS, create_app
from helpers import FIXTURE_CONTENT
from helpers.workshop import item_path

FUZZ = settings(
    max_examples=40,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
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
HOSTILE_VALUES = [
    "", " ", "0", "-0", "-1", "1", "2", "4", "5", "10", "150", "1e5", "0x10", "1_000",
    "10" + "0" * 30, "9" * 25, "9" * 5000, "NaN", "Infinity", "null", "true", "[]", "{}",
    "Kh Kd", "Kc Jd 9s 5h 2c", "10♥ J♥", "Zz", "Kh,Kh", "Kh " * 200, "x" * 10000,
    "holdem", "omaha", "shortdeck", "pineapple", "pot_limit", "fixed_limit", "no_limit",
    "river", "flop", "1-4", "1,3", "4-1", "1--4", ",", "A", "B", "C", "<script>", "\x00",
    "%00", "'\"", "1;2", "h1234-5-2026", "json", "moodle",
]  # fmt: skip
TEXT = st.text(alphabet=st.characters(exclude_categories=("Cs",)), max_size=40)

APP = create_app(
    {"CONTENT": load_content(FIXTURE_CONTENT), "RAISE_UNEXPECTED_ERRORS": True, "TESTING": True}
)  # one app for every fuzz test; a bug raises instead of answering the 500 page
APP.logger.disabled = True


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


def form_fields_of(page: str) -> list[str]:
    """The names of a page's form fields (not its meta tags)."""
    return sorted(
        set(re.findall(r'\bname="([^"]+)"', page)) - {"viewport", "description", "htmx-config"}
    )


def junk_answer(
    data: Any,
    drill_set: DrillSet,
    pairs_of: Callable[[DrillItem, Mapping[str, object]], list[tuple[str, str]]],
    values: st.SearchStrategy[str],
) -> None:
    """A workshop item of ``drill_set`` answered with junk in any of its form's fields (read
    from the page), the other fields right half the time (``pairs_of`` writes an answer as
    the form sends it), as a page or an htmx fragment: a verdict (200) or the form again
    (422) in Spanish, never a 500."""
    index = data.draw(st.integers(0, drill_set.per_step - 1), label="item")
    kind, step = drill_set.steps[0]
    item = drill_set.item(kind, step, index)
    path = item_path(drill_set, item)
    fields = form_fields_of(APP.test_client().get(path).get_data(as_text=True))
    assert fields
    pairs: list[tuple[str, str]] = []
    if data.draw(st.booleans(), label="from the right answer"):
        pairs += pairs_of(item, item.table.solution())
    key = st.one_of(st.sampled_from(fields), TEXT)
    junk = data.draw(st.lists(st.tuples(key, values), min_size=1, max_size=8), label="junk")
    drop = {name for name, _ in junk}
    query = urlencode([(k, v) for k, v in pairs if k not in drop] + junk)
    hx = data.draw(st.booleans(), label="htmx")
    suffix = "respuesta/fragmento/" if hx else "respuesta/"
    response = APP.test_client().get(f"{path}{suffix}?{query}",
                                     headers={"HX-Request": "true"} if hx else {})  # fmt: skip
    check(response, "GET", path + suffix, fragment=hx)
    assert response.status_code in (200, 422), response.status_code
