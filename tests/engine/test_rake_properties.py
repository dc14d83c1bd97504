"""Properties of the commission over random tables and rules (hypothesis)."""

from __future__ import annotations

from typing import Any

from helpers.strategies import tables
from hypothesis import given, settings
from hypothesis import strategies as st

from academy.engine.settle import Settlement, settle

RULES = st.fixed_dictionaries(
    {"percent": st.one_of(st.integers(0, 100), st.integers(0, 10_000).map(lambda h: h / 100))},
    optional={"cap": st.integers(0, 60), "no_flop_no_drop": st.booleans()},
)


@st.composite
def raked_tables(draw: st.DrawFn) -> dict[str, Any]:
    """A valid spec with a commission. Half of them end with everyone else folding (the
    top contributor stays), and then the board is what was out when the hand ended:
    none, the flop, the turn or the river."""
    spec: dict[str, Any] = draw(tables())
    if draw(st.booleans()):
        top = max(spec["players"], key=lambda p: p["contributed"])
        for player in spec["players"]:
            if player is not top:
                player["folded"] = True
    if sum(not p.get("folded") for p in spec["players"]) == 1:
        cards = spec["board"].split()
        spec["board"] = " ".join(cards[: draw(st.sampled_from([0, 3, 4, 5]))])
    return spec | {"rake": draw(RULES)}


def put_in(spec: dict[str, Any]) -> int:
    return sum(p["contributed"] for p in spec["players"])


def without_rake(spec: dict[str, Any]) -> Settlement:
    return settle({k: v for k, v in spec.items() if k != "rake"})


def expected_rake(spec: dict[str, Any], pots_total: int) -> int:
    """The rule of docs/contracts.md, written again from the JSON."""
    rule = spec["rake"]
    if rule.get("no_flop_no_drop") and not spec["board"]:
        return 0
    taken = pots_total * round(rule["percent"] * 100) // 10_000
    return min(taken, rule["cap"]) if "cap" in rule else taken


@settings(max_examples=300, deadline=None)
@given(raked_tables())
def test_chips_balance(spec: dict[str, Any]) -> None:
    s = settle(spec)
    assert s.rake is not None
    assert put_in(spec) == sum(s.received.values()) + s.rake
    assert sum(s.net.values()) == -s.rake
    assert sum(p.rake or 0 for p in s.pots) == s.rake
    for pot in s.pots:
        assert sum(pot.shares.values()) == pot.paid == pot.amount - (pot.rake or 0)
        assert max(pot.shares.values()) - min(pot.shares.values()) <= 1


@settings(max_examples=300, deadline=None)
@given(raked_tables())
def test_the_commission_follows_the_rule(spec: dict[str, Any]) -> None:
    s = settle(spec)
    total = sum(p.amount for p in s.pots)
    assert s.rake == expected_rake(spec, total)
    if "cap" in spec["rake"]:
        assert s.rake <= spec["rake"]["cap"]
    if spec["rake"].get("no_flop_no_drop") and not spec["board"]:
        assert s.rake == 0
    before = 0  # from the main pot first, then each side pot in order
    for pot in s.pots:
        assert pot.rake == max(0, min(pot.amount, s.rake - before))
        before += pot.amount


@settings(max_examples=300, deadline=None)
@given(raked_tables())
def test_the_pots_before_the_commission_are_unchanged(spec: dict[str, Any]) -> None:
    raked, plain = settle(spec), without_rake(spec)
    assert [(p.name, p.amount, p.eligible, p.winners) for p in raked.pots] == [
        (p.name, p.amount, p.eligible, p.winners) for p in plain.pots
    ]
    assert raked.refunds == plain.refunds  # a refund is never raked
    assert raked.order == plain.order and list(raked.hands) == list(plain.hands)
    for name in plain.received:
        assert plain.received[name] - raked.received[name] >= 0  # the room only takes
    assert sum(plain.received.values()) - sum(raked.received.values()) == raked.rake


@settings(max_examples=200, deadline=None)
@given(raked_tables())
def test_the_explanation_says_the_commission(spec: dict[str, Any]) -> None:
    s = settle(spec)
    text = " ".join(s.explanation)
    if spec["rake"].get("no_flop_no_drop") and not spec["board"]:
        assert "sin flop no hay comisión" in text
    else:
        assert "La sala cobra de comisión el " in text
    if s.rake:
        assert f"la sala se queda {s.rake} ficha" in text
        assert text.endswith(f"suman −{s.rake}.")
    else:
        assert text.endswith("los resultados netos suman cero.")
    json = s.to_json()
    assert json["rake"] == s.rake
    assert [p["rake"] for p in json["pots"]] == [p.rake for p in s.pots]  # type: ignore[index]
