"""«Decisiones de sala»: every family dealt over many seeds and the three variants holds
the issue's contract, its rulings come from the engine (worked out again from the spec
alone), and each item's named mistakes are wrong rulings the checker names."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from academy.drills.sala.check import check
from academy.drills.sala.deal import deal, index_of
from academy.drills.sala.families import FAMILIES, FAMILY, MISTAKES, families_of
from academy.drills.sala.model import SalaItem
from academy.drills.sala.rules import RULES
from academy.engine.errors import PokerError
from academy.engine.floor import ChipSituation, rule_chips
from academy.engine.hands import Variant
from academy.paths import CONTENT_DIR

VARIANTS = (Variant.HOLDEM, Variant.OMAHA, Variant.SHORTDECK)
CHIP_FAMILIES = ("oversized_chip", "multiple_chips", "short_raise")
CHIP_SPEC = {"family", "structure", "blinds", "current_bet", "committed", "last_raise", "stack",
             "chips", "declared"}  # fmt: skip
SEEDS = range(1, 41)


def all_items(family: str, seeds: range = SEEDS) -> list[SalaItem]:
    step = FAMILY[family].step
    return [deal(step, seed, index_of(family, seed, seed % 3), variant)
            for variant in VARIANTS for seed in seeds]  # fmt: skip


def situation_of(spec: dict[str, object]) -> ChipSituation:
    """The engine's situation read from the contract's spec alone."""
    declared = spec["declared"]
    raise_to = declared["raise_to"] if isinstance(declared, dict) else None
    blinds = spec["blinds"]
    assert isinstance(blinds, dict)
    return ChipSituation(
        spec["structure"], blinds["small"], blinds["big"], pot=spec["pot"],  # type: ignore[arg-type]
        current_bet=spec["current_bet"], committed=spec["committed"],  # type: ignore[arg-type]
        last_raise=spec["last_raise"], stack=spec["stack"],  # type: ignore[arg-type]
        chips=tuple(spec["chips"]),  # type: ignore[arg-type]
        declared=None if isinstance(declared, dict) else declared,  # type: ignore[arg-type]
        raise_to=raise_to, street=spec["street"],  # type: ignore[arg-type]
        raises=spec.get("raises", 0), small_bet=spec.get("small_bet"),  # type: ignore[arg-type]
        big_bet=spec.get("big_bet"),  # type: ignore[arg-type]
    )  # fmt: skip


def test_at_least_twelve_families_over_three_steps() -> None:
    assert len(FAMILIES) >= 12
    assert {f.step for f in FAMILIES} == {1, 2, 3}
    assert all(len(families_of(step)) >= 4 for step in (1, 2, 3))


@pytest.mark.parametrize("family", CHIP_FAMILIES)
def test_the_chip_families_hold_the_contract_exactly(family: str) -> None:
    for item in all_items(family):
        assert CHIP_SPEC <= set(item.spec), item.spec
        assert item.spec["family"] == family
        assert set(item.answer) == {"action", "to", "returned", "rule"}
        assert item.answer["action"] in ("call", "raise", "bet")
        declared = item.spec["declared"]
        assert declared in (None, "call", "raise") or (
            isinstance(declared, dict) and set(declared) == {"raise_to"}
        )
        rule = item.answer["rule"]
        assert isinstance(rule, dict) and rule["source"] == "TDA 2024"


@pytest.mark.parametrize("family", [*CHIP_FAMILIES, "binding_declaration"])
def test_every_chip_amount_is_the_engines_from_the_spec_alone(family: str) -> None:
    for item in all_items(family):
        ruling = rule_chips(situation_of(item.spec))
        assert item.answer == ruling.answer(), item.spec
        assert (item.right, item.amount) == (ruling.action, ruling.to)


MIN_RAISE_CODES = {"overchip_min_raise", "short_raise_as_min", "string_min_raise"}


@pytest.mark.parametrize("family", [*CHIP_FAMILIES, "binding_declaration", "string_bet"])
def test_every_wrong_amount_is_the_engines_on_the_items_final_spec(family: str) -> None:
    """A wrong option's amount is recomputed by the engine on the spec the item shows (its
    final stack): a «subida mínima» option is the minimum raise, a short raise taken as
    pushed is below it, a cap ignored is past the structure's most."""
    seen: set[str] = set()
    for item in all_items(family, range(1, 61)):
        s = situation_of(item.spec)
        lim = s.situation.limits(explain=False)
        for w in item.wrongs:
            seen.add(w.mistake)
            if w.mistake in MIN_RAISE_CODES:
                assert w.amount == lim.min_raise_to, (w, item.spec)
            elif w.mistake == "raise_as_pushed":
                assert lim.min_raise_to is not None and w.amount is not None
                assert w.amount < lim.min_raise_to, (w, item.spec)
            elif w.mistake in ("pot_limit_ignored", "limit_ignored") and w.choice == "raise":
                assert w.amount is not None and lim.max_raise_to is not None
                assert w.amount != item.amount, (w, item.spec)
                if w.mistake == "pot_limit_ignored":
                    assert w.amount > lim.max_raise_to, (w, item.spec)
    assert seen & (MIN_RAISE_CODES | {"raise_as_pushed"}) or family == "binding_declaration"


def test_a_short_raise_called_is_named_by_what_made_it_a_raise() -> None:
    """«subo» said makes a short push a raise whatever its size: calling it ignores the
    word; silent chips are a raise only at 50 % of a full raise (TDA 43-A)."""
    codes = set()
    for item in all_items("short_raise", range(1, 61)):
        said = item.spec["declared"] is not None
        for w in item.wrongs:
            if w.mistake in ("raise_said_called", "short_raise_called"):
                codes.add(w.mistake)
                assert (w.mistake == "raise_said_called") == said, item.spec
    assert codes == {"raise_said_called", "short_raise_called"}


def test_a_string_bet_is_ruled_on_its_first_motion_and_the_second_goes_back() -> None:
    for item in all_items("string_bet"):
        pushed = next(s.pushed for s in item.scene.seats if s.pushed)
        assert item.answer["rule"] == {"source": "TDA 2024", "number": "56"}
        assert item.answer["to"] == item.amount and item.right == item.answer["action"]
        committed, to, back = item.spec["committed"], item.answer["to"], item.answer["returned"]
        assert isinstance(committed, int) and isinstance(to, int) and isinstance(back, int)
        assert sum(pushed) == to - committed + back  # each chip in front or given back
        assert "string_counted" in {w.mistake for w in item.wrongs}


@pytest.mark.parametrize("family", [f.code for f in FAMILIES])
def test_every_family_cites_a_rule_and_names_its_mistakes(family: str) -> None:
    for item in all_items(family, range(1, 16)):
        assert item.spec["family"] == family
        rule = item.answer["rule"]
        assert isinstance(rule, dict) and rule["source"] in ("TDA 2024", "RRoP")
        assert item.rule.as_json() == rule
        assert item.wrongs, f"{family}: no tempting mistake"
        for wrong in item.wrongs:
            assert wrong.mistake in MISTAKES
            verdict = check(item, wrong.choice, wrong.amount if item.choice(wrong.choice).amount
                            else None)  # fmt: skip
            assert not verdict.right and verdict.mistake == wrong.mistake
        verdict = check(item, item.right, item.amount)
        assert verdict.right and item.rule.title in " ".join(verdict.feedback)
        assert item.why in verdict.feedback


def test_each_rule_cited_is_in_the_ledger_with_its_own_title() -> None:
    ledger = yaml.safe_load((Path(CONTENT_DIR) / "rule_titles.yaml").read_text("utf-8"))
    for key, ref in RULES.items():
        if ref.source == "RRoP":
            assert ledger["rrop"]["sections"][int(ref.number)]["title"] == ref.title, key
        elif ref.number.startswith("RP-"):
            assert ledger["tda"]["procedures"][int(ref.number[3:])]["title"] == ref.title
        else:
            assert ledger["tda"]["rules"][int(ref.number)]["title"] == ref.title, key


def test_the_same_seed_deals_the_same_item() -> None:
    for step in (1, 2, 3):
        for index in range(6):
            a = deal(step, 7, index, Variant.OMAHA).to_json()
            assert a == deal(step, 7, index, Variant.OMAHA).to_json()


def test_a_bad_answer_is_refused_in_spanish() -> None:
    item = deal(1, 5, index_of("oversized_chip", 5), Variant.HOLDEM)
    with pytest.raises(PokerError, match="elige una de las decisiones"):
        check(item, "fold")
    with pytest.raises(PokerError, match="escribe la cantidad"):
        check(item, item.right, None)
    with pytest.raises(PokerError, match="el paso debe ser"):
        deal(4, 1, 0, Variant.HOLDEM)


def test_a_right_ruling_with_a_wrong_amount_is_not_right() -> None:
    item = deal(1, 5, index_of("oversized_chip", 5), Variant.HOLDEM)
    assert item.amount is not None
    verdict = check(item, item.right, item.amount + 25)
    assert not verdict.right and "la cantidad no" in verdict.feedback[0]


def test_the_chips_pushed_are_drawn_in_front_out_of_the_stack() -> None:
    item = deal(1, 3, 0, Variant.HOLDEM)
    actor = next(s for s in item.scene.seats if s.pushed)
    drawn = next(s for s in item.scene.drawn().seats if s.name == actor.name)
    assert drawn.bet == actor.bet + sum(actor.pushed)
    assert drawn.stack == actor.stack - sum(actor.pushed)
