"""Showdowns built for a learner's mistakes («Practica tus errores»).

Each named mistake has a trap: a kind of table where that mistake is tempting, and the
misreading behind it. A showdown *tempts* a mistake when the option of that mistake is
offered and the misreading would choose it:

=========================  =====  ===============================  =====================
mistake                    level  the misreading                   the table
=========================  =====  ===============================  =====================
lower_hand                 1      the higher hole cards win        the loser holds higher
                                                                   cards than the winner
card_outside_five          1      one's own cards always play      a winner's hole card
                                                                   stays out of the five
missed_kicker              2      the deciding kicker is skipped   a second kicker (or a
                                                                   later one) decides;
                                                                   without it the loser's
                                                                   cards are higher
split_when_not_tied        2      the fifth card is not compared   only the fifth decides
board_plays_wrongly        3      the board plays for everyone     a board that almost
                                                                   plays (one hole card
                                                                   improves it)
suit_tiebreak              3      the highest suit (♠ ♥ ♦ ♣) wins   a tie where the option's
                                  a tie                            player holds the highest
                                                                   suit
odd_chip_to_wrong_player   3      odd chips go right of the button a tie with odd chips
allin_takes_all            4      the best hand takes every pot    the all-in player has
                                                                   the best hand
side_pot_split             4      a side pot is shared by those    the side pot's players
                                  in it                            play the same category
main_pot_to_wrong_player   4      an all-in player cannot win      the all-in player has
                                  against those who covered him    the best hand
winner_limited_to_main     4      the second-best hand takes the   one covering player
                                  side pot                         takes both pots
=========================  =====  ===============================  =====================

A mistake is also offered at other levels (``Trap.levels``: ``board_plays_wrongly`` at
levels 1-3, for instance). A learner who made it there practises it there: at a level
other than its trap's, a showdown tempts it when its option is offered (and, for the
traps that read any table, ``lower_hand`` and ``card_outside_five``, when the trap's own
test holds too).

Showdown ``index`` of a mistake in a set with ``seed`` is the first of a sequence of
candidate showdowns (each dealt by :func:`.showdowns.generate` from a seed derived from
``seed``, the mistake, ``index`` and the attempt) that tempts the mistake: the same inputs
give the same showdown on every platform. The candidates are ordinary showdowns of the
level, so every rule of the level still holds.

>>> s = targeted_showdown("missed_kicker", 2026, 0)
>>> s.id, s.level, tempts("missed_kicker", s)
('n2-2026-0-k', 2, True)
>>> t = targeted_showdown("board_plays_wrongly", 2026, 0, level=1)
>>> t.id, t.level, tempts("board_plays_wrongly", t)
('n1-2026-0-m1', 1, True)
>>> targeted_showdown("wrong_guess", 1, 0)
Traceback (most recent call last):
...
academy.engine.errors.PokerError: errores: «wrong_guess» no es un error con nombre
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from ..engine.cards import Card
from ..engine.compare import decide
from ..engine.deck import MAX_SEED, Rng
from ..engine.errors import PokerError
from ..engine.hands import Variant
from . import answers as e
from .levels import ALLIN_WINS_MAIN, COMBINATION_SIZE, ONE_TAKES_BOTH, ONE_WINNER, SPLIT
from .showdowns import Option, Showdown, check_variant, generate

MAX_ATTEMPTS = 3000  # candidate showdowns per targeted showdown; then a Spanish error


@dataclass(frozen=True, slots=True)
class Trap:
    """Where a mistake is practised: its level, its letter in set codes, the test of a
    showdown that tempts it, every level whose showdowns may offer it and whether the
    test reads a table of any level (``anywhere``)."""

    mistake: str
    level: int
    letter: str
    tempts: Callable[[Showdown], bool]
    levels: tuple[int, ...] = ()
    anywhere: bool = False

    @property
    def offered_at(self) -> tuple[int, ...]:
        return self.levels or (self.level,)


def _option(showdown: Showdown, mistake: str) -> Option | None:
    return next((o for o in showdown.options if o.error == mistake), None)


def _winner(showdown: Showdown) -> str:
    return showdown.settlement.pots[0].winners[0]


def _hole(showdown: Showdown, name: str) -> tuple[Card, ...]:
    return showdown.settlement.spec.player(name).hole


def _ranks(cards: Iterable[Card]) -> list[int]:
    return sorted((c.rank for c in cards), reverse=True)


def _only_to(option: Option) -> str | None:
    """The player an option gives the (first) pot to whole, if it does."""
    shares = option.claim.pots[0]
    return shares[0][0] if len(shares) == 1 else None


# Levels 1-2 ----------------------------------------------------------------------------


def _lower_hand(s: Showdown) -> bool:
    option = _option(s, e.LOWER_HAND)
    if option is None or option.claim.player is None:
        return False
    loser = option.claim.player
    return _ranks(_hole(s, loser)) > _ranks(_hole(s, _winner(s)))


def _card_outside_five(s: Showdown) -> bool:
    option = _option(s, e.CARD_OUTSIDE_FIVE)
    return option is not None and option.claim.card in _hole(s, _winner(s))


def _decision(s: Showdown) -> tuple[int, tuple[Card, ...], tuple[Card, ...]] | None:
    """Heads-up: the position that decided and the two fives (winner's first)."""
    (winner,), (loser,) = s.settlement.order
    better, worse = s.settlement.hands[winner], s.settlement.hands[loser]
    decision = decide(better, worse)
    if decision.position is None:
        return None
    return decision.position, better.five, worse.five


def _missed_kicker(s: Showdown) -> bool:
    decided = _decision(s) if _option(s, e.MISSED_KICKER) else None
    if decided is None:
        return False
    position, better, worse = decided
    first_kicker = COMBINATION_SIZE.get(s.settlement.hands[_winner(s)].category)
    if first_kicker is None or position <= first_kicker:
        return False
    rest = zip(better[position + 1 :], worse[position + 1 :], strict=True)
    return next((w.rank > b.rank for b, w in rest if b.rank != w.rank), False)


def _split_when_not_tied(s: Showdown) -> bool:
    decided = _decision(s) if _option(s, e.SPLIT_WHEN_NOT_TIED) else None
    return decided is not None and decided[0] == 4


# Level 3 -------------------------------------------------------------------------------


def _board_plays_wrongly(s: Showdown) -> bool:
    return s.case == ONE_WINNER and _option(s, e.BOARD_PLAYS_WRONGLY) is not None


def highest_suit_holder(s: Showdown, among: Sequence[str]) -> str:
    """The player of ``among`` holding the card of the highest suit (rank breaks ties)."""
    return max(among, key=lambda name: max((c.suit, c.rank) for c in _hole(s, name)))


def _suit_tiebreak(s: Showdown) -> bool:
    if s.case != SPLIT:
        return False
    pick = highest_suit_holder(s, s.settlement.pots[0].winners)
    return any(_only_to(o) == pick for o in s.options if o.error == e.SUIT_TIEBREAK)


def _odd_chip(s: Showdown) -> bool:
    return _option(s, e.ODD_CHIP_TO_WRONG_PLAYER) is not None


# Level 4 -------------------------------------------------------------------------------


def _allin_wins_main(mistake: str) -> Callable[[Showdown], bool]:
    def tempts(s: Showdown) -> bool:
        return s.case == ALLIN_WINS_MAIN and _option(s, mistake) is not None

    return tempts


def _side_pot_split(s: Showdown) -> bool:
    if _option(s, e.SIDE_POT_SPLIT) is None:
        return False
    settlement = s.settlement
    side = settlement.pots[1]
    winner = side.winners[0]
    runner = next(n for g in settlement.order for n in g if n in side.eligible and n != winner)
    return settlement.hands[winner].category is settlement.hands[runner].category


def _winner_limited_to_main(s: Showdown) -> bool:
    return s.case == ONE_TAKES_BOTH and _option(s, e.WINNER_LIMITED_TO_MAIN) is not None


TRAPS: dict[str, Trap] = {
    trap.mistake: trap
    for trap in (
        Trap(e.LOWER_HAND, 1, "b", _lower_hand, (1, 3), anywhere=True),
        Trap(e.CARD_OUTSIDE_FIVE, 1, "c", _card_outside_five, (1, 2), anywhere=True),
        Trap(e.MISSED_KICKER, 2, "k", _missed_kicker),
        Trap(e.SPLIT_WHEN_NOT_TIED, 2, "r", _split_when_not_tied),
        Trap(e.BOARD_PLAYS_WRONGLY, 3, "m", _board_plays_wrongly, (1, 2, 3)),
        Trap(e.SUIT_TIEBREAK, 3, "p", _suit_tiebreak),
        Trap(e.ODD_CHIP_TO_WRONG_PLAYER, 3, "f", _odd_chip),
        Trap(e.ALLIN_TAKES_ALL, 4, "a", _allin_wins_main(e.ALLIN_TAKES_ALL)),
        Trap(e.SIDE_POT_SPLIT, 4, "l", _side_pot_split),
        Trap(e.MAIN_POT_TO_WRONG_PLAYER, 4, "n", _allin_wins_main(e.MAIN_POT_TO_WRONG_PLAYER)),
        Trap(e.WINNER_LIMITED_TO_MAIN, 4, "g", _winner_limited_to_main),
    )
}
BY_LETTER = {trap.letter: trap for trap in TRAPS.values()}


def tempts(mistake: str, showdown: Showdown) -> bool:
    """True when ``showdown`` offers the option of ``mistake`` and its misreading would
    choose it (at a level other than the trap's: the option is offered, see above)."""
    trap = TRAPS[mistake]
    if showdown.level == trap.level:
        return trap.tempts(showdown)
    if showdown.level not in trap.offered_at or _option(showdown, mistake) is None:
        return False
    return not trap.anywhere or trap.tempts(showdown)


def candidate_seed(seed: int, mistake: str, index: int, attempt: int, level: int = 0) -> int:
    """The seed of candidate ``attempt`` (a set's seed mixed with the mistake's letter,
    the index, the attempt and, away from the trap's level, that level; ``Rng``
    scrambles it)."""
    away = 0 if level in (0, TRAPS[mistake].level) else level << 40
    mixed = seed ^ Rng(ord(TRAPS[mistake].letter) << 32 | away | index).next64()
    return Rng((mixed + attempt * 0x9E3779B97F4A7C15) & MAX_SEED).next64() & MAX_SEED


def showdown_id(mistake: str, seed: int, index: int, variant: Variant, level: int = 0) -> str:
    """``n2-2026-0-k``: level, set seed, index, (variant,) the mistake's letter (and,
    away from the trap's level, that level: ``n1-2026-0-m1``)."""
    trap = TRAPS[mistake]
    middle = "" if variant is Variant.HOLDEM else f"-{variant.value}"
    away = level not in (0, trap.level)
    end = f"{trap.letter}{level}" if away else trap.letter
    return f"n{level if away else trap.level}-{seed}-{index}{middle}-{end}"


def check_missed(mistake: str, level: int) -> None:
    """PokerError (Spanish, ``errores``) unless ``mistake`` is a named mistake offered at
    ``level``."""
    if mistake not in TRAPS:
        raise PokerError(f"«{mistake}» no es un error con nombre", field="errores")
    offered = TRAPS[mistake].offered_at
    if level not in offered:
        where = " ni en el ".join(str(n) for n in offered)
        raise PokerError(
            f"«{mistake}» no se practica en el nivel {level} (solo en el {where})",
            field="errores",
        )


def targeted_showdown(
    mistake: str, seed: int, index: int, variant: str = "holdem", level: int = 0
) -> Showdown:
    """Showdown ``index`` of a set practising ``mistake`` at ``level`` (0: the trap's);
    PokerError (Spanish) when the mistake is unknown or not offered at that level, the
    variant cannot practise the level, or no candidate tempts it."""
    if mistake not in TRAPS:
        raise PokerError(f"«{mistake}» no es un error con nombre", field="errores")
    chosen = level or TRAPS[mistake].level
    check_missed(mistake, chosen)
    parsed = check_variant(variant, chosen)
    return _targeted(mistake, seed, index, parsed, chosen)


@lru_cache(maxsize=512)
def _targeted(mistake: str, seed: int, index: int, variant: Variant, level: int) -> Showdown:
    for attempt in range(MAX_ATTEMPTS):
        candidate = candidate_seed(seed, mistake, index, attempt, level)
        (showdown,) = generate(level, candidate, 1, variant.value)
        if tempts(mistake, showdown):
            found = showdown_id(mistake, seed, index, variant, level)
            return dataclasses.replace(showdown, id=found)
    raise PokerError(  # pragma: no cover - the traps are far from that rare
        f"no se encontró una mano para practicar «{mistake}»: prueba con otra semilla",
        field="semilla",
    )
