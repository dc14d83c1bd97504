"""The practice deals and their settlements, pinned: making the engine and the dealing
faster must not change one card of any showdown a seed gives.

Each digest covers 60 showdowns (seeds 0, 7 and 2026, 20 each) of one level and variant:
the case, the spec (board, hole cards, names, button, chips) and the engine's answer
(categories, the five cards and the unused ones, the order, the pots and chips), without
the Spanish wording. They were taken before issue 15's speed work; if a deliberate change
to dealing moves them, update them with the change and say so.
"""

from __future__ import annotations

import hashlib
import json

import pytest

from academy.practice import generate

DIGESTS = {
    (1, "holdem"): "6fc06fcb5a6aa59073b6",
    (2, "holdem"): "e0470f6cb9cb592d0a0f",
    (3, "holdem"): "d8b744ebefedbdba5bee",
    (4, "holdem"): "e7df35e65864be403e9c",
    (1, "shortdeck"): "68994fc39decbd9c622b",
    (2, "shortdeck"): "6484ecab296ce3d6d949",
    (3, "shortdeck"): "da5c8112ebceee07e1e6",
    (1, "omaha"): "8d5a0942ac7bc2da5f7a",
    (2, "omaha"): "175dae9500d0c0c0a791",
    (3, "omaha"): "c1545744cd6f4ca6596e",
}


def digest(level: int, variant: str) -> str:
    sha = hashlib.sha256()
    for seed in (0, 7, 2026):
        for showdown in generate(level, seed, 20, variant):
            answer = showdown.settlement.to_json()
            hands = answer["hands"]
            pots = answer["pots"]
            assert isinstance(hands, dict) and isinstance(pots, list)
            data = {
                "case": showdown.case,
                "spec": showdown.spec,
                "hands": {
                    name: [hand["category"], hand["five"], hand["unused"], hand["board_plays"]]
                    for name, hand in hands.items()
                },
                "order": answer["order"],
                "pots": [[p["amount"], p["eligible"], p["winners"], p["shares"]] for p in pots],
                "refunds": answer["refunds"],
                "net": answer["net"],
            }
            sha.update(json.dumps(data, sort_keys=True).encode())
    return sha.hexdigest()[:20]


@pytest.mark.parametrize(("key", "expected"), DIGESTS.items())
def test_deals_are_unchanged(key: tuple[int, str], expected: str) -> None:
    assert digest(*key) == expected
