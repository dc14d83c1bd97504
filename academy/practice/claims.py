"""What each option of a practice showdown claims, the right one and the named wrong ones.

A claim says who takes each pot and how many chips, and at levels 1-2 the five cards the
winner plays. Wrong claims are built from the settled showdown, each as one named mistake
(:mod:`.mistakes`); a claim equal to the right one, or to another option, is dropped.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..engine.cards import Card
from ..engine.deck import Rng
from ..engine.hands import Hand, Variant, value_of
from ..engine.pots import clockwise_from_button
from ..engine.settle import Settlement
from . import answers as e
from .answers import Claim, Shares, plain_variant, read_five, runner_up
from .levels import ALLIN_WINS_MAIN, SPLIT


def right_claim(s: Settlement, level: int) -> Claim:
    pots = tuple(_in_seat_order(s, pot.shares.items()) for pot in s.pots)
    five = s.hands[s.pots[0].winners[0]].five if level <= 2 else ()
    return Claim(pots, five)


def wrong_claims(s: Settlement, level: int, case: str, rng: Rng) -> list[Claim]:
    """Up to three wrong claims, each a named mistake: the level's typical mistake first,
    then two of the others chosen by ``rng``."""
    right = right_claim(s, level)
    if level <= 2:
        candidates = _winner_and_five(s, level)
    elif level == 3:
        candidates = _one_pot(s, case)
    else:
        candidates = _two_pots(s, case)
    seen = {right.answer}
    kept = []
    for claim in candidates:
        if claim.answer not in seen:
            seen.add(claim.answer)
            kept.append(claim)
    return kept[:1] + rng.shuffled(kept[1:])[:2]


def _in_seat_order(s: Settlement, shares: Iterable[tuple[str, int]]) -> Shares:
    amounts = dict(shares)
    return tuple((p.name, amounts[p.name]) for p in s.spec.players if p.name in amounts)


def split_evenly(
    s: Settlement, amount: int, names: Sequence[str], odd_from_the_right: bool = False
) -> Shares:
    """``amount`` shared equally by ``names`` as a tie would share it: odd chips one at a
    time from the first seat left of the button (the rule ``settle`` applies), or, for a
    wrong option, from the button going the other way."""
    clockwise = clockwise_from_button([p.name for p in s.spec.players], s.spec.button)
    if odd_from_the_right:
        clockwise.reverse()
    share, odd = divmod(amount, len(names))
    amounts = dict.fromkeys(names, share)
    for name in [n for n in clockwise if n in names][:odd]:
        amounts[name] += 1
    return _in_seat_order(s, amounts.items())


def _all_to(name: str, amount: int) -> tuple[Shares]:
    """One pot, all of it to ``name``."""
    return (((name, amount),),)


# Levels 1-2 ----------------------------------------------------------------------------


def _winner_and_five(s: Settlement, level: int) -> list[Claim]:
    (winner,), (loser,) = s.order
    amount = s.pots[0].amount
    hand = s.hands[winner]
    first = e.LOWER_HAND if level == 1 else e.MISSED_KICKER
    claims = [Claim(_all_to(loser, amount), s.hands[loser].five, first, loser)]
    if level == 2:
        claims.append(
            Claim((split_evenly(s, amount, [winner, loser]),), (), e.SPLIT_WHEN_NOT_TIED, loser)
        )
    deciding = _deciding_position(hand, s.hands[loser]) if level == 2 else 4
    outside = _card_outside_five(hand, s.spec.player(winner).hole, s.spec.board, deciding)
    if outside is not None:
        five, card, replaced = outside
        claims.append(
            Claim(_all_to(winner, amount), five, e.CARD_OUTSIDE_FIVE, winner, card, replaced)
        )
    board = read_five(s.spec.board, s.spec.variant)
    claims.append(Claim(_all_to(winner, amount), board, e.BOARD_PLAYS_WRONGLY, winner))
    return claims


def _deciding_position(better: Hand, worse: Hand) -> int:
    for i, (a, b) in enumerate(zip(better.five, worse.five, strict=True)):
        if a.rank != b.rank:
            return i
    return len(better.five) - 1


def _card_outside_five(
    hand: Hand, hole: Sequence[Card], board: Sequence[Card], first: int
) -> tuple[tuple[Card, ...], Card, Card] | None:
    """The winner's five with one card swapped for one that does not play, making a worse
    (or, in Omaha, an illegal) five: the deciding card first, then from the last card."""
    variant = hand.variant
    plain = plain_variant(variant)
    unused = sorted(hand.unused, key=lambda c: (c not in hole, -c.rank, -c.suit))
    for position in (first, 4, 3, 2, 1, 0):
        for card in unused:
            five = list(hand.five)
            replaced, five[position] = five[position], card
            from_hole = sum(c in hole for c in five)
            illegal = variant is Variant.OMAHA and from_hole != 2
            if illegal or value_of(five, plain) < hand.value:
                return read_five(five, variant), card, replaced
    return None


# Level 3 -------------------------------------------------------------------------------


def _one_pot(s: Settlement, case: str) -> list[Claim]:
    (pot,) = s.pots
    live = list(s.hands)
    amount = pot.amount
    omaha = s.spec.variant is Variant.OMAHA
    claims = []
    if case == SPLIT and not omaha:  # everybody plays the board
        showy = max(live, key=lambda name: max(s.spec.player(name).hole))
        claims.append(Claim(_all_to(showy, amount), (), e.BOARD_PLAYS_WRONGLY, showy))
        others = [name for name in live if name != showy]
        suited = max(
            others, key=lambda name: max((c.suit, c.rank) for c in s.spec.player(name).hole)
        )
        claims.append(Claim(_all_to(suited, amount), (), e.SUIT_TIEBREAK, suited))
    elif case == SPLIT:  # Omaha: a tie between different fives
        # Each tied player in turn, from the one whose five looks best by suits.
        by_suits = sorted(
            pot.winners, key=lambda name: [c.suit for c in s.hands[name].five], reverse=True
        )
        claims.extend(Claim(_all_to(name, amount), (), e.SUIT_TIEBREAK, name) for name in by_suits)
        losers = [name for group in s.order[1:] for name in group]
        if losers:
            everybody = split_evenly(s, amount, live)
            claims.append(Claim((everybody,), (), e.BOARD_PLAYS_WRONGLY))
            claims.append(Claim(_all_to(losers[0], amount), (), e.LOWER_HAND, losers[0]))
    else:  # one winner where the board seems to play
        winner = pot.winners[0]
        everybody = split_evenly(s, amount, live)
        claims.append(Claim((everybody,), (), e.BOARD_PLAYS_WRONGLY))
        if omaha:
            other = s.order[1][0]
        else:
            other = max((n for n in live if n != winner), key=lambda n: max(s.spec.player(n).hole))
        claims.append(Claim(_all_to(other, amount), (), e.LOWER_HAND, other))
    if pot.odd_chips:
        wrong = split_evenly(s, amount, pot.winners, odd_from_the_right=True)
        claims.append(Claim((wrong,), (), e.ODD_CHIP_TO_WRONG_PLAYER))
    return claims


# Level 4 -------------------------------------------------------------------------------


def _two_pots(s: Settlement, case: str) -> list[Claim]:
    main, side = s.pots
    allin = next(name for name in main.eligible if name not in side.eligible)
    main_winner, side_winner = main.winners[0], side.winners[0]
    both_to = {name: ((name, main.amount),) for name in (allin, main_winner, side_winner)}
    side_split = split_evenly(s, side.amount, side.eligible)
    claims = []
    if case == ALLIN_WINS_MAIN:
        claims.append(
            Claim((both_to[allin], ((allin, side.amount),)), (), e.ALLIN_TAKES_ALL, allin)
        )
        claims.append(Claim((both_to[main_winner], side_split), (), e.SIDE_POT_SPLIT))
        claims.append(
            Claim(
                (both_to[side_winner], ((side_winner, side.amount),)),
                (),
                e.MAIN_POT_TO_WRONG_PLAYER,
                side_winner,
            )
        )
    else:
        claims.append(Claim((both_to[main_winner], side_split), (), e.SIDE_POT_SPLIT))
        runner = runner_up(s, side.eligible, main_winner)
        claims.append(
            Claim(
                (both_to[main_winner], ((runner, side.amount),)),
                (),
                e.WINNER_LIMITED_TO_MAIN,
                runner,
            )
        )
        claims.append(
            Claim((both_to[allin], ((allin, side.amount),)), (), e.ALLIN_TAKES_ALL, allin)
        )
    return claims
