"""The dealer's explanation of a settled showdown, in Spanish, step by step.

The uncalled bet returned, the hands shown, why one beats another, the room's commission
and the pots it comes out of, each pot with who could win it and who did, the odd chips,
and what each player receives and nets.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .cards import display_cards
from .compare import explain_order
from .hands import Hand
from .numbers import chips, number, signed
from .phrasing import capitalized, join_names, odd_chip_rule, spoken_pot_names
from .pots import Pot
from .rake import Rake
from .spec import PlayerSpec, Spec


def explain_settlement(
    spec: Spec,
    hands: Mapping[str, Hand],
    order: Sequence[Sequence[str]],
    pots: Sequence[Pot],
    refunds: Mapping[str, int],
    received: Mapping[str, int],
    net: Mapping[str, int],
    rake: int | None = None,
) -> tuple[str, ...]:
    """Every sentence of the explanation, in the order the dealer says them; ``rake`` is
    the commission (``None`` when the spec has none)."""
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
            f"{p.name} tiene {display_cards(p.hole)}{discarded} y juega {played}: "
            + (f"{hand.label}, " if hand.board_plays else "")
            + f"{display_cards(hand.five)}."
        )
    lines.extend(explain_order(hands, order))
    names = spoken_pot_names([pot.name for pot in pots])
    if spec.rake is not None and rake is not None:
        lines.extend(_explain_rake(spec.rake, rake, spec.flop, pots, names))
    for pot, name in zip(pots, names, strict=True):
        lines.extend(_explain_pot(pot, name, hands, order, spec))
    for p in spec.players:
        lines.append(_explain_player(p, pots, names, refunds.get(p.name, 0), received, net))
    total = sum(received.values())
    where = " entre botes y devoluciones" if refunds else ""
    if rake:
        lines.append(
            f"Se pusieron {chips(total + rake)}: {number(total)} vuelven a los jugadores"
            f"{where} y la sala se queda {chips(rake)} de comisión, así que los resultados "
            f"netos suman {signed(-rake)}."
        )
    else:
        lines.append(
            f"En total se entregan {chips(total)}{where}, las mismas que se pusieron, "
            "y los resultados netos suman cero."
        )
    return tuple(lines)


def _explain_rake(
    rule: Rake, rake: int, flop: bool, pots: Sequence[Pot], names: Sequence[str]
) -> list[str]:
    """The commission: the rule, what it comes to and which pots pay it."""
    if rule.no_flop_no_drop and not flop:
        return ["La mano acabó antes del flop, y sin flop no hay comisión: la sala no cobra nada."]
    total = sum(pot.amount for pot in pots)
    uncapped = rule.share(total)
    if rake < uncapped:
        what = f"serían {number(uncapped)}, así que cobra el tope, {chips(rake)}"
    else:
        what = chips(rake) if rake else "nada (no llega a una ficha)"
    lines = [f"La sala cobra de comisión {rule.rule_text()}: de {chips(total)}, {what}."]
    paying = [(name, pot.rake) for pot, name in zip(pots, names, strict=True) if pot.rake]
    if len(paying) == 1:
        lines.append(f"La comisión sale del {paying[0][0]} antes de repartirlo.")
    elif paying:
        parts = join_names(f"{number(amount or 0)} del {name}" for name, amount in paying)
        lines.append(
            f"La comisión sale de los botes empezando por el principal: {parts}, antes de "
            "repartirlos."
        )
    return lines


def _explain_pot(
    pot: Pot, name: str, hands: Mapping[str, Hand], order: Sequence[Sequence[str]], spec: Spec
) -> list[str]:
    paid = join_names(f"{number(amount)} de {who}" for who, amount in pot.contributions.items())
    who = (
        f"solo puede ganarlo {pot.eligible[0]}"
        if len(pot.eligible) == 1
        else f"lo disputan {join_names(pot.eligible)}"
    )
    after = f" Descontada la comisión, quedan {number(pot.paid)}." if pot.rake else ""
    lines = [f"En el {name} hay {chips(pot.amount)} ({paid}); {who}.{after}"]
    if not hands:
        lines.append(f"Se lo lleva {pot.winners[0]} sin enseñar sus cartas.")
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
        share = pot.paid // len(pot.winners)
        left = pot.paid - share * len(pot.winners)
        best = "" if set(pot.winners) == set(pot.eligible) else f", la mejor mano entre {among}"
        rest = ""
        if left:
            rest = f", y {'sobra 1 ficha' if left == 1 else f'sobran {number(left)} fichas'}"
        lines.append(
            f"{join_names(pot.winners)} empatan con {label}{best}: se reparten "
            f"{chips(pot.paid)}, {number(share)} para cada uno{rest}."
        )
    better = [
        name
        for group in order
        for name in group
        if name not in pot.eligible and hands[name].value > hands[pot.winners[0]].value
    ]
    if better:
        plural = len(better) > 1
        than = f"{'las' if len(pot.winners) > 1 else 'la'} de {join_names(pot.winners)}"
        lines.append(
            f"{join_names(better)} {'tienen' if plural else 'tiene'} una mano más alta que "
            f"{than}, pero no {'disputan' if plural else 'disputa'} este bote: "
            f"{'fueron' if plural else 'fue'} all-in por menos."
        )
    if pot.odd_chips:
        lines.append(_explain_odd_chips(pot))
    return lines


def _explain_odd_chips(pot: Pot) -> str:
    """«La ficha sobrante va al primero de los ganadores empatados a la izquierda del
    botón: Ana.» (one rule, said the same way as in practice and the drills)."""
    getters = list(pot.odd_chips)
    if len(getters) == 1:
        return f"{capitalized(odd_chip_rule(1))}: {getters[0]}."
    return (
        f"{capitalized(odd_chip_rule(len(getters)))}: una para {', una para '.join(getters[:-1])} "
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
        if pot.shares.get(who)
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
    outcome = signed(result) if result else "0"
    return f"{who} puso {number(player.contributed)} y {got}: resultado neto, {outcome}."
