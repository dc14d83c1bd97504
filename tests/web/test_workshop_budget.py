"""The workshop's pages within the budget of tests/web/test_budget.py: at most 100 KB of
HTML, CSS and JavaScript gzipped, 25 KB of it JavaScript. Each drill's biggest question
(a step 3 table), an answer of each drill (the verdict, the table lit, the answer field by
field), a form sent back with messages, the results and the landing.

Print the figures: ``.venv/bin/python tests/web/test_workshop_budget.py``.
"""

from __future__ import annotations

from urllib.parse import urlencode

from flask import Flask
from flask.testing import FlaskClient
from helpers.workshop import ROOT, answer_url, item_path, one_step
from test_budget import Fetch, weigh

from academy.drills.workshop_set import DrillSet


def workshop_pages() -> list[str]:
    every = DrillSet(tuple((k, s) for k in ("cinco", "botes", "limites") for s in (1, 2, 3)))
    pages = [ROOT, ROOT + "?" + every.query(), f"{ROOT}{every.code}/resultados/"]
    for kind, variant in (("cinco", "omaha"), ("botes", "holdem"), ("limites", "holdem")):
        drill_set = one_step(kind, 3, seed=2026, variant=variant)
        item = drill_set.items()[0]
        _, mistaken, _ = item.table.offered()[0]
        pages += [item_path(drill_set, item), answer_url(drill_set, item, mistaken)]
    botes = one_step("botes", 3, seed=2026)
    junk = urlencode([(f"bote{row}", "x") for row in range(1, 5)])
    pages.append(item_path(botes, botes.items()[0], answer=True) + "?" + junk)  # 422
    return pages


def workshop_fetch(client: FlaskClient) -> Fetch:
    """Uncompressed bytes of a URL; a form sent back with messages (422) is a page too."""

    def fetch(url: str) -> bytes:
        response = client.get(url, headers={"Accept-Encoding": "identity"})
        assert response.status_code in (200, 422), f"{url}: {response.status_code}"
        return response.get_data()

    return fetch


def test_every_workshop_page_is_within_budget(site_app: Flask) -> None:
    fetch = workshop_fetch(site_app.test_client())
    weights = [weigh(page, fetch) for page in workshop_pages()]
    assert all(w.html > 0 and w.css > 0 and w.js > 0 for w in weights), weights
    assert any("taller" in page for page in workshop_pages())
    print("\n" + "\n".join(str(w) for w in weights))
    assert [problem for w in weights for problem in w.problems()] == []


if __name__ == "__main__":
    from academy.web import create_app

    fetch = workshop_fetch(create_app().test_client())
    for page in workshop_pages():
        print(weigh(page, fetch))
