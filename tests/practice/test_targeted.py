"""«Practica tus errores»: every showdown built for a named mistake really tempts it.

For each mistake this file has its own model of the misreading behind it, written from the
table alone (the spec and the engine's best hands, not ``targeted.py``): the learner who
reads the table that way chooses exactly the option of that mistake. Each targeted showdown
must offer that option, and the misreading must choose it. Then: sets built for mistakes
are reproduced exactly by their code, and bad codes and queries are refused in Spanish.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

import pytest

from academy.engine.cards import Card
from academy.engine.errors import PokerError
from academy.engine.evaluate import Category
from academy.engine.hands import Hand, best_hand
from academy.practice import MISTAKES, PracticeSet, Showdown, generate, targeted
from academy.practice.targeted import TRAPS, targeted_showdown

Shares = tuple[tuple[str, int], ...]
Misreading = Callable[[Showdown], tuple[Shares, ...]]
SUITS = "cdhs"  # the order some learners wrongly give the suits: clubs lowest, spades highest
COMBINATION = {  # cards of the combination before the first kicker
    Category.HIGH_CARD: 1,
    Category.PAIR: 2,
    Category.TWO_PAIR: 4,
    Category.THREE_OF_A_KIND: 3,
    Category.FOUR_OF_A_KIND: 4,
}


def live(s: Showdown) -> list[str]:
    return [p.name for p in s.settlement.spec.players if not p.folded]


def hole(s: Showdown, name: str) -> tuple[Card, ...]:
    return next(p.hole for p in s.settlement.spec.players if p.name == name)


def hand(s: Showdown, name: str) -> Hand:
    spec = s.settlement.spec
    return best_hand(hole(s, name), spec.board, spec.variant)


def total(s: Showdown) -> int:
    return sum(p.contributed for p in s.settlement.spec.players)


def all_to(name: str, amount: int) -> Shares:
    return ((name, amount),)


def even(s: Showdown, amount: int, names: list[str], order: list[str]) -> Shares:
    """``amount`` shared by ``names``; odd chips one by one in ``order``, in seat order."""
    share, odd = divmod(amount, len(names))
    got = dict.fromkeys(names, share)
    for name in [n for n in order if n in names][:odd]:
        got[name] += 1
    return tuple((p.name, got[p.name]) for p in s.settlement.spec.players if p.name in got)


def ranks(cards: tuple[Card, ...]) -> list[int]:
    return sorted((c.rank for c in cards), reverse=True)


def by_value(s: Showdown, names: list[str]) -> list[str]:
    return sorted(names, key=lambda name: hand(s, name).value, reverse=True)


# The misreadings ------------------------------------------------------------------------


def higher_hole_cards_win(s: Showdown) -> tuple[Shares, ...]:
    pick = max(live(s), key=lambda name: ranks(hole(s, name)))
    return (all_to(pick, total(s)),)


def deciding_kicker_skipped(s: Showdown) -> tuple[Shares, ...]:
    """Read the two fives in order, skip the first card that differs (the kicker that
    decides): the next difference decides instead."""
    a, b = live(s)
    five_a, five_b = hand(s, a).five, hand(s, b).five
    differ = [i for i in range(5) if five_a[i].rank != five_b[i].rank]
    first_kicker = COMBINATION[hand(s, a).category]
    assert differ[0] > first_kicker, "a second kicker (or a later one) decides"
    second = differ[1]
    return (all_to(a if five_a[second].rank > five_b[second].rank else b, total(s)),)


def fifth_card_not_compared(s: Showdown) -> tuple[Shares, ...]:
    a, b = live(s)
    five_a, five_b = hand(s, a).five, hand(s, b).five
    assert [c.rank for c in five_a[:4]] == [c.rank for c in five_b[:4]]
    assert five_a[4].rank != five_b[4].rank
    return (even(s, total(s), [a, b], []),)


def board_plays_for_all(s: Showdown) -> tuple[Shares, ...]:
    spec = s.settlement.spec
    winner = by_value(s, live(s))[0]
    if spec.variant.value != "omaha":  # a board that almost plays: four of its cards do
        assert len(set(hand(s, winner).five) & set(spec.board)) == 4
    seats = [p.name for p in spec.players]
    start = (seats.index(spec.button) + 1) % len(seats)
    return (even(s, total(s), live(s), seats[start:] + seats[:start]),)


def highest_suit_wins(s: Showdown) -> tuple[Shares, ...]:
    best = hand(s, by_value(s, live(s))[0]).value
    tied = [name for name in live(s) if hand(s, name).value == best]
    assert len(tied) > 1, "a tie that looks as if the suits could break it"
    pick = max(tied, key=lambda n: max((SUITS.index(str(c)[1]), c.rank) for c in hole(s, n)))
    return (all_to(pick, total(s)),)


def odd_chips_from_the_button_backwards(s: Showdown) -> tuple[Shares, ...]:
    spec = s.settlement.spec
    best = hand(s, by_value(s, live(s))[0]).value
    tied = [name for name in live(s) if hand(s, name).value == best]
    assert total(s) % len(tied), "a tie that leaves odd chips"
    seats = [p.name for p in spec.players]
    at = seats.index(spec.button)
    backwards = [seats[(at - step) % len(seats)] for step in range(len(seats))]
    return (even(s, total(s), tied, backwards),)


def pots(s: Showdown) -> tuple[int, int, list[str]]:
    """Main pot, side pot and who contests the side pot (the players who covered)."""
    spec = s.settlement.spec
    short = min(p.contributed for p in spec.players)
    covering = [p.name for p in spec.players if p.contributed > short]
    main = short * len(spec.players)
    return main, total(s) - main, covering


def best_hand_takes_everything(s: Showdown) -> tuple[Shares, ...]:
    main, side, _ = pots(s)
    best = by_value(s, live(s))[0]
    return all_to(best, main), all_to(best, side)


def side_pot_shared(s: Showdown) -> tuple[Shares, ...]:
    main, side, covering = pots(s)
    first, second = by_value(s, covering)[:2]
    assert hand(s, first).category is hand(s, second).category  # close hands in the side pot
    return all_to(by_value(s, live(s))[0], main), even(s, side, covering, [])


def allin_cannot_win(s: Showdown) -> tuple[Shares, ...]:
    main, side, covering = pots(s)
    best = by_value(s, covering)[0]
    return all_to(best, main), all_to(best, side)


def second_best_takes_side(s: Showdown) -> tuple[Shares, ...]:
    main, side, covering = pots(s)
    best = by_value(s, live(s))[0]
    assert best in covering
    runner = by_value(s, [n for n in covering if n != best])[0]
    return all_to(best, main), all_to(runner, side)


MISREADINGS: dict[str, Misreading] = {
    "lower_hand": higher_hole_cards_win,
    "missed_kicker": deciding_kicker_skipped,
    "split_when_not_tied": fifth_card_not_compared,
    "board_plays_wrongly": board_plays_for_all,
    "suit_tiebreak": highest_suit_wins,
    "odd_chip_to_wrong_player": odd_chips_from_the_button_backwards,
    "allin_takes_all": best_hand_takes_everything,
    "side_pot_split": side_pot_shared,
    "main_pot_to_wrong_player": allin_cannot_win,
    "winner_limited_to_main": second_best_takes_side,
}
CASES = [(m, v) for m in TRAPS for v in ("holdem", "shortdeck", "omaha") if TRAPS[m].level < 4]
CASES += [(m, "holdem") for m in TRAPS if TRAPS[m].level == 4]


def test_every_named_mistake_has_a_trap() -> None:
    assert set(TRAPS) == set(MISTAKES)
    assert len({trap.letter for trap in TRAPS.values()}) == len(TRAPS)


@pytest.mark.parametrize(("mistake", "variant"), CASES)
def test_each_showdown_tempts_its_mistake(mistake: str, variant: str) -> None:
    count = 6 if variant == "holdem" else 3
    for index in range(count):
        s = targeted_showdown(mistake, 2026 + index, index, variant)
        assert s.level == TRAPS[mistake].level and s.variant.value == variant
        assert sum(o.correct for o in s.options) == 1
        offered = [o for o in s.options if o.error == mistake]
        assert offered and not any(o.correct for o in offered)
        if mistake == "card_outside_five":  # «one's own cards always play»
            winner = by_value(s, live(s))[0]
            idle = {c for c in hole(s, winner) if c not in hand(s, winner).five}
            [option] = offered
            assert option.claim.pots == (all_to(winner, total(s)),)
            assert idle & set(option.claim.five)
        else:  # Omaha offers a suit tie-break for each tied player: one is the misreading's
            assert MISREADINGS[mistake](s) in [o.claim.pots for o in offered], s.id


def test_the_lower_hand_is_not_the_fairer_reading() -> None:
    """A learner who reads the table well is never led to the trap: the right option is
    the engine's answer, and differs from the misreading's."""
    s = targeted_showdown("lower_hand", 5, 0)
    assert s.correct_option.claim.pots != higher_hole_cards_win(s)
    assert s.correct_option.claim.pots == (((by_value(s, live(s))[0], total(s)),),)


def test_a_targeted_showdown_is_an_ordinary_showdown_of_its_level() -> None:
    """Dealt by the level's own generator from a candidate seed: the same table and
    options, under the targeted id."""
    s = targeted_showdown("suit_tiebreak", 42, 3)
    for attempt in range(targeted.MAX_ATTEMPTS):
        (plain,) = generate(3, targeted.candidate_seed(42, "suit_tiebreak", 3, attempt), 1)
        if plain.spec == s.spec:
            break
    assert (plain.options, plain.question) == (s.options, s.question)
    assert s.id == "n3-42-3-p"


def test_targeted_showdowns_are_reproduced_exactly() -> None:
    first = targeted._targeted.__wrapped__("missed_kicker", 7, 2, targeted.Variant.HOLDEM, 2)
    again = targeted._targeted.__wrapped__("missed_kicker", 7, 2, targeted.Variant.HOLDEM, 2)
    assert first == again and first is not again
    assert first.spec != targeted_showdown("missed_kicker", 7, 3).spec
    assert first.spec != targeted_showdown("split_when_not_tied", 7, 2).spec


def test_an_earlier_code_for_mistakes_cycles_through_them_level_by_level() -> None:
    """Codes of the earlier sets for mistakes (letters alone) open the same showdowns."""
    s = PracticeSet.from_code("h24-5-9-kal")
    assert s.levels == (2, 4) and s.code == "h24-5-9-kal"
    assert s.query() == "serie=h24-5-9-kal"
    assert PracticeSet.from_query({"serie": " h24-5-9-kal "}) == s
    practised = [s.mistake_at(slot) for slot in s.slots()]
    assert practised == ["missed_kicker"] * 5 + ["allin_takes_all", "side_pot_split"] * 2 + [
        "allin_takes_all"
    ]
    for slot in s.slots()[4:7]:
        shown = s.showdown(slot.level, slot.index)
        assert shown.id == slot.id
        assert shown == targeted_showdown(practised[s.slots().index(slot)], 9, slot.index)
    assert [slot.id for slot in s.slots()[:2]] == ["n2-9-0-k", "n2-9-1-k"]
    omaha = PracticeSet.from_code("o1-2-3-bc")
    assert omaha.slots()[1].id == "n1-3-1-omaha-c"
    assert omaha.showdown(1, 1).variant.value == "omaha"


def test_the_chips_add_up_in_every_claim() -> None:
    for mistake in TRAPS:
        s = targeted_showdown(mistake, 1, 0)
        for option in s.options:
            assert sum(Fraction(chips) for pot in option.claim.pots for _, chips in pot) == total(s)


@pytest.mark.parametrize(
    ("query", "words"),
    [
        ({"errores": "kicker"}, "errores: «kicker» no es un error con nombre (usa: lower_hand,"),
        ({"errores": "missed_kicker,"}, "errores: «» no es un error con nombre"),
        ({"errores": "x" * 500}, "errores: la lista de errores es demasiado larga"),
        ({"errores": "missed_kicker", "niveles": "1-4"}, "niveles: con «errores» los niveles"),
        ({"errores": "allin_takes_all", "variante": "omaha"}, "variante: el nivel 4"),
    ],
)
def test_bad_queries_are_refused_in_spanish(query: dict[str, str], words: str) -> None:
    with pytest.raises(PokerError) as error:
        PracticeSet.from_query(query)
    assert str(error.value).startswith(words)


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("h2-5-1-z", "serie: «z» no es la letra de ningún error"),
        ("h2-5-1-rk", "errores: los errores deben ir en orden y sin repetir"),
        ("h2-5-1-kk", "errores: los errores deben ir en orden y sin repetir"),
        ("h12-5-1-k", "niveles: los niveles deben ser los de los errores (2)"),
        ("h2-5-1-K", "serie: «h2-5-1-K» no es un código de serie"),
    ],
)
def test_bad_codes_are_refused_in_spanish(code: str, words: str) -> None:
    with pytest.raises(PokerError) as error:
        PracticeSet.from_code(code)
    assert str(error.value) == words or str(error.value).startswith(words)


def test_a_set_for_mistakes_made_is_two_showdowns_each_where_it_was_made() -> None:
    """«Practica tus errores»: only the kinds missed, each at the level where it was
    missed, two showdowns each (``por_error``), each tempting it there."""
    query = {"semilla": "5", "errores": "board_plays_wrongly:1,missed_kicker,lower_hand:3"}
    s = PracticeSet.from_query(query)
    assert s.levels == (1, 2, 3) and s.code == "h123-2-5-b3k2m1"
    assert s.query() == "semilla=5&errores=lower_hand:3,missed_kicker,board_plays_wrongly:1"
    assert (
        PracticeSet.from_code(s.code)
        == s
        == PracticeSet.from_query({"semilla": "5", "errores": s.query().split("errores=")[1]})
    )
    made = [(s.mistake_at(slot), slot.level) for slot in s.slots()]
    assert (
        made
        == [("board_plays_wrongly", 1)] * 2 + [("missed_kicker", 2)] * 2 + [("lower_hand", 3)] * 2
    )
    assert [slot.id for slot in s.slots()] == [
        "n1-5-0-m1", "n1-5-1-m1", "n2-5-0-k", "n2-5-1-k", "n3-5-0-b3", "n3-5-1-b3",
    ]  # fmt: skip
    for slot, (mistake, level) in zip(s.slots(), made, strict=True):
        shown = s.showdown(slot.level, slot.index)
        assert (shown.id, shown.level) == (slot.id, level)
        assert targeted.tempts(mistake, shown)
        assert any(option.error == mistake for option in shown.options)
    assert s.next_slot(s.slots()[1]) == s.slots()[2]
    three = PracticeSet.from_query(
        {"errores": "missed_kicker,split_when_not_tied", "por_error": "3"}
    )
    assert [three.mistake_at(slot) for slot in three.slots()] == [
        "missed_kicker", "split_when_not_tied"] * 3  # fmt: skip
    assert three.count(2) == 6 and three.query().endswith("por_error=3")
    omaha = PracticeSet.from_query({"errores": "card_outside_five:2", "variante": "omaha"})
    assert omaha.code == "o2-2-2026-c2" and omaha.showdown(2, 1).variant.value == "omaha"


@pytest.mark.parametrize("variant", ["holdem", "omaha", "shortdeck"])
def test_each_trap_names_every_level_that_offers_its_mistake(variant: str) -> None:
    """``Trap.offered_at``: the levels whose ordinary showdowns offer the mistake."""
    offered: dict[str, set[int]] = {}
    for level in (1, 2, 3, 4) if variant == "holdem" else (1, 2, 3):
        for seed in range(40):
            for showdown in generate(level, seed, 5, variant):
                for option in showdown.options:
                    if option.error:
                        offered.setdefault(option.error, set()).add(level)
    for mistake, trap in TRAPS.items():
        if trap.level == 4 and variant != "holdem":
            continue  # level 4 is hold'em only
        assert offered[mistake] <= set(trap.offered_at), mistake
        assert offered[mistake] == set(trap.offered_at) - ({4} if variant != "holdem" else set())


@pytest.mark.parametrize(
    ("query", "words"),
    [
        ({"errores": "missed_kicker:3"}, "errores: «missed_kicker» no se practica en el nivel 3"),
        ({"errores": "missed_kicker:x"}, "errores: «missed_kicker:x»: el nivel va del 1 al 4"),
        ({"errores": "missed_kicker", "por_error": "9"}, "por_error: «9» no es un número"),
    ],
)
def test_bad_mistakes_made_are_refused_in_spanish(query: dict[str, str], words: str) -> None:
    with pytest.raises(PokerError) as error:
        PracticeSet.from_query(query)
    assert str(error.value).startswith(words)


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("h1-2-1-k1", "errores: «missed_kicker» no se practica en el nivel 1"),
        ("h12-2-1-k2b1", "errores: los errores deben ir en orden y sin repetir"),
        ("h2-9-1-k2", "por_error: el número de manos por error debe estar entre 1 y 5"),
        ("h2-2-1-k2k", "serie: «h2-2-1-k2k» no es un código de serie"),
    ],
)
def test_bad_codes_of_mistakes_made_are_refused_in_spanish(code: str, words: str) -> None:
    with pytest.raises(PokerError) as error:
        PracticeSet.from_code(code)
    assert str(error.value).startswith(words)
