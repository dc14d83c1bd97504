"""Properties of every settlement, over random tables (hypothesis)."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from academy.engine.cards import Card, format_cards, full_deck
from academy.engine.hands import HOLE_CARDS, Variant
from academy.engine.settle import Settlement, settle

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


def contributed(spec: dict[str, Any]) -> dict[str, int]:
    return {p["name"]: p["contributed"] for p in spec["players"]}


def folded(spec: dict[str, Any]) -> set[str]:
    return {p["name"] for p in spec["players"] if p.get("folded")}


@settings(max_examples=300, deadline=None)
@given(tables())
def test_chips_are_conserved(spec: dict[str, Any]) -> None:
    s = settle(spec)
    assert sum(s.received.values()) == sum(contributed(spec).values())
    assert sum(s.net.values()) == 0
    assert sum(p.amount for p in s.pots) + sum(s.refunds.values()) == sum(s.received.values())
    for name, amount in contributed(spec).items():
        assert s.net[name] == s.received[name] - amount
    assert list(s.received) == list(s.net) == list(contributed(spec))  # seat order


@settings(max_examples=300, deadline=None)
@given(tables())
def test_pots_go_to_eligible_live_players(spec: dict[str, Any]) -> None:
    s = settle(spec)
    out = folded(spec)
    for pot in s.pots:
        assert pot.winners
        assert set(pot.winners) <= set(pot.eligible)
        assert not set(pot.eligible) & out
        assert set(pot.shares) == set(pot.winners)
        assert sum(pot.shares.values()) == pot.amount
        assert max(pot.shares.values()) - min(pot.shares.values()) <= 1
    assert all(s.received[name] == 0 for name in out if name not in s.refunds)
    live = [name for name in contributed(spec) if name not in out]
    assert list(s.hands) == (live if len(live) > 1 else [])  # no showdown: no hands read


@settings(max_examples=300, deadline=None)
@given(tables())
def test_at_most_one_refund(spec: dict[str, Any]) -> None:
    s = settle(spec)
    amounts = sorted(contributed(spec).values(), reverse=True)
    assert len(s.refunds) <= 1
    assert sum(s.refunds.values()) == amounts[0] - amounts[1]
    for name, refund in s.refunds.items():
        assert contributed(spec)[name] == amounts[0] and refund > 0


def relabel(spec: dict[str, Any], suits: list[int]) -> dict[str, Any]:
    """The same table with every card's suit replaced by ``suits[suit]``."""

    def swap(text: str) -> str:
        return format_cards(Card(c.rank, suits[c.suit]) for c in map(Card.parse, text.split()))

    players = [
        {k: swap(v) if k in ("hole", "discarded") else v for k, v in p.items()}
        for p in spec["players"]
    ]
    return spec | {"board": swap(spec["board"]), "players": players}


def outcome(s: Settlement) -> tuple[object, ...]:
    return (
        s.order,
        [p.to_json() for p in s.pots],
        s.refunds,
        s.received,
        s.net,
        {name: (h.category, h.label, h.board_plays) for name, h in s.hands.items()},
    )


@settings(max_examples=200, deadline=None)
@given(tables(), st.permutations(range(4)))
def test_suits_do_not_matter(spec: dict[str, Any], suits: list[int]) -> None:
    before, after = settle(spec), settle(relabel(spec, suits))
    assert outcome(before) == outcome(after)
    for name, hand in before.hands.items():
        mapped = [(c.rank, suits[c.suit]) for c in hand.five]
        assert mapped == [(c.rank, c.suit) for c in after.hands[name].five]
