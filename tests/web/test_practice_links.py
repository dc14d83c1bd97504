"""The practice strip's links are built as strings from one url_for per request: they
must be exactly the routes' own URLs, also when the site is mounted under a prefix."""

from __future__ import annotations

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
