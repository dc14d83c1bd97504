"""Hypothesis strategies for showdown specs, as the JSON contract takes them."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from academy.engine.cards import format_cards, full_deck
from academy.engine.hands import HOLE_CARDS, Variant

VARIANTS = list(Variant)


@st.composite
def tables(draw: st.DrawFn) -> dict[str, Any]:
    """A valid spec: 2-8 players, random contributions (small, so levels and ties repeat),
    random folds. The top contributor stays in the hand, as in any real hand."""
    variant = draw(st.sampled_from(VARIANTS))
    n = draw(st.integers(2, 8 if variant is not Variant.OMAHA else 6))
    per_player = HOLE_CARDS[variant] + (1 if variant is Variant.PINEAPPLE else 0)
    deck = full_deck(short=variant is Variant.SHORTDECK)
    cards = draw(st.permutations(deck))[: 5 + n * per_player]
    amounts = draw(st.lists(st.integers(0, 60), min_size=n, max_size=n))
    folds = draw(st.lists(st.booleans(), min_size=n, max_size=n))
    folds[amounts.index(max(amounts))] = False
    players = []
    for i in range(n):
        own = cards[5 + i * per_player : 5 + (i + 1) * per_player]
        entry: dict[str, Any] = {"name": f"J{i + 1}", "contributed": amounts[i]}
        entry["hole"] = format_cards(own[:2] if variant is Variant.PINEAPPLE else own)
        if variant is Variant.PINEAPPLE:
            entry["discarded"] = str(own[2])
        if folds[i]:
            entry["folded"] = True
            if draw(st.booleans()):
                del entry["hole"]
        players.append(entry)
    button = draw(st.sampled_from([p["name"] for p in players]))
    board = format_cards(cards[:5])
    return {"variant": variant.value, "board": board, "players": players, "button": button}
