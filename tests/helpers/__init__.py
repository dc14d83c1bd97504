"""Helpers for the tests (no tests here): paths, the seed example, web, fuzz and
security checks, servers."""

from __future__ import annotations

from pathlib import Path

TESTS = Path(__file__).resolve().parent.parent
REPOSITORY = TESTS.parent
FIXTURE_CONTENT = TESTS / "fixtures" / "content"
SEED_EXAMPLE = {  # the seed documents' side-pot example: A 50, B 120, C 200 chips
    "variant": "holdem",
    "board": "Kc Jd 9s 5h 2c",
    "button": "C",
    "players": [
        {"name": "A", "hole": "Kh Kd", "contributed": 50},
        {"name": "B", "hole": "Jc Jh", "contributed": 120},
        {"name": "C", "hole": "9c 9d", "contributed": 200},
    ],
}
CONTRACT_EXAMPLE = {  # docs/contracts.md's spec: D folded, C on the button
    "variant": "holdem",
    "board": "Kc Jd 9s 5h 2c",
    "button": "C",
    "players": [
        {"name": "A", "hole": "Kh Kd", "contributed": 50},
        {"name": "B", "hole": "Jc Jh", "contributed": 120, "folded": False},
        {"name": "C", "hole": "9c 9d", "contributed": 200},
        {"name": "D", "contributed": 40, "folded": True},
    ],
}
