"""The dealer's explanation of a settled showdown, in Spanish, step by step.

The uncalled bet returned, the hands shown, why one beats another, each pot with who
could win it and who did, the odd chips, and what each player receives and nets.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .cards import display_cards
from .compare import explain_order
from .hands import Hand
from .numbers import chips, number, signed
from .phrasing import join_names, spoken_pot_names
from .pots import Pot, clockwise_from_button
from .spec import PlayerSpec, Spec


def explain_settlement(
    spec: Spec,
    hands: Mapping[str, Hand],
    order: Sequence[Sequence[str]],
    pots: Sequence[Pot],
    refunds: Mapping[str, int],
    received: Mapping[str, int],
    net: Mapping[str, int],
) -> tuple[str, ...]:
    """Every sentence of the explanation, in the order the dealer says them."""
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
    names = spoken_pot_names([pot.name for pot in pots])
    for pot, name in zip(pots, names, strict=True):
        lines.extend(_explain_pot(pot, name, hands, order, spec))
    for p in spec.players:
        lines.append(_explain_player(p, pots, names, refunds.get(p.name, 0), received, net))
    total = sum(received.values())
    where = " entre botes y devoluciones" if refunds else ""
    lines.append(
        f"En total se entregan {chips(total)}{where}, las mismas que se pusieron, "
        "y los resultados netos suman cero."
    )
    return tuple(lines)


def _explain_pot(
    pot: Pot, name: str, hands: Mapping[str, Hand], order: Sequence[Sequence[str]], spec: Spec
) -> list[str]:
    paid = join_names(f"{number(amount)} de {who}" for who, amount in pot.contributions.items())
    who = (
        f"solo puede ganarlo {pot.eligible[0]}"
        if len(pot.eligible) == 1
        else f"lo disputan {join_names(pot.eligible)}"
    )
    lines = [f"En el {name} hay {chips(pot.amount)} ({paid}); {who}."]
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
    among = join_names(pot.eligible)
    if len(pot.winners) == 1:
        lines.append(f"Se lo lleva {pot.winners[0]} con {label}, la mejor mano entre {among}.")
    else:
        share = pot.amount // len(pot.winners)
        lines.append(
            f"{join_names(pot.winners)} empatan con {label}, la mejor mano entre {among}: "
            f"se reparten {chips(pot.amount)}, {number(share)} para cada uno."
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
            f"{join_names(better)} {'tienen' if plural else 'tiene'} mejor mano, pero no "
            f"{'disputan' if plural else 'disputa'} este bote: "
            f"{'fueron' if plural else 'fue'} all-in por menos."
        )
    if pot.odd_chips:
        lines.append(_explain_odd_chips(pot, spec))
    return lines


def _explain_odd_chips(pot: Pot, spec: Spec) -> str:
    getters = list(pot.odd_chips)
    first_seat = clockwise_from_button([p.name for p in spec.players], spec.button)[0]
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
    names: Sequence[str],
    refund: int,
    received: Mapping[str, int],
    net: Mapping[str, int],
) -> str:
    """«A puso 50 y recibe 150 fichas del bote principal: resultado neto, +100.»"""
    who = player.name
    parts = [
        (pot.shares[who], f"del {name}")
        for pot, name in zip(pots, names, strict=True)
        if who in pot.shares
    ]
    if refund:
        parts.append((refund, "de devolución"))
    if not parts:
        got = "no recibe nada"
    elif len(parts) == 1:
        got = f"recibe {chips(parts[0][0])} {parts[0][1]}"
    else:
        pieces = join_names(f"{number(amount)} {text}" for amount, text in parts)
        got = f"recibe {chips(received[who])} ({pieces})"
    result = net[who]
    outcome = signed(result) if result else "0, queda igual"
    return f"{who} puso {number(player.contributed)} y {got}: resultado neto, {outcome}."
