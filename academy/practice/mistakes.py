"""The named mistakes of practice: each wrong option is one of these.

Every mistake has a code (the ``error`` of an option in the JSON, defined in
:mod:`.answers`), a Spanish name and a feedback builder that explains the mistake on the
table at hand: the players, their cards in display form and the card that decides, with
the engine's own comparison sentences.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..engine.cards import Card
from ..engine.compare import tie_sentence
from ..engine.hands import Variant
from ..engine.phrasing import join_names as join
from ..engine.phrasing import odd_chip_rule
from ..engine.settle import Pot, Settlement, chips
from .answers import (
    ALLIN_TAKES_ALL,
    BOARD_PLAYS_WRONGLY,
    CARD_OUTSIDE_FIVE,
    LOWER_HAND,
    MAIN_POT_TO_WRONG_PLAYER,
    MISSED_KICKER,
    ODD_CHIP_TO_WRONG_PLAYER,
    SIDE_POT_SPLIT,
    SPLIT_WHEN_NOT_TIED,
    SUIT_TIEBREAK,
    WINNER_LIMITED_TO_MAIN,
    Claim,
    five_label,
    runner_up,
)
from .feedback import beats, cards, plays, pot_name, right_answer


@dataclass(frozen=True, slots=True)
class Table:
    """What a feedback builder reads: the settled showdown, the wrong option's claim and
    the right one."""

    settlement: Settlement
    level: int
    claim: Claim
    right: Claim

    def hole(self, name: str) -> tuple[Card, ...]:
        return self.settlement.spec.player(name).hole

    @property
    def variant(self) -> Variant:
        return self.settlement.spec.variant

    def closing(self) -> str:
        return right_answer(self.right, self.settlement, self.level)


Explain = Callable[[Table], str]


@dataclass(frozen=True, slots=True)
class Mistake:
    code: str
    name: str  # Spanish, as learners read it
    explain: Explain


MISTAKES: dict[str, Mistake] = {}


def _mistake(code: str, name: str) -> Callable[[Explain], Explain]:
    def register(explain: Explain) -> Explain:
        MISTAKES[code] = Mistake(code, name, explain)
        return explain

    return register


def mistake_name(code: str | None) -> str:
    """The Spanish name of a named mistake (``un kicker pasado por alto``); ``""`` for none."""
    if code is None:
        return ""
    mistake = MISTAKES.get(code)
    return mistake.name if mistake else code


def explain(code: str, table: Table) -> str:
    """The feedback of a wrong option: the mistake on this table, then the right answer."""
    return f"{MISTAKES[code].explain(table)} {table.closing()}"


def own_count(count: int) -> str:
    """``ninguna propia``, ``1 propia``, ``3 propias``."""
    if count == 0:
        return "ninguna propia"
    return f"{count} {'propia' if count == 1 else 'propias'}"


# Levels 1-2: the winner and the five cards --------------------------------------------


@_mistake(LOWER_HAND, "la mano más baja")
def _lower_hand(t: Table) -> str:
    s, loser = t.settlement, t.claim.player
    assert loser is not None
    winner = s.pots[0].winners[0]
    return (
        f"{loser} no tiene la mejor mano. {plays(loser, s.hands[loser])}; "
        f"{plays(winner, s.hands[winner])}. {beats(s, winner, loser)}"
    )


@_mistake(MISSED_KICKER, "un kicker pasado por alto")
def _missed_kicker(t: Table) -> str:
    s, loser = t.settlement, t.claim.player
    assert loser is not None
    winner = s.pots[0].winners[0]
    return (
        "La misma combinación todavía no es un empate: se comparan las demás cartas de las "
        f"cinco, de la más alta a la más baja. {beats(s, winner, loser)}"
    )


@_mistake(CARD_OUTSIDE_FIVE, "una carta fuera de las cinco")
def _card_outside_five(t: Table) -> str:
    s, card, replaced = t.settlement, t.claim.card, t.claim.replaced
    assert card is not None and replaced is not None
    winner = s.pots[0].winners[0]
    hand = s.hands[winner]
    text = (
        f"{winner} sí se lleva el bote, pero {card.display} no es una de sus cinco cartas. "
        f"{plays(winner, hand)}."
    )
    from_hole = sum(c in t.hole(winner) for c in t.claim.five)
    if t.variant is Variant.OMAHA and from_hole != 2:
        return (
            f"{text} En Omaha se juegan exactamente dos cartas propias y tres comunitarias, y "
            f"en {cards(t.claim.five)} hay {own_count(from_hole)}."
        )
    wrong = five_label(t.claim.five, t.variant)
    worse = (
        f"también {wrong}, pero una mano más baja"
        if wrong == hand.label
        else f"{wrong}, una mano peor"
    )
    return f"{text} Con {card.display} en lugar de {replaced.display} sería {worse}."


@_mistake(SPLIT_WHEN_NOT_TIED, "repartir el bote cuando no hay empate")
def _split_when_not_tied(t: Table) -> str:
    s, other = t.settlement, t.claim.player
    assert other is not None
    winner = s.pots[0].winners[0]
    return (
        f"{winner} y {other} no empatan. {beats(s, winner, other)} {winner} se lleva el bote "
        "entero."
    )


# Level 3: the board, ties and odd chips ------------------------------------------------


@_mistake(BOARD_PLAYS_WRONGLY, "creer que juega la mesa cuando no es así")
def _board_plays_wrongly(t: Table) -> str:
    s = t.settlement
    pot = s.pots[0]
    winner = pot.winners[0]
    hand = s.hands[winner]
    board = s.spec.board
    omaha = t.variant is Variant.OMAHA
    never = (
        "En Omaha nadie juega la mesa: cada mano usa exactamente dos cartas propias y tres "
        "comunitarias."
    )
    if t.level <= 2:  # the winner's five said to be the board's
        if omaha:
            return f"{never} {plays(winner, hand)}."
        own = [c for c in hand.five if c in t.hole(winner)]
        verb = "entra" if len(own) == 1 else "entran"
        alone = five_label(board, t.variant)
        if alone == hand.label:  # the same name: the own cards make a higher hand of it
            improves = "la mejora" if len(own) == 1 else "la mejoran"
            board_alone = (
                f"con las cartas comunitarias solas también sería {alone}, pero una mano más "
                f"baja: {join(c.display for c in own)} {improves}"
            )
        else:
            board_alone = f"con las cartas comunitarias solas sería {alone}, una mano más baja"
        return (
            f"{winner} no juega la mesa: {join(c.display for c in own)} {verb} en su mejor "
            f"mano. {plays(winner, hand)}; {board_alone}."
        )
    claimed = [name for name, _ in t.claim.pots[0]]
    if len(claimed) == 1:  # one player said to win where the board plays for everyone
        player = claimed[0]
        high = max(t.hole(player))
        return (
            f"{high.display} de {player} no juega: la mejor mano de {player} son las cinco "
            f"cartas comunitarias ({cards(board)}), {hand.label}, y lo mismo pasa con todos. "
            "Todos juegan la mesa, empatan y se reparten el bote."
        )
    runner = runner_up(s, pot.eligible, winner)
    if len(pot.winners) > 1:  # Omaha: a tie, but not of everybody
        loser = next(name for group in s.order for name in group if name not in pot.winners)
        return (
            f"{never} Solo empatan {join(pot.winners)}, con {hand.label}. "
            f"{plays(loser, s.hands[loser])}. {beats(s, winner, loser)}"
        )
    if omaha:
        return (
            f"{never} Las cinco cartas comunitarias formarían {five_label(board, t.variant)}, "
            f"pero nadie puede jugarlas. {plays(winner, hand)}. {beats(s, winner, runner)}"
        )
    used = next(c for c in hand.five if c in t.hole(winner))
    return (
        f"Parece que todos juegan la mesa, pero {used.display} de {winner} mejora las cartas "
        f"comunitarias, que solas forman {five_label(board, t.variant)}. "
        f"{plays(winner, hand)}. {beats(s, winner, runner)} {winner} se lleva el bote entero."
    )


@_mistake(SUIT_TIEBREAK, "desempatar por palo")
def _suit_tiebreak(t: Table) -> str:
    s, player = t.settlement, t.claim.player
    assert player is not None
    pot = s.pots[0]
    if all(s.hands[name].board_plays for name in pot.winners):
        reading = (
            "Todos juegan la mesa, las mismas cinco cartas comunitarias "
            f"({cards(s.spec.board)}): las cartas propias de {player} "
            f"({cards(t.hole(player))}) no juegan, así que su palo no cuenta, y los palos "
            "no desempatan nunca."
        )
    else:
        reading = (
            "Los palos no desempatan nunca. "
            + "; ".join(plays(name, s.hands[name]) for name in pot.winners)
            + "."
        )
    tie = tie_sentence(join(pot.winners), s.hands[player], len(pot.winners))
    tie = tie.removesuffix("; los palos no desempatan.") + "."  # said just above
    return f"{reading} {tie} El bote se reparte."


@_mistake(ODD_CHIP_TO_WRONG_PLAYER, "la ficha sobrante al jugador equivocado")
def _odd_chip_to_wrong_player(t: Table) -> str:
    pot = next(p for p in t.settlement.pots if p.odd_chips)
    getters = list(pot.odd_chips)
    rule = odd_chip_rule(len(getters))
    return (
        f"El reparto entre {join(pot.winners)} es correcto salvo lo que sobra: "
        f"{chips(pot.amount)} no se dividen exactamente entre {len(pot.winners)}, y {rule} "
        f"({t.settlement.spec.button} tiene el botón): {join(getters)}."
    )


# Level 4: all-in and the side pot -----------------------------------------------------


def _pots(t: Table) -> tuple[Pot, Pot]:
    main, side = t.settlement.pots
    return main, side


@_mistake(ALLIN_TAKES_ALL, "todo para el jugador all-in")
def _allin_takes_all(t: Table) -> str:
    s, allin = t.settlement, t.claim.player
    assert allin is not None
    main, side = _pots(t)
    stake = s.spec.player(allin).contributed
    side_winner = side.winners[0]
    side_reading = (
        f"El {pot_name(s, side)} ({chips(side.amount)}) se forma con lo que los demás pusieron por "
        f"encima de {stake}; lo disputan {join(side.eligible)}, sin {allin}, y se lo lleva "
        f"{side_winner} con {s.hands[side_winner].label}."
    )
    if main.winners[0] == allin:
        return (
            f"{allin} tiene la mejor mano y gana el {pot_name(s, main)}, pero fue all-in con "
            f"{chips(stake)}: de cada rival solo puede ganar lo mismo que puso. {side_reading}"
        )
    return (
        f"{allin} fue all-in con {chips(stake)} y no puede ganar el {pot_name(s, side)}. "
        f"Tampoco es suyo el {pot_name(s, main)}: no tiene la mejor mano. "
        f"{beats(s, main.winners[0], allin)} {side_reading}"
    )


@_mistake(SIDE_POT_SPLIT, "el bote lateral repartido en partes iguales")
def _side_pot_split(t: Table) -> str:
    s = t.settlement
    _, side = _pots(t)
    winner = side.winners[0]
    runner = runner_up(s, side.eligible, winner)
    return (
        f"El {pot_name(s, side)} ({chips(side.amount)}) no se reparte a partes iguales entre "
        f"{join(side.eligible)}: es un bote como cualquier otro y se lo lleva la mejor mano entre "
        f"ellos. {beats(s, winner, runner)}"
    )


@_mistake(MAIN_POT_TO_WRONG_PLAYER, "el bote principal al jugador equivocado")
def _main_pot_to_wrong_player(t: Table) -> str:
    s, player = t.settlement, t.claim.player
    assert player is not None
    main, side = _pots(t)
    allin = main.winners[0]
    return (
        f"{allin} fue all-in, pero sigue disputando el {pot_name(s, main)} "
        f"({chips(main.amount)}), y ahí tiene la mejor mano. {beats(s, allin, player)} "
        f"{player} solo se lleva el {pot_name(s, side)}, el que {allin} no puede ganar."
    )


@_mistake(WINNER_LIMITED_TO_MAIN, "creer que el ganador solo cobra el bote principal")
def _winner_limited_to_main(t: Table) -> str:
    s, player = t.settlement, t.claim.player
    assert player is not None
    main, side = _pots(t)
    winner = main.winners[0]
    return (
        f"{winner} puso las mismas fichas que los demás que siguen en la mano, así que "
        f"disputa también el {pot_name(s, side)}, y con la mejor mano se lleva los dos botes. "
        f"{beats(s, winner, player)}"
    )
