"""Spanish wording of practice showdowns: option texts and the pieces feedback is built of.

Hands, comparisons and pots are read by the engine (``Hand.label``, ``Decision.sentence``
and the settlement's explanation); this module only puts those pieces into the practice's
sentences, so no comparison is worded twice.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.cards import Card, display_cards
from ..engine.compare import decide
from ..engine.hands import Hand
from ..engine.numbers import number
from ..engine.phrasing import capitalized, spoken_pot_names
from ..engine.phrasing import join_names as join
from ..engine.settle import Pot, Settlement, chips
from .answers import Claim

QUESTION_WINNER = "¿Quién se lleva el bote y qué cinco cartas juega esa mano?"
QUESTION_POT = "¿Quién se lleva el bote?"
QUESTION_POTS = "¿Quién se lleva cada bote?"


def question(level: int, pots: int = 1) -> str:
    """The question a showdown asks: from level 3 on, «cada bote» only when there are two
    or more pots (one pot is «el bote», as everywhere on the site)."""
    if level <= 2:
        return QUESTION_WINNER
    return QUESTION_POTS if pots > 1 else QUESTION_POT


def cards(five: Sequence[Card]) -> str:
    return display_cards(five)


def plays(name: str, hand: Hand) -> str:
    """``Ana juega pareja de ases: A♠ A♥ K♦ 7♣ 5♠``; ``Beto juega la mesa, …``."""
    if hand.board_plays:
        return f"{name} juega la mesa, {hand.label}: {cards(hand.five)}"
    return f"{name} juega {hand.label}: {cards(hand.five)}"


def beats(settlement: Settlement, better: str, worse: str) -> str:
    """The engine's sentence for why ``better`` beats (or ties with) ``worse``."""
    hands = settlement.hands
    return decide(hands[better], hands[worse]).sentence(better, worse)


def pot_name(settlement: Settlement, pot: Pot) -> str:
    """How the dealer names ``pot``: «bote», «bote principal», «bote lateral» (no number
    when it is the only side pot), «bote lateral 2»…"""
    pots = settlement.pots
    return spoken_pot_names([p.name for p in pots])[pots.index(pot)]


def pot_title(settlement: Settlement, pot: Pot) -> str:
    """``bote principal (300 fichas)``."""
    return f"{pot_name(settlement, pot)} ({chips(pot.amount)})"


def shares_text(shares: Sequence[tuple[str, int]]) -> str:
    """``todo para Ana`` or ``Ana 150 y Beto 150``."""
    if len(shares) == 1:
        return f"todo para {shares[0][0]}"
    return join(f"{name} {number(amount)}" for name, amount in shares)


def claim_text(claim: Claim, settlement: Settlement, level: int, inside: bool = False) -> str:
    """What an option says, e.g. ``Ana, con A♠ A♥ K♦ 7♣ 5♠`` or
    ``Bote principal (300 fichas): Ana 150 y Beto 150; bote lateral 1 (80 fichas): …``.
    ``inside`` words it for the middle of a sentence (after «Lo correcto:»): no capital
    and no second colon, ``bote principal (300 fichas), Ana 150 y Beto 150; …``."""
    if level <= 2:
        (shares,) = claim.pots
        if len(shares) > 1:
            names = join(name for name, _ in shares)
            if inside:
                return f"{names} empatan y se reparten el bote"
            return f"Empate: {names} se reparten el bote"
        return f"{shares[0][0]}, con {cards(claim.five)}"
    after = ", " if inside else ": "
    parts = [
        f"{pot_title(settlement, pot)}{after}{shares_text(shares)}"
        for pot, shares in zip(settlement.pots, claim.pots, strict=True)
    ]
    text = "; ".join(parts)
    return text if inside else capitalized(text)


def correct_feedback(settlement: Settlement) -> str:
    """The dealer's reading of the whole showdown, from the engine's explanation."""
    return "¡Correcto! " + " ".join(settlement.explanation)


def right_answer(claim: Claim, settlement: Settlement, level: int) -> str:
    """``Lo correcto: …`` closing a wrong option's feedback."""
    return f"Lo correcto: {claim_text(claim, settlement, level, inside=True)}."


def pot_lines(settlement: Settlement) -> list[str]:
    """Who takes each pot (and any odd chip), and any uncalled bet given back."""
    lines = []
    pots = settlement.pots
    for pot, name in zip(pots, spoken_pot_names([p.name for p in pots]), strict=True):
        title = f"{capitalized(name)} ({chips(pot.amount)})"
        if len(pot.shares) == 1:
            (winner,) = pot.shares
            lines.append(f"{title}: se lo lleva {winner}.")
        else:
            shares = join([f"{who} {number(n)}" for who, n in pot.shares.items()])
            odd = f"; la ficha sobrante, para {join(pot.odd_chips)}" if pot.odd_chips else ""
            lines.append(f"{title}: se reparte entre {shares}{odd}.")
    for name, amount in settlement.refunds.items():
        lines.append(f"A {name} se le devuelven {chips(amount)} que nadie igualó.")
    return lines
