"""Settling a showdown: the uncalled bet, main and side pots, ties and odd chips.

A spec (decoded JSON) names the variant, the board, the players in seat order with what
each put in, and the button. ``settle`` returns every pot with who could win it and who
did, what each player receives and their net result, and the dealer's explanation in
Spanish, step by step.

>>> result = settle_json({"board": "Kc Jd 9s 5h 2c", "players": [
...     {"name": "A", "hole": "Kh Kd", "contributed": 50},
...     {"name": "B", "hole": "Jc Jh", "contributed": 120},
...     {"name": "C", "hole": "9c 9d", "contributed": 200}]})
>>> [(p["name"], p["amount"], p["winners"]) for p in result["pots"]]
[('bote principal', 150, ['A']), ('bote lateral 1', 140, ['B'])]
>>> result["refunds"], result["net"]
({'C': 80}, {'A': 100, 'B': 20, 'C': -120})
>>> settle_json({"board": "Kc Jd 9s 5h 2c", "players": [
...     {"name": "A", "hole": "Kh Kd", "contributed": -5},
...     {"name": "B", "hole": "Jc Jh", "contributed": 5}]})
Traceback (most recent call last):
...
academy.engine.errors.PokerError: players[0].contributed: la cantidad no puede ser negativa
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from .cards import Card, display_cards, parse_cards
from .compare import explain_order, rank_hands
from .errors import PokerError
from .hands import HOLE_CARDS, VARIANT_NAMES, Hand, Variant, best_hand, parse_variant

MIN_PLAYERS = 2
MAX_PLAYERS = 10
MAX_NAME = 40
MAX_CONTRIBUTION = 10**9
SPEC_KEYS = ("variant", "board", "players", "button")
PLAYER_KEYS = ("name", "hole", "contributed", "folded", "discarded")
MAIN_POT = "bote principal"


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

    def __post_init__(self) -> None:
        if len(self.board) != 5:
            raise PokerError(f"la mesa debe tener 5 cartas, no {len(self.board)}", "board")
        _check_count(len(self.players))
        names = [p.name for p in self.players]
        for i, name in enumerate(names):
            if name in names[:i]:
                raise PokerError(f"el nombre «{name}» está repetido", f"players[{i}].name")
        if self.button not in names:
            raise PokerError(
                f"el botón debe ser el nombre de un jugador ({_join(names, 'o')})", "button"
            )
        for i, p in enumerate(self.players):
            _check_hole(p, self.variant, f"players[{i}]")
        _check_deck(self.variant, self.board, self.players)
        _check_contributions(self.players)


@dataclass(frozen=True, slots=True)
class Pot:
    """One pot: who put what in it, who could win it, who did and what each gets.

    ``odd_chips`` says which winners got one of the chips a tie could not split.
    """

    name: str
    amount: int
    contributions: dict[str, int]
    eligible: tuple[str, ...]
    winners: tuple[str, ...]
    shares: dict[str, int]
    odd_chips: dict[str, int]

    def to_json(self) -> dict[str, object]:
        return {
            "name": self.name,
            "amount": self.amount,
            "eligible": list(self.eligible),
            "winners": list(self.winners),
            "shares": dict(self.shares),
        }


@dataclass(frozen=True, slots=True)
class Settlement:
    """The settled showdown. Every dict lists players in seat order.

    ``hands`` and ``order`` cover the live players, and are empty without a showdown.
    ``received`` = pot shares + refunds; ``net`` = received - contributed.
    """

    spec: Spec
    hands: dict[str, Hand]
    order: list[list[str]]
    pots: tuple[Pot, ...]
    refunds: dict[str, int]
    received: dict[str, int]
    net: dict[str, int]
    explanation: tuple[str, ...]

    def to_json(self) -> dict[str, object]:
        """The result object of the JSON contract (DESIGN.md §2)."""
        return {
            "variant": self.spec.variant.value,
            "board": [str(c) for c in self.spec.board],
            "hands": {name: hand.to_json() for name, hand in self.hands.items()},
            "order": [list(group) for group in self.order],
            "pots": [pot.to_json() for pot in self.pots],
            "refunds": dict(self.refunds),
            "received": dict(self.received),
            "net": dict(self.net),
            "explanation": list(self.explanation),
        }


# Parsing ------------------------------------------------------------------------------


def parse_spec(data: object) -> Spec:
    """Validate a decoded JSON object into a Spec, or raise PokerError naming the field."""
    if not isinstance(data, dict):
        raise PokerError("la mano debe ser un objeto JSON con variant, board, players y button")
    _reject_unknown_keys(data, SPEC_KEYS, None)
    variant_value = data.get("variant", Variant.HOLDEM.value)
    if not isinstance(variant_value, str):
        raise PokerError("la variante debe ser un texto, por ejemplo «holdem»", "variant")
    variant = parse_variant(variant_value)
    if "board" not in data:
        raise PokerError("falta la mesa: las 5 cartas comunes", "board")
    board = _cards(data["board"], "board")
    raw_players = data.get("players")
    if not isinstance(raw_players, list):
        raise PokerError("players debe ser una lista de jugadores en orden de asiento", "players")
    _check_count(len(raw_players))
    players = tuple(_player(raw, i) for i, raw in enumerate(raw_players))
    button = data.get("button", players[-1].name)
    if not isinstance(button, str):
        raise PokerError("el botón debe ser el nombre de un jugador", "button")
    return Spec(variant, board, players, button)


def _reject_unknown_keys(
    data: Mapping[object, object], known: Sequence[str], at: str | None
) -> None:
    """Refuse keys the contract does not know, naming them; the field is the first one."""
    unknown = [k if isinstance(k, str) else repr(k) for k in data if k not in known]
    if unknown:
        quoted = ", ".join(f"«{k}»" for k in unknown)
        what = "campo desconocido" if len(unknown) == 1 else "campos desconocidos"
        raise PokerError(
            f"{what}: {quoted} (se admiten: {', '.join(known)})",
            f"{at}.{unknown[0]}" if at else unknown[0],
        )


def _cards(value: object, field: str) -> tuple[Card, ...]:
    if not isinstance(value, str | list):
        raise PokerError("las cartas deben ser un texto («Kh Kd») o una lista de textos", field)
    return parse_cards(value, field=field)


def _player(raw: object, index: int) -> PlayerSpec:
    at = f"players[{index}]"
    if not isinstance(raw, dict):
        raise PokerError("cada jugador debe ser un objeto con name y contributed", at)
    _reject_unknown_keys(raw, PLAYER_KEYS, at)
    name = raw.get("name")
    if not isinstance(name, str):
        raise PokerError(
            f"el nombre debe ser un texto de hasta {MAX_NAME} caracteres", f"{at}.name"
        )
    folded = raw.get("folded", False)
    if not isinstance(folded, bool):
        raise PokerError("folded debe ser true o false", f"{at}.folded")
    if "contributed" not in raw:
        raise PokerError("falta la cantidad que aportó al bote", f"{at}.contributed")
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


def _check_hole(player: PlayerSpec, variant: Variant, at: str) -> None:
    """The right number of hole cards for the variant (a folded hand may be left out)."""
    expected = HOLE_CARDS[variant]
    if not player.hole and not player.folded:
        raise PokerError(
            f"{player.name} sigue en la mano: faltan sus {expected} cartas propias", f"{at}.hole"
        )
    if player.hole and len(player.hole) != expected:
        kept = " (las dos que conserva; la descartada va en discarded)"
        raise PokerError(
            f"en {VARIANT_NAMES[variant]} cada jugador lleva {expected} cartas propias"
            f"{kept if variant is Variant.PINEAPPLE else ''}, no {len(player.hole)}",
            f"{at}.hole",
        )
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
        raise PokerError(f"la cantidad no puede pasar de {MAX_CONTRIBUTION:_} fichas", field)
    return value


def _check_deck(variant: Variant, board: Sequence[Card], players: Sequence[PlayerSpec]) -> None:
    """Every card at most once at the table; no 2-5 in Short Deck."""
    places: list[tuple[str, str, tuple[Card, ...]]] = [("board", "la mesa", tuple(board))]
    for i, p in enumerate(players):
        places.append((f"players[{i}].hole", p.name, p.hole))
        places.append((f"players[{i}].discarded", f"el descarte de {p.name}", p.discarded))
    seen: dict[Card, str] = {}
    for field, owner, cards in places:
        for card in cards:
            if variant is Variant.SHORTDECK and card.rank < 4:
                raise PokerError(
                    f"la carta {card.display} ({card.name}) no existe en la baraja de Short Deck "
                    "(no tiene 2, 3, 4 ni 5)",
                    field,
                )
            if card in seen:
                raise PokerError(
                    f"la carta {card.display} ({card.name}) está repetida: ya está en {seen[card]}",
                    field,
                )
            seen[card] = owner


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
            f"{culprit.name} se retiró con {culprit.contributed} fichas aportadas, y por encima "
            f"de {top_live} (lo máximo de quien sigue en la mano) solo aportaron jugadores "
            "retirados: nadie podría ganar esas fichas",
            f"players[{index}].contributed",
        )


# Settling -----------------------------------------------------------------------------


def settle(spec: Spec | object) -> Settlement:
    """Settle a showdown: a Spec, or a decoded JSON object checked by ``parse_spec``."""
    if not isinstance(spec, Spec):
        spec = parse_spec(spec)
    players = spec.players
    names = [p.name for p in players]
    contributed = {p.name: p.contributed for p in players}
    live = [p for p in players if not p.folded]

    # The uncalled bet: what the top contributor put in beyond anyone else.
    ranked = sorted(players, key=lambda p: p.contributed, reverse=True)
    excess = ranked[0].contributed - ranked[1].contributed
    refunds = {ranked[0].name: excess} if excess else {}
    matched = {name: amount - refunds.get(name, 0) for name, amount in contributed.items()}

    showdown = len(live) > 1
    hands = (
        {p.name: best_hand(p.hole, spec.board, spec.variant, p.discarded) for p in live}
        if showdown
        else {}
    )
    order = rank_hands(hands)
    seats = _clockwise_from_button(names, spec.button)
    pots = [
        _award(name, layer, eligible, hands, seats)
        for name, layer, eligible in _layers(players, matched)
    ]
    received = {name: refunds.get(name, 0) for name in names}
    for pot in pots:
        for name, share in pot.shares.items():
            received[name] += share
    net = {name: received[name] - contributed[name] for name in names}
    assert sum(net.values()) == 0, "chips received must equal chips contributed"
    explanation = _explain(spec, hands, order, pots, refunds, received, net)
    return Settlement(spec, hands, order, tuple(pots), refunds, received, net, explanation)


def settle_json(data: object) -> dict[str, object]:
    """``settle(parse_spec(data)).to_json()``: the JSON contract in one call."""
    return settle(parse_spec(data)).to_json()


def _layers(
    players: Sequence[PlayerSpec], matched: Mapping[str, int]
) -> list[tuple[str, dict[str, int], tuple[str, ...]]]:
    """Pots as (name, contributions, eligible): one layer per contribution level, with
    consecutive layers of the same eligible players merged into one pot."""
    merged: list[tuple[dict[str, int], tuple[str, ...]]] = []
    below = 0
    for level in sorted({v for v in matched.values() if v > 0}):
        payers = [p for p in players if matched[p.name] >= level]
        eligible = tuple(p.name for p in payers if not p.folded)
        # Never empty: _check_contributions keeps a live player at the top level.
        assert eligible, "every pot has a player who can win it"
        layer = {p.name: level - below for p in payers}
        if merged and merged[-1][1] == eligible:
            for name, amount in layer.items():
                merged[-1][0][name] = merged[-1][0].get(name, 0) + amount
        else:
            merged.append((layer, eligible))
        below = level
    order = {p.name: i for i, p in enumerate(players)}
    return [
        (
            MAIN_POT if i == 0 else f"bote lateral {i}",
            dict(sorted(layer.items(), key=lambda item: order[item[0]])),
            eligible,
        )
        for i, (layer, eligible) in enumerate(merged)
    ]


def _clockwise_from_button(names: Sequence[str], button: str) -> list[str]:
    """Seats clockwise starting with the first one left of the button."""
    start = (names.index(button) + 1) % len(names)
    return [*names[start:], *names[:start]]


def _award(
    name: str,
    contributions: dict[str, int],
    eligible: tuple[str, ...],
    hands: Mapping[str, Hand],
    seats: Sequence[str],
) -> Pot:
    amount = sum(contributions.values())
    winners: tuple[str, ...] = eligible
    if len(eligible) > 1:
        best = max(hands[n].value for n in eligible)
        winners = tuple(n for n in eligible if hands[n].value == best)
    share, odd = divmod(amount, len(winners))
    shares = dict.fromkeys(winners, share)
    odd_chips: dict[str, int] = {}
    for seat in [s for s in seats if s in winners][:odd]:
        shares[seat] += 1
        odd_chips[seat] = 1
    return Pot(name, amount, contributions, eligible, winners, shares, odd_chips)


# The dealer's explanation ------------------------------------------------------------


def chips(amount: int) -> str:
    """``1 ficha``, ``80 fichas``."""
    return "1 ficha" if amount == 1 else f"{amount} fichas"


def _join(names: Iterable[str], last: str = "y") -> str:
    items = list(names)
    if len(items) < 2:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {last} " + items[-1]


def _explain(
    spec: Spec,
    hands: Mapping[str, Hand],
    order: Sequence[Sequence[str]],
    pots: Sequence[Pot],
    refunds: Mapping[str, int],
    received: Mapping[str, int],
    net: Mapping[str, int],
) -> tuple[str, ...]:
    lines = [
        f"Se devuelve{'n' if amount != 1 else ''} {chips(amount)} a {name}: "
        "nadie igualó esa parte de su apuesta."
        for name, amount in refunds.items()
    ]
    live = [p for p in spec.players if not p.folded]
    if not hands:
        lines.append(
            f"Todos menos {live[0].name} se retiraron: no hay showdown y no se leen las manos."
        )
    for p in live if hands else ():
        hand = hands[p.name]
        played = "la mesa" if hand.board_plays else hand.label
        discarded = f" (descartó {display_cards(p.discarded)})" if p.discarded else ""
        lines.append(
            f"{p.name} muestra {display_cards(p.hole)}{discarded} y juega {played}: "
            + (f"{hand.label}, " if hand.board_plays else "")
            + f"{display_cards(hand.five)}."
        )
    lines.extend(explain_order(hands, order))
    for pot in pots:
        lines.extend(_explain_pot(pot, hands, order, spec))
    for p in spec.players:
        lines.append(_explain_player(p, pots, refunds.get(p.name, 0), received, net))
    total = sum(received.values())
    where = " entre botes y devoluciones" if refunds else ""
    lines.append(
        f"En total se entregan {chips(total)}{where}, las mismas que se aportaron, "
        "y los resultados netos suman cero."
    )
    return tuple(lines)


def _explain_pot(
    pot: Pot, hands: Mapping[str, Hand], order: Sequence[Sequence[str]], spec: Spec
) -> list[str]:
    title = pot.name[0].upper() + pot.name[1:]
    paid = _join(f"{name} {amount}" for name, amount in pot.contributions.items())
    who = (
        f"solo puede ganarlo {pot.eligible[0]}"
        if len(pot.eligible) == 1
        else f"pueden ganarlo {_join(pot.eligible)}"
    )
    lines = [f"{title}: {chips(pot.amount)} ({paid}); {who}."]
    if not hands:
        lines.append(f"Se lo lleva {pot.winners[0]} sin mostrar sus cartas.")
        return lines
    if len(pot.eligible) == 1:
        lines.append(
            f"Se lo lleva {pot.winners[0]} sin comparar manos: es el único que sigue en la "
            "mano y puso fichas hasta este nivel."
        )
        return lines
    label = hands[pot.winners[0]].label
    among = _join(pot.eligible)
    if len(pot.winners) == 1:
        lines.append(f"Lo gana {pot.winners[0]} con {label}, la mejor mano entre {among}.")
    else:
        share = pot.amount // len(pot.winners)
        lines.append(
            f"{_join(pot.winners)} empatan con {label}, la mejor mano entre {among}: "
            f"se reparten {chips(pot.amount)}, {share} para cada uno."
        )
    better = [
        name
        for group in order
        for name in group
        if name not in pot.eligible and hands[name].value > hands[pot.winners[0]].value
    ]
    if better:
        plural = len(better) > 1
        lines.append(
            f"{_join(better)} {'tienen' if plural else 'tiene'} mejor mano, pero no "
            f"{'pueden' if plural else 'puede'} ganar este bote: no "
            f"{'aportaron' if plural else 'aportó'} fichas hasta ese nivel."
        )
    if pot.odd_chips:
        lines.append(_explain_odd_chips(pot, spec))
    return lines


def _explain_odd_chips(pot: Pot, spec: Spec) -> str:
    getters = list(pot.odd_chips)
    first_seat = _clockwise_from_button([p.name for p in spec.players], spec.button)[0]
    if len(getters) == 1:
        who = (
            "el primer jugador a la izquierda del botón"
            if getters[0] == first_seat
            else "el primero de los empatados a la izquierda del botón"
        )
        return f"La ficha sobrante va a {getters[0]}, {who}."
    return (
        f"Las {len(getters)} fichas sobrantes se reparten de una en una, empezando a la "
        f"izquierda del botón: una para {', una para '.join(getters[:-1])} "
        f"y otra para {getters[-1]}."
    )


def _explain_player(
    player: PlayerSpec,
    pots: Sequence[Pot],
    refund: int,
    received: Mapping[str, int],
    net: Mapping[str, int],
) -> str:
    name = player.name
    parts = [(pot.shares[name], f"del {pot.name}") for pot in pots if name in pot.shares]
    if refund:
        parts.append((refund, "de devolución"))
    if not parts:
        got = "no recibe nada"
    elif len(parts) == 1:
        got = f"recibe {chips(parts[0][0])} {parts[0][1]}"
    else:
        got = f"recibe {chips(received[name])} ({_join(f'{a} {text}' for a, text in parts)})"
    result = net[name]
    if result > 0:
        outcome = f"gana {result}"
    elif result < 0:
        outcome = f"pierde {-result}"
    else:
        outcome = "queda igual"
    return f"{name} {got} y aportó {player.contributed}: {outcome}."
