"""The practice strip's links are built as strings from one url_for per request: they
must be exactly the routes' own URLs, also when the site is mounted under a prefix."""

from __future__ import annotations

import re

import pytest
from flask import Flask, url_for

from academy.engine import Variant
from academy.practice import PracticeSet
from academy.web.practice import showdown_url

SETS = [PracticeSet(), PracticeSet((1, 3), 2, 9, Variant.OMAHA)]


@pytest.mark.parametrize("base_url", ["http://localhost/", "http://localhost/academia"])
def test_links_are_the_routes_urls(app: Flask, base_url: str) -> None:
    with app.test_request_context("/practica/", base_url=base_url):
        for practice_set in SETS:
            for slot in practice_set.slots():
                values = {"code": practice_set.code, "level": slot.level, "index": slot.index}
                assert showdown_url(practice_set, slot) == url_for(
                    "practice.question_page", **values
                )
                assert showdown_url(practice_set, slot, fragment=True) == url_for(
                    "practice.question_fragment", **values
                )
                for key in "abcd":
                    assert showdown_url(practice_set, slot, key) == url_for(
                        "practice.answer_page", key=key, **values
                    )
                    assert showdown_url(practice_set, slot, key, fragment=True) == url_for(
                        "practice.answer_fragment", key=key, **values
                    )


def test_next_slot_walks_the_strip() -> None:
    for practice_set in SETS:
        slots = practice_set.slots()
        for place, slot in enumerate(slots):
            assert practice_set.slot(slot.level, slot.index) == slot
            expected = slots[place + 1] if place + 1 < len(slots) else None
            assert practice_set.next_slot(slot) == expected


HX_LINK = re.compile(r"<(?:a|button)\b[^>]*\bhx-get=\"([^\"]*)\"[^>]*\bhx-push-url=\"([^\"]*)\"")


@pytest.mark.parametrize("base_url", ["http://localhost/", "http://localhost/academia"])
def test_each_fragment_link_is_the_fragment_of_its_page(app: Flask, base_url: str) -> None:
    """The templates write a showdown's fragment link as its page's path plus
    ``fragmento/``: each ``hx-get`` must be exactly the fragment route of the page
    that ``hx-push-url`` names (same values), as ``url_for`` builds it."""
    prefix = base_url.removeprefix("http://localhost").rstrip("/")
    client = app.test_client()
    checked = 0
    with app.test_request_context("/", base_url=base_url):
        adapter = app.url_map.bind("localhost", script_name=prefix or "/")
        for practice_set in SETS:
            for slot in practice_set.slots()[:3]:
                page = showdown_url(practice_set, slot).removeprefix(prefix)
                for path in (page, page + "a/", page + "b/", page + "c/"):
                    for headers in ({}, {"HX-Request": "true"}):
                        html = client.get(path, base_url=base_url, headers=headers).text
                        for fragment, pushed in HX_LINK.findall(html):
                            endpoint, values = adapter.match(fragment.removeprefix(prefix))
                            page_endpoint, page_values = adapter.match(
                                pushed.partition("#")[0].removeprefix(prefix)
                            )
                            assert endpoint == page_endpoint.replace("_page", "_fragment")
                            assert values == page_values
                            assert fragment == url_for(endpoint, **values)
                            checked += 1
    assert checked > 100
