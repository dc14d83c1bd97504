"""The first line of every option's feedback: right or wrong, and why, in 25 words or fewer.

The full feedback (``Option.feedback``) and the dealer's step-by-step accounting
(``Settlement.explanation``) stay available; this line is what a learner reads first:
«No: Elena juega pareja de ases, y Gabi, doble pareja de reyes y ochos, una categoría por
encima.» Each line is built from the engine's reading of the table. When a table's labels
make the detailed line longer than :data:`MAX_WORDS`, a shorter one of the same meaning is
said instead, so the bound always holds.
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine.cards import Card
from ..engine.compare import Decision, category_gap, decide, rooms_differ, with_article
from ..engine.hands import Variant
from ..engine.numbers import chips
from ..engine.phrasing import join_names
from ..engine.settle import Pot, Settlement
from . import answers as e
from .answers import Claim
from .feedback import pot_name

MAX_WORDS = 25

Lines = list[str]  # candidate lines, most detailed first


def word_count(text: str) -> int:
    return len(text.split())


def fitting(candidates: Lines) -> str:
    """The first candidate of at most :data:`MAX_WORDS` words (the last one always is)."""
    for line in candidates:
        if word_count(line) <= MAX_WORDS:
            return line
    raise AssertionError(f"no line fits in {MAX_WORDS} words: {candidates[-1]}")


def summary(settlement: Settlement, level: int, claim: Claim, right: Claim) -> str:
    """The first line of an option's feedback: «Sí: …» or «No: …»."""
    if claim is right:
        return fitting(_confirmation(settlement, level))
    assert claim.error is not None
    return fitting(_WRONG[claim.error](settlement, level, claim))


# Why one hand beats another, short -------------------------------------------------------


def why(s: Settlement, better: str, worse: str, worse_first: bool = False) -> Lines:
    """Why ``better`` beats ``worse``: the category, the kicker or the higher hand."""
    d = decide(s.hands[better], s.hands[worse])
    b, w = d.better, d.worse
    if d.tie:
        return [f"{better} y {worse} juegan {b.label}: empate"]
    if d.by_category:
        gap = category_gap(b, w)
        order = " (con el orden de este sitio)" if rooms_differ(b, w) else ""
        if worse_first:
            line = f"{worse} juega {w.label}, y {better}, {b.label}, {gap}{order}"
        else:
            line = f"{better} juega {b.label}, {gap} {with_article(w, of=True)} de {worse}{order}"
        return [line, f"la mano de {better} está {gap} de la de {worse}{order}"]
    if b.label != w.label:
        return [
            f"{with_article(b)} de {better} supera {with_article(w, to=True)} de {worse}",
            f"la mano de {better} es más alta que la de {worse}",
        ]
    return [
        f"{better} y {worse} juegan {b.label}; {_decider(d, better, worse)}",
        _decider(d, better, worse),
    ]


def _decider(d: Decision, better: str, worse: str) -> str:
    """«decide el kicker: K♥ de Fede frente a 10♥ de Dani»."""
    assert d.cards is not None
    mine, theirs = d.cards
    what = "el kicker" if d.by_kicker else d.where
    return f"decide {what}: {mine.display} de {better} frente a {theirs.display} de {worse}"


def _runner_up(s: Settlement, among: tuple[str, ...], winner: str) -> str:
    return next(n for group in s.order for n in group if n in among and n != winner)


def _own_cards(s: Settlement, name: str) -> tuple[Card, ...]:
    hole = next(p.hole for p in s.spec.players if p.name == name)
    return tuple(c for c in s.hands[name].five if c in hole)


def _sure(prefix: str, lines: Lines, short: str) -> Lines:
    return [f"{prefix} {line}." for line in lines] + [f"{prefix} {short}"]


# Right answers ----------------------------------------------------------------------------


def _confirmation(s: Settlement, level: int) -> Lines:
    if level <= 2:
        (winner,), (loser,) = s.order
        return _sure("Sí:", why(s, winner, loser), f"el bote es para {winner}.")
    if level == 3:
        return _one_pot_right(s)
    main, side = s.pots
    m, w = main.winners[0], side.winners[0]
    if m == w:
        return [
            f"Sí: {m} tiene la mejor mano y disputa los dos botes: se lleva el "
            f"{pot_name(s, main)} y el {pot_name(s, side)}.",
            f"Sí: {m} se lleva los dos botes.",
        ]
    return [
        f"Sí: {m} gana el {pot_name(s, main)} con {s.hands[m].label}; el {pot_name(s, side)}, "
        f"que {m} no disputa, es para {w}.",
        f"Sí: el {pot_name(s, main)} es para {m} y el {pot_name(s, side)} para {w}.",
    ]


def _one_pot_right(s: Settlement) -> Lines:
    (pot,) = s.pots
    label = s.hands[pot.winners[0]].label
    odd = _odd_chip_note(pot)
    if len(pot.winners) == len(s.hands) and all(h.board_plays for h in s.hands.values()):
        return [
            f"Sí: todos juegan la mesa, {label}, y el bote se reparte{odd}.",
            "Sí: todos juegan la mesa y el bote se reparte.",
        ]
    if len(pot.winners) > 1:
        return [
            f"Sí: {join_names(pot.winners)} empatan con {label} y se reparten el bote{odd}.",
            f"Sí: {join_names(pot.winners)} se reparten el bote.",
        ]
    winner = pot.winners[0]
    runner = _runner_up(s, pot.eligible, winner)
    own = _own_cards(s, winner)
    lines = []
    if s.spec.variant is not Variant.OMAHA and own:
        cards = join_names(c.display for c in own)
        improves = "mejora" if len(own) == 1 else "mejoran"
        lines.append(
            f"Sí: {cards} de {winner} {improves} las cartas comunitarias y {winner} gana con "
            f"{label}."
        )
    lines.extend(_sure("Sí:", why(s, winner, runner), f"el bote es para {winner}."))
    return lines


def _odd_chip_note(pot: Pot) -> str:
    if not pot.odd_chips:
        return ""
    getters = list(pot.odd_chips)
    if len(getters) == 1:
        return f"; la ficha sobrante, para {getters[0]}"
    return f"; las fichas sobrantes, para {join_names(getters)}"


# Wrong answers, by named mistake ------------------------------------------------------------

Wrong = Callable[[Settlement, int, Claim], Lines]


def _lower_hand(s: Settlement, level: int, claim: Claim) -> Lines:
    assert claim.player is not None
    winner = _winner_over(s, claim.player)
    return _sure("No:", why(s, winner, claim.player, worse_first=True), f"gana {winner}.")


def _winner_over(s: Settlement, player: str) -> str:
    """The winner of the first pot ``player`` was wrongly given."""
    pot = next(p for p in s.pots if player in p.eligible)
    return pot.winners[0]


def _missed_kicker(s: Settlement, level: int, claim: Claim) -> Lines:
    assert claim.player is not None
    winner = s.pots[0].winners[0]
    d = decide(s.hands[winner], s.hands[claim.player])
    return [
        f"No: la misma combinación no es todavía un empate; {_decider(d, winner, claim.player)}.",
        f"No: {_decider(d, winner, claim.player)}.",
        f"No: decide {'el kicker' if d.by_kicker else d.where} y el bote es para {winner}.",
    ]


def _card_outside_five(s: Settlement, level: int, claim: Claim) -> Lines:
    card, replaced = claim.card, claim.replaced
    assert card is not None and replaced is not None
    winner = s.pots[0].winners[0]
    if s.spec.variant is Variant.OMAHA and card not in s.spec.board:
        return [
            f"No: {winner} gana, pero en Omaha juega exactamente dos cartas propias: "
            f"{card.display} no entra en sus cinco.",
            f"No: {card.display} no entra en las cinco de {winner}.",
        ]
    return [
        f"No: {winner} gana, pero {card.display} no está entre sus cinco cartas: juega "
        f"{replaced.display} en su lugar.",
        f"No: {card.display} no está entre las cinco cartas de {winner}.",
    ]


def _board_plays_wrongly(s: Settlement, level: int, claim: Claim) -> Lines:
    pot = s.pots[0]
    winner = pot.winners[0]
    hand = s.hands[winner]
    omaha = s.spec.variant is Variant.OMAHA
    never = "en Omaha nadie juega la mesa"
    if level <= 2:
        if omaha:
            return [f"No: {never}; {winner} juega {hand.label}.", f"No: {never}."]
        own_cards = _own_cards(s, winner)
        own = join_names(c.display for c in own_cards)
        enter = "completa" if len(own_cards) == 1 else "completan"
        return [
            f"No: {winner} no juega la mesa: {own} {enter} su mano ({hand.label}).",
            f"No: {winner} no juega la mesa.",
        ]
    claimed = [name for name, _ in claim.pots[0]]
    if len(claimed) == 1:
        player = claimed[0]
        high = max(next(p.hole for p in s.spec.players if p.name == player))
        return [
            f"No: {high.display} de {player} no juega; todos juegan la mesa y el bote se reparte.",
            "No: todos juegan la mesa y el bote se reparte.",
        ]
    if len(pot.winners) > 1:
        return [
            f"No: {never}; solo empatan {join_names(pot.winners)}, con {hand.label}.",
            f"No: solo empatan {join_names(pot.winners)}.",
        ]
    if omaha:
        return [f"No: {never}; {winner} gana con {hand.label}.", f"No: gana {winner}."]
    own_cards = _own_cards(s, winner)
    own = join_names(c.display for c in own_cards)
    improves = "mejora" if len(own_cards) == 1 else "mejoran"
    return [
        f"No: {own} de {winner} {improves} las cartas comunitarias; {winner} se lleva el bote "
        f"entero con {hand.label}.",
        f"No: {own} de {winner} {improves} las cartas comunitarias y {winner} gana.",
    ]


def _suit_tiebreak(s: Settlement, level: int, claim: Claim) -> Lines:
    """The reason fits the table: where everyone plays the board, the five cards are the
    same for all and no suit differs; the option's player only holds a card of a higher
    suit among cards that do not play."""
    player = claim.player
    assert player is not None
    pot = s.pots[0]
    if all(s.hands[name].board_plays for name in pot.winners):
        high = max(s.spec.player(player).hole, key=lambda c: (c.suit, c.rank))
        return [
            f"No: {high.display} de {player} no juega, y los palos no desempatan: todos juegan "
            "la mesa, las mismas cinco cartas, y el bote se reparte.",
            "No: todos juegan la mesa y el bote se reparte.",
        ]
    tied = join_names(pot.winners)
    return [
        f"No: los palos nunca desempatan; las manos de {tied} valen lo mismo y el bote se reparte.",
        "No: los palos nunca desempatan y el bote se reparte.",
    ]


def _split_when_not_tied(s: Settlement, level: int, claim: Claim) -> Lines:
    assert claim.player is not None
    winner = s.pots[0].winners[0]
    d = decide(s.hands[winner], s.hands[claim.player])
    return [
        f"No: no hay empate; {_decider(d, winner, claim.player)}.",
        f"No: no hay empate; gana {winner}.",
    ]


def _odd_chip_to_wrong_player(s: Settlement, level: int, claim: Claim) -> Lines:
    pot = next(p for p in s.pots if p.odd_chips)
    getters = list(pot.odd_chips)
    if len(getters) == 1:
        return [
            f"No: la ficha sobrante es para {getters[0]}: de los jugadores con parte en ese "
            "bote, es el primer asiento a la izquierda del botón.",
            f"No: la ficha sobrante es para {getters[0]}.",
        ]
    return [
        "No: las fichas sobrantes van de una en una a los ganadores empatados, "
        f"empezando por el primero a la izquierda del botón: {join_names(getters)}.",
        "No: las fichas sobrantes empiezan a la izquierda del botón.",
    ]


def _pots(s: Settlement) -> tuple[Pot, Pot]:
    main, side = s.pots
    return main, side


def _allin_takes_all(s: Settlement, level: int, claim: Claim) -> Lines:
    allin = claim.player
    assert allin is not None
    main, side = _pots(s)
    stake = next(p.contributed for p in s.spec.players if p.name == allin)
    side_name = pot_name(s, side)
    lines = [
        f"No: {allin} fue all-in con {chips(stake)} y no disputa el {side_name}; se lo "
        f"lleva {side.winners[0]}.",
    ]
    if main.winners[0] != allin:
        lines = [
            f"No: {allin} fue all-in y no disputa el {side_name}, y en el {pot_name(s, main)} "
            f"gana {main.winners[0]}.",
        ]
    return lines + [f"No: {allin} no disputa el {side_name}."]


def _side_pot_split(s: Settlement, level: int, claim: Claim) -> Lines:
    _, side = _pots(s)
    name = pot_name(s, side)
    return [
        f"No: el {name} no se reparte a partes iguales; se lo lleva la mejor mano entre "
        f"quienes lo disputan: {side.winners[0]}.",
        f"No: el {name} es para {side.winners[0]}.",
    ]


def _main_pot_to_wrong_player(s: Settlement, level: int, claim: Claim) -> Lines:
    main, _ = _pots(s)
    allin = main.winners[0]
    return [
        f"No: {allin} fue all-in, pero disputa el {pot_name(s, main)} y ahí tiene la mejor "
        f"mano: {s.hands[allin].label}.",
        f"No: el {pot_name(s, main)} es para {allin}.",
    ]


def _winner_limited_to_main(s: Settlement, level: int, claim: Claim) -> Lines:
    main, _ = _pots(s)
    winner = main.winners[0]
    return [
        f"No: {winner} puso tanto como los demás, disputa los dos botes y con la mejor mano "
        "se lleva ambos.",
        f"No: {winner} se lleva los dos botes.",
    ]


_WRONG: dict[str, Wrong] = {
    e.LOWER_HAND: _lower_hand,
    e.MISSED_KICKER: _missed_kicker,
    e.CARD_OUTSIDE_FIVE: _card_outside_five,
    e.BOARD_PLAYS_WRONGLY: _board_plays_wrongly,
    e.SUIT_TIEBREAK: _suit_tiebreak,
    e.SPLIT_WHEN_NOT_TIED: _split_when_not_tied,
    e.ODD_CHIP_TO_WRONG_PLAYER: _odd_chip_to_wrong_player,
    e.ALLIN_TAKES_ALL: _allin_takes_all,
    e.SIDE_POT_SPLIT: _side_pot_split,
    e.MAIN_POT_TO_WRONG_PLAYER: _main_pot_to_wrong_player,
    e.WINNER_LIMITED_TO_MAIN: _winner_limited_to_main,
}
