"""Every practice showdown shows its level and every option says what it claims to say.

Over thousands of seeds per level, each showdown is checked again from its spec alone,
with the engine (``parse_spec``/``settle``, ``best_hand``, ``decide``) and by reading the
option texts as a learner reads them, not by trusting the generator's own claims or flags.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import cache
from itertools import combinations

import pytest

from academy.engine.cards import Card, parse_cards
from academy.engine.compare import decide
from academy.engine.evaluate import Category, hand_value
from academy.engine.hands import Hand, Variant, best_hand, ranking_of, value_of
from academy.engine.phrasing import spoken_pot_names
from academy.engine.settle import Settlement, parse_spec, settle, settle_json
from academy.practice import MISTAKES, Showdown, generate

pytestmark = pytest.mark.slow  # a sweep: thousands of showdowns per level checked again

SETS = {  # (level, variant): number of 50-showdown sets checked
    (1, "holdem"): 30,
    (2, "holdem"): 30,
    (3, "holdem"): 30,
    (4, "holdem"): 30,
    (1, "shortdeck"): 4,
    (2, "shortdeck"): 4,
    (3, "shortdeck"): 6,
    (1, "omaha"): 4,
    (2, "omaha"): 4,
    (3, "omaha"): 4,
}
COMBINATION = {
    Category.HIGH_CARD: 1,
    Category.PAIR: 2,
    Category.TWO_PAIR: 4,
    Category.THREE_OF_A_KIND: 3,
    Category.FOUR_OF_A_KIND: 4,
}
PotClaim = dict[str, int]


@cache
def showdowns(level: int, variant: str) -> tuple[Showdown, ...]:
    out: list[Showdown] = []
    for k in range(SETS[level, variant]):
        out.extend(generate(level, 7919 * k + 13 * level, 50, variant))
    return tuple(out)


def cases() -> list[tuple[int, str]]:
    return list(SETS)


# Reading an option as a learner does ---------------------------------------------------

_WINNER = re.compile(r"(\w+), con (.+)")
_POT = re.compile(r"(.+) \((\d+) fichas?\): (.+)")


def read_winner_option(text: str) -> tuple[list[str], tuple[Card, ...]]:
    """Levels 1-2: (players said to take the pot, the five cards said to play)."""
    if text.startswith("Empate: "):
        names = re.findall(r"[A-Z][a-z]+", text.removeprefix("Empate: "))
        return names, ()
    match = _WINNER.fullmatch(text)
    assert match, text
    return [match[1]], parse_cards(match[2])


def read_pots_option(text: str) -> list[tuple[str, int, PotClaim]]:
    """Levels 3-4: [(pot name, amount, {player: chips})]."""
    pots = []
    for part in text.split("; "):
        match = _POT.fullmatch(part)
        assert match, text
        name, amount, shares = match[1].lower(), int(match[2]), match[3]
        if shares.startswith("todo para "):
            claim = {shares.removeprefix("todo para "): amount}
        else:
            claim = {who: int(chips) for who, chips in re.findall(r"(\w+) (\d+)", shares)}
        assert sum(claim.values()) == amount, text
        pots.append((name, amount, claim))
    return pots


# The truth, again from the spec --------------------------------------------------------


def settled(showdown: Showdown) -> Settlement:
    return settle(parse_spec(showdown.spec))


def legal_value(five: tuple[Card, ...], hole: tuple[Card, ...], board: tuple[Card, ...],
                variant: Variant) -> int | None:  # fmt: skip
    """Value of five of the player's cards under the variant's rule, None if not allowed."""
    if len(set(five)) != 5 or not set(five) <= set(hole) | set(board):
        return None
    if variant is Variant.OMAHA and len(set(five) & set(hole)) != 2:
        return None
    return value_of(five, variant)


def board_value(board: tuple[Card, ...], variant: Variant) -> int:
    return value_of(board, Variant.SHORTDECK if variant is Variant.SHORTDECK else Variant.HOLDEM)


def holes(s: Settlement) -> dict[str, tuple[Card, ...]]:
    return {p.name: p.hole for p in s.spec.players}


def single_pot_truth(s: Settlement) -> PotClaim:
    return dict(s.pots[0].shares)


# Level predicates ----------------------------------------------------------------------


def check_level(level: int, showdown: Showdown) -> str:
    """Assert the level's predicate; return which kind of table it is."""
    s = settled(showdown)
    variant = s.spec.variant
    live = [p for p in s.spec.players if not p.folded]
    folded = [p for p in s.spec.players if p.folded]
    hands = s.hands
    if level in (1, 2):
        assert len(live) == 2 and not folded
        assert live[0].contributed == live[1].contributed
        a, b = (hands[p.name] for p in live)
        if level == 1:
            assert a.category is not b.category
            return "categories"
        d = decide(a, b)
        assert not d.tie and a.category is b.category
        assert d.position is not None and d.position >= COMBINATION[a.category]
        return "kicker"
    if level == 3:
        assert 2 <= len(live) <= 4 and len(folded) <= 1
        assert len({p.contributed for p in live}) == 1
        assert all(f.contributed < live[0].contributed for f in folded)
        (pot,) = s.pots
        if len(pot.winners) > 1:
            if variant is not Variant.OMAHA:
                assert all(h.board_plays for h in hands.values())
            return "split"
        (winner,) = pot.winners
        if variant is Variant.OMAHA:
            assert board_value(s.spec.board, variant) >= hands[winner].value
        else:
            hand = hands[winner]
            assert len(set(hand.five) & set(holes(s)[winner])) == 1
            on_board = board_value(s.spec.board, variant)
            assert ranking_of(variant).category(on_board) is hand.category
            assert all(h.board_plays for n, h in hands.items() if n != winner)
        return "one_winner"
    assert len(live) == 4 and not folded
    amounts = sorted(p.contributed for p in live)
    assert 40 <= amounts[0] <= 80 and amounts[1] == amounts[3] and 100 <= amounts[1] <= 200
    main, side = s.pots
    allin = next(p.name for p in live if p.contributed == amounts[0])
    assert len(main.eligible) == 4 and allin not in side.eligible and len(side.eligible) == 3
    assert len(main.winners) == 1 and len(side.winners) == 1
    if main.winners[0] == allin:
        assert side.winners[0] != allin
        return "allin_wins_main"
    assert main.winners == side.winners
    return "one_takes_both"


@pytest.mark.parametrize(("level", "variant"), cases())
def test_every_showdown_shows_its_level(level: int, variant: str) -> None:
    kinds = Counter(check_level(level, sd) for sd in showdowns(level, variant))
    if level in (3, 4):  # both kinds of table, about half each
        total = sum(kinds.values())
        assert len(kinds) == 2 and min(kinds.values()) > 0.35 * total, kinds


@pytest.mark.parametrize(("level", "variant"), cases())
def test_answer_is_the_engine_settlement(level: int, variant: str) -> None:
    for sd in showdowns(level, variant)[:100]:
        assert sd.to_json()["answer"] == settle_json(sd.spec)


# Options -------------------------------------------------------------------------------


def check_winner_option(sd: Showdown, text: str, error: str | None) -> None:
    """Levels 1-2: the correct option is the winner and her five; each error is itself."""
    s = settled(sd)
    variant, board, own = s.spec.variant, s.spec.board, holes(s)
    (winner,), (loser,) = s.order
    right, other = s.hands[winner], s.hands[loser]
    names, five = read_winner_option(text)
    if error is None:
        assert names == [winner] and set(five) == set(right.five)
        return
    said = legal_value(five, own[names[0]], board, variant) if len(names) == 1 else None
    assert not (names == [winner] and said == right.value), text  # really wrong
    if error in ("lower_hand", "missed_kicker"):
        assert names == [loser] and set(five) == set(other.five)
        if error == "missed_kicker":
            d = decide(right, other)
            assert d.position is not None and d.position >= COMBINATION[right.category]
        else:
            assert right.category is not other.category
    elif error == "card_outside_five":
        assert names == [winner] and len(set(five) & set(right.five)) == 4
        (intruder,) = set(five) - set(right.five)
        assert intruder in right.unused
        assert said is None or said < right.value
    elif error == "board_plays_wrongly":
        assert names == [winner] and set(five) == set(board) and not right.board_plays
    elif error == "split_when_not_tied":
        assert sorted(names) == sorted([winner, loser]) and right.value != other.value
    else:
        raise AssertionError(f"unexpected mistake at level {sd.level}: {error}")


def check_pot_option(sd: Showdown, text: str, error: str | None) -> None:
    """Levels 3-4: each pot's winners and chips, checked against the settlement."""
    s = settled(sd)
    said = read_pots_option(text)
    spoken = spoken_pot_names([p.name for p in s.pots])  # how the page names each pot
    truth = [(name, p.amount, dict(p.shares)) for name, p in zip(spoken, s.pots, strict=True)]
    assert [(n, a) for n, a, _ in said] == [(n, a) for n, a, _ in truth]
    claims = [c for _, _, c in said]
    if error is None:
        assert claims == [c for _, _, c in truth]
        return
    assert claims != [c for _, _, c in truth], text  # really wrong
    hands = s.hands
    pot = s.pots[0]
    live = list(hands)
    if sd.level == 3:
        (claim,) = claims
        if error == "board_plays_wrongly":
            if len(pot.winners) == 1:  # a split said where one hand wins
                assert set(claim) == set(live)
                if s.spec.variant is not Variant.OMAHA:
                    (winner,) = pot.winners
                    assert len(set(hands[winner].five) & set(holes(s)[winner])) == 1
            elif len(claim) == 1:  # one winner said where the board plays for all
                assert all(h.board_plays for h in hands.values())
            else:  # Omaha: everybody said to split where only some tie
                assert set(claim) == set(live) and set(pot.winners) != set(live)
        elif error == "suit_tiebreak":
            assert len(pot.winners) > 1 and len(claim) == 1 and set(claim) <= set(pot.winners)
        elif error == "lower_hand":
            (player,) = claim
            assert hands[player].value < hands[pot.winners[0]].value
        elif error == "odd_chip_to_wrong_player":
            assert set(claim) == set(pot.winners) and pot.odd_chips
            base = pot.amount // len(pot.winners)
            assert set(claim.values()) <= {base, base + 1}
        else:
            raise AssertionError(f"unexpected mistake at level 3: {error}")
        return
    main, side = s.pots
    (allin,) = set(main.eligible) - set(side.eligible)
    main_claim, side_claim = claims
    if error == "allin_takes_all":
        assert main_claim == {allin: main.amount} and side_claim == {allin: side.amount}
    elif error == "side_pot_split":
        assert main_claim == dict(main.shares) and set(side_claim) == set(side.eligible)
        assert max(side_claim.values()) - min(side_claim.values()) <= 1
        assert len(side.winners) == 1
    elif error == "main_pot_to_wrong_player":
        assert main.winners == (allin,) and side_claim == dict(side.shares)
        assert list(main_claim) == list(side.winners)
    elif error == "winner_limited_to_main":
        assert main.winners == side.winners and main_claim == dict(main.shares)
        (player,) = side_claim
        assert player in side.eligible and player != side.winners[0]
    else:
        raise AssertionError(f"unexpected mistake at level 4: {error}")


@pytest.mark.parametrize(("level", "variant"), cases())
def test_options_are_right_or_a_named_mistake(level: int, variant: str) -> None:
    seen: Counter[str | None] = Counter()
    for sd in showdowns(level, variant):
        texts = [o.text for o in sd.options]
        assert 3 <= len(sd.options) <= 4 and len(set(texts)) == len(texts)
        assert [o.key for o in sd.options] == list("abcd"[: len(sd.options)])
        assert sum(o.correct for o in sd.options) == 1
        for option in sd.options:
            assert (option.error is None) == option.correct
            assert option.error is None or option.error in MISTAKES
            seen[option.error] += 1
            if level <= 2:
                check_winner_option(sd, option.text, option.error)
            else:
                check_pot_option(sd, option.text, option.error)
    expected = {
        1: {"lower_hand", "card_outside_five", "board_plays_wrongly"},
        2: {"missed_kicker", "card_outside_five", "board_plays_wrongly", "split_when_not_tied"},
        3: {"board_plays_wrongly", "suit_tiebreak", "lower_hand", "odd_chip_to_wrong_player"},
        4: {"allin_takes_all", "side_pot_split", "main_pot_to_wrong_player",
            "winner_limited_to_main"},
    }[level]  # fmt: skip
    assert set(seen) - {None} == expected


# Feedback on this table ----------------------------------------------------------------


def mentions(feedback: str, *cards: Card) -> bool:
    return all(card.display in feedback for card in cards)


@pytest.mark.parametrize(("level", "variant"), cases())
def test_feedback_reads_this_table(level: int, variant: str) -> None:
    for sd in showdowns(level, variant)[:300]:
        s = settled(sd)
        for option in sd.options:
            assert option.feedback and option.feedback == option.feedback.strip()
            if option.correct:
                # Every hand read as its best five, and the card that decided.
                for name, hand in s.hands.items():
                    assert f"{name} tiene" in option.feedback
                    assert mentions(option.feedback, *hand.five), hand.label
                    assert hand.label in option.feedback
                first, second = s.order[0][0], s.order[-1][0]
                d = decide(s.hands[first], s.hands[second])
                if d.cards:
                    assert mentions(option.feedback, *d.cards)
                continue
            assert "Lo correcto: " in option.feedback
            assert any(name in option.feedback for name in s.hands)
            if option.error in ("missed_kicker", "split_when_not_tied", "lower_hand"):
                winner = s.pots[0].winners[0]
                loser = next(n for n in s.hands if n != winner)
                d = decide(s.hands[winner], s.hands[loser])
                if level <= 2 and d.cards:
                    assert mentions(option.feedback, *d.cards)
            if option.error == "card_outside_five":
                assert option.claim.card is not None
                assert mentions(option.feedback, option.claim.card)
            if option.error == "suit_tiebreak":
                assert "palos no desempatan" in option.feedback


def test_each_mistake_has_a_spanish_name() -> None:
    design = {"lower_hand", "missed_kicker", "board_plays_wrongly", "card_outside_five",
              "suit_tiebreak", "allin_takes_all", "side_pot_split"}  # fmt: skip
    assert design <= set(MISTAKES)
    for code, mistake in MISTAKES.items():
        assert mistake.code == code and mistake.name and mistake.name == mistake.name.lower()


def test_omaha_helper_agrees_with_best_hand() -> None:
    """The re-computation above leans on best_hand; a brute force confirms one table."""
    sd = showdowns(3, "omaha")[0]
    s = settled(sd)
    for p in s.spec.players:
        if p.folded:
            continue
        brute = max(
            hand_value((*two, *three))
            for two in combinations(p.hole, 2)
            for three in combinations(s.spec.board, 3)
        )
        hand: Hand = best_hand(p.hole, s.spec.board, Variant.OMAHA)
        assert hand.value == brute
