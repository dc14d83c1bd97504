"""The showdown to settle: who sits where, what each put in, what each shows.

``parse_spec`` turns decoded JSON into a :class:`Spec`; the values check themselves, so a
spec that exists is one that can be settled. Every problem raises :class:`PokerError`
naming the field, in Spanish.

The board is the cards on the table when the hand ended: 5 for a showdown; when all but
one folded, also none (before the flop), 3 (the flop) or 4 (the turn). A board without
cards is how a spec says the hand had no flop, for the commission's «sin flop no hay
comisión» (:mod:`.rake`).

>>> spec = parse_spec({"board": "Kc Jd 9s 5h 2c", "players": [
...     {"name": "A", "hole": "Kh Kd", "contributed": 50},
...     {"name": "B", "hole": "Jc Jh", "contributed": 50, "folded": True}]})
>>> spec.button, [(p.name, p.contributed, p.folded) for p in spec.players]
('B', [('A', 50, False), ('B', 50, True)])
>>> parse_spec({"board": "Kc Jd 9s 5h 2c", "button": "Z", "players": [
...     {"name": "A", "hole": "Kh Kd", "contributed": 50},
...     {"name": "B", "hole": "Jc Jh", "contributed": 50}]})
Traceback (most recent call last):
...
academy.engine.errors.PokerError: button: el botón debe ser el nombre de un jugador (A o B)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .cards import Card, check_places, parse_cards
from .errors import PokerError, reject_unknown_keys
from .hands import HOLE_CARDS, VARIANT_NAMES, Variant, parse_variant
from .numbers import chips
from .phrasing import join_names
from .rake import Rake, parse_rake

MIN_PLAYERS = 2
MAX_PLAYERS = 10
MAX_NAME = 40
MAX_CONTRIBUTION = 10**9
SPEC_KEYS = ("variant", "board", "players", "button", "rake")
SHORT_BOARDS = (0, 3, 4)  # a hand that ended before the river: no flop, the flop, the turn
PLAYER_KEYS = ("name", "hole", "contributed", "folded", "discarded")


@dataclass(frozen=True, slots=True)
class PlayerSpec:
    """One seat: ``hole`` is empty for a folded player who did not show cards."""

    name: str
    hole: tuple[Card, ...]
    contributed: int
    folded: bool = False
    discarded: tuple[Card, ...] = ()

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name.strip() or len(self.name) > MAX_NAME:
            raise PokerError(
                f"el nombre debe ser un texto no vacío de hasta {MAX_NAME} caracteres", "name"
            )
        _amount(self.contributed, "contributed")
        if len(self.discarded) > 1:
            raise PokerError(
                f"en Crazy Pineapple se descarta una sola carta, no {len(self.discarded)}",
                "discarded",
            )


@dataclass(frozen=True, slots=True)
class Spec:
    """A showdown to settle; ``players`` are in seat order, clockwise."""

    variant: Variant
    board: tuple[Card, ...]
    players: tuple[PlayerSpec, ...]
    button: str
    rake: Rake | None = None

    def __post_init__(self) -> None:
        _check_count(len(self.players))
        _check_board(self.board, self.players)
        names = [p.name for p in self.players]
        for problem in repeated_names(names)[:1]:
            raise problem
        if self.button not in names:
            raise PokerError(
                f"el botón debe ser el nombre de un jugador ({join_names(names, 'o')})", "button"
            )
        for i, p in enumerate(self.players):
            _check_hole(p, self.variant, f"players[{i}]")
        _check_deck(self.variant, self.board, self.players)
        _check_contributions(self.players)

    @property
    def flop(self) -> bool:
        """Whether the flop was dealt: a hand that ended before it has no board cards."""
        return bool(self.board)

    def player(self, name: str) -> PlayerSpec:
        """The player called ``name`` (KeyError if nobody is)."""
        for player in self.players:
            if player.name == name:
                return player
        raise KeyError(name)


def parse_spec(data: object) -> Spec:
    """Validate a decoded JSON object into a Spec, or raise PokerError naming the field."""
    if not isinstance(data, dict):
        raise PokerError("la mano debe ser un objeto JSON con variant, board, players y button")
    reject_unknown_keys(data, SPEC_KEYS, None)
    variant_value = data.get("variant", Variant.HOLDEM.value)
    if not isinstance(variant_value, str):
        raise PokerError("la variante debe ser un texto, por ejemplo «holdem»", "variant")
    variant = parse_variant(variant_value)
    if "board" not in data:
        raise PokerError(
            "faltan las cartas comunitarias: las 5, o [] si todos menos uno se retiraron antes "
            "del flop",
            "board",
        )
    board = _cards(data["board"], "board")
    raw_players = data.get("players")
    if not isinstance(raw_players, list):
        raise PokerError("players debe ser una lista de jugadores en orden de asiento", "players")
    _check_count(len(raw_players))
    players = tuple(_player(raw, i) for i, raw in enumerate(raw_players))
    button = data.get("button", players[-1].name)
    if not isinstance(button, str):
        raise PokerError("el botón debe ser el nombre de un jugador", "button")
    rake = parse_rake(data["rake"]) if "rake" in data else None
    return Spec(variant, board, players, button, rake)


def _cards(value: object, field: str) -> tuple[Card, ...]:
    if not isinstance(value, str | list):
        raise PokerError("las cartas deben ser un texto («Kh Kd») o una lista de textos", field)
    return parse_cards(value, field=field)


def _player(raw: object, index: int) -> PlayerSpec:
    at = f"players[{index}]"
    if not isinstance(raw, dict):
        raise PokerError("cada jugador debe ser un objeto con name y contributed", at)
    reject_unknown_keys(raw, PLAYER_KEYS, at)
    name = raw.get("name")
    if not isinstance(name, str):
        raise PokerError(
            f"el nombre debe ser un texto de hasta {MAX_NAME} caracteres", f"{at}.name"
        )
    folded = raw.get("folded", False)
    if not isinstance(folded, bool):
        raise PokerError("folded debe ser true o false", f"{at}.folded")
    if "contributed" not in raw:
        raise PokerError("falta la cantidad de fichas que puso en el bote", f"{at}.contributed")
    contributed = _amount(raw["contributed"], f"{at}.contributed")
    hole = _cards(raw["hole"], f"{at}.hole") if "hole" in raw else ()
    discarded = _cards(raw["discarded"], f"{at}.discarded") if "discarded" in raw else ()
    try:
        return PlayerSpec(name, hole, contributed, folded, discarded)
    except PokerError as error:
        raise error.within(at) from None


def _check_count(count: int) -> None:
    if not MIN_PLAYERS <= count <= MAX_PLAYERS:
        raise PokerError(
            f"hacen falta entre {MIN_PLAYERS} y {MAX_PLAYERS} jugadores, no {count}", "players"
        )


def _check_board(board: Sequence[Card], players: Sequence[PlayerSpec]) -> None:
    """Five cards for a showdown. A hand that everyone else folded shows the cards that
    were on the table when it ended: none before the flop, 3 on the flop, 4 on the turn."""
    if len(board) == 5:
        return
    showdown = sum(not p.folded for p in players) > 1
    if showdown or len(board) not in SHORT_BOARDS:
        why = "" if showdown else " (sin showdown, 0, 3 o 4: las que había al acabar la mano)"
        raise PokerError(f"las cartas comunitarias deben ser 5, no {len(board)}{why}", "board")


def repeated_names(names: Sequence[str]) -> list[PokerError]:
    """An error for each seat whose name an earlier seat has (a form's empty names are
    left to the form), so a form can say every repeat at once.

    >>> problems = repeated_names(["Ana", "Bea", "Ana", "", "", "Bea"])
    >>> [e.field for e in problems], problems[0].message
    (['players[2].name', 'players[5].name'], 'el nombre «Ana» está repetido')
    """
    return [
        PokerError(f"el nombre «{name}» está repetido", f"players[{i}].name")
        for i, name in enumerate(names)
        if name and name in names[:i]
    ]


def hole_problem(
    name: str, hole: Sequence[Card], folded: bool, variant: Variant, at: str
) -> PokerError | None:
    """What is wrong with a seat's hole cards for the variant, if anything (a folded hand
    may be left out); ``at`` is the seat's field (``players[2]``).

    >>> str(hole_problem("Ana", parse_cards("Kh"), False, Variant.HOLDEM, "players[0]"))
    'players[0].hole: en Texas Hold’em cada jugador lleva 2 cartas propias, no 1'
    >>> hole_problem("Ana", (), True, Variant.OMAHA, "players[0]") is None
    True
    """
    expected = HOLE_CARDS[variant]
    if not hole and not folded:
        return PokerError(
            f"{name} sigue en la mano: faltan sus {expected} cartas propias", f"{at}.hole"
        )
    if hole and len(hole) != expected:
        kept = " (las dos que conserva; la descartada va en el campo «discarded»)"
        return PokerError(
            f"en {VARIANT_NAMES[variant]} cada jugador lleva {expected} cartas propias"
            f"{kept if variant is Variant.PINEAPPLE else ''}, no {len(hole)}",
            f"{at}.hole",
        )
    return None


def _check_hole(player: PlayerSpec, variant: Variant, at: str) -> None:
    """The right number of hole cards for the variant, and a discard only in Pineapple."""
    problem = hole_problem(player.name, player.hole, player.folded, variant, at)
    if problem:
        raise problem
    if player.discarded and variant is not Variant.PINEAPPLE:
        raise PokerError("solo en Crazy Pineapple se descarta una carta", f"{at}.discarded")


def _amount(value: object, field: str) -> int:
    """A whole, non-negative number of chips (``True`` is not 1 chip)."""
    if isinstance(value, bool):
        raise PokerError("la cantidad debe ser un número entero de fichas, no true o false", field)
    if isinstance(value, float):
        raise PokerError("la cantidad debe ser un número entero de fichas, sin decimales", field)
    if isinstance(value, str):
        raise PokerError("la cantidad debe ser un número, no un texto", field)
    if not isinstance(value, int):
        raise PokerError("la cantidad debe ser un número entero de fichas", field)
    if value < 0:
        raise PokerError("la cantidad no puede ser negativa", field)
    if value > MAX_CONTRIBUTION:
        raise PokerError(f"la cantidad no puede pasar de {chips(MAX_CONTRIBUTION)}", field)
    return value


def _check_deck(variant: Variant, board: Sequence[Card], players: Sequence[PlayerSpec]) -> None:
    """Every card at most once at the table; no 2-5 in Short Deck."""
    places: list[tuple[str, str, tuple[Card, ...]]] = [
        ("board", "las cartas comunitarias", tuple(board))
    ]
    for i, p in enumerate(players):
        places.append((f"players[{i}].hole", p.name, p.hole))
        places.append((f"players[{i}].discarded", f"el descarte de {p.name}", p.discarded))
    check_places(places, variant is Variant.SHORTDECK)


def _check_contributions(players: Sequence[PlayerSpec]) -> None:
    """Someone must still be in the hand, and able to win every chip after the refund.

    The refund leaves the top level matched by at least two players. In a real hand a
    player only folds facing a bigger bet, so some live player always put in more than
    any folded one and every pot has someone to win it. A made-up spec where the two
    biggest contributors both folded would leave chips nobody can win: it is refused.
    """
    live = [p for p in players if not p.folded]
    if not live:
        raise PokerError(
            "todos se retiraron: al menos un jugador debe seguir en la mano", "players"
        )
    top_live = max(p.contributed for p in live)
    second = sorted((p.contributed for p in players), reverse=True)[1]
    if second > top_live:
        index, culprit = next(
            (i, p) for i, p in enumerate(players) if p.folded and p.contributed > top_live
        )
        raise PokerError(
            f"{culprit.name} se retiró con {culprit.contributed} fichas puestas, y por encima "
            f"de {top_live} (lo máximo de quien sigue en la mano) solo pusieron fichas "
            "jugadores retirados: nadie podría ganar esas fichas",
            f"players[{index}].contributed",
        )
