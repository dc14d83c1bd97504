"""Step 1, «Fichas y palabras», beyond the chips pushed: a conditional statement (TDA 59)
and a chip found hidden behind an all-in after the call (TDA 62; accepted action, 49;
chips visible, 25). Both are tournament situations: this site follows the TDA there.
"""

from __future__ import annotations

from dataclasses import replace

from ...engine.betting import Structure
from ...engine.deck import Rng
from ...engine.hands import Variant
from ...engine.limits import Situation
from ...engine.numbers import number
from .model import Choice, SalaItem, Scene, Seat, Wrong
from .rules import RULES
from .table import BLINDS, STREETS, names

ROOM = "Torneo: este sitio sigue la TDA 2024."

# Conditional statements (TDA 59-A) ---------------------------------------------------

_CONDITIONALS = (
    # what the player said, what the other then did, what the player now wants to do
    ("Si apuestas, subo", "apuesta {bet}", "solo igualar {bet}"),
    ("Si apuestas, voy all-in", "apuesta {bet}", "solo igualar {bet}"),
    ("Si apuestas, me retiro", "apuesta {bet}", "igualar {bet}"),
    ("Si pasas, apuesto", "pasa", "pasar también"),
)


def conditional_statement(rng: Rng, variant: Variant) -> SalaItem:
    """A player says what he will do if another acts so («Si apuestas, subo»), the other
    does, and he now wants to do something else: a conditional statement is no standard
    action; the director decides whether it binds and whether to penalize it."""
    count = 3 + rng.below(4)
    who = names(rng, count)
    button = rng.below(count)
    first, second = (button + 1) % count, (button + 2) % count
    a, b = who[first], who[second]
    sb, bb = rng.choice(BLINDS)
    street = rng.choice(tuple(STREETS))
    pot = bb * (6 + rng.below(20))
    bet = bb * (2 + rng.below(5))
    if rng.below(3) == 0:
        return _premature_call(rng, variant, seats=(count, who, button, sb, bb, street, pot, bet))
    said, done, wants = rng.choice(_CONDITIONALS)
    bet_made = "apuesta" in done
    seats = [
        Seat(n, stack=25 * (80 + rng.below(400)), button=i == button, hidden=0)
        for i, n in enumerate(who)
    ]
    seats[first] = Seat(a, seats[first].stack - (bet if bet_made else 0),
                        bet=bet if bet_made else 0, button=seats[first].button)  # fmt: skip
    seats[second] = Seat(b, seats[second].stack, button=seats[second].button, said=said,
                         to_act=True)  # fmt: skip
    story = (
        f"Torneo, {STREETS[street].lower()} (ciegas {number(sb)}/{number(bb)}). Le toca hablar "
        f"a {a}.",
        f"Antes de que {a} actúe, {b} le dice: «{said}».",
        f"{a} {done.format(bet=number(bet))}. Ahora {b}, en su turno, quiere "
        f"{wants.format(bet=number(bet))}.",
    )
    choices = (
        Choice(
            "discretion",
            "Una declaración condicional no es una forma normal de actuar: el director decide "
            "si obliga y si merece sanción",
        ),
        Choice("free", f"No obliga a nada: {b} actúa como quiera, sin más"),
        Choice("binding", f"Obliga siempre: {b} tiene que hacer lo que dijo"),
        Choice("dead", f"La mano de {b} queda muerta"),
    )
    wrongs = (
        Wrong("conditional_ignored", "free"),
        Wrong("conditional_always_binds", "binding"),
        Wrong("conditional_hand_dead", "dead"),
    )
    why = (
        "Anunciar lo que se hará si otro actúa de cierta manera («si apuestas, subo») no es "
        "una forma normal de actuar y se desaconseja. La TDA deja en manos del director si "
        "esa declaración obliga y si merece una sanción: no es libre sin más, ni obliga "
        "siempre, ni mata la mano por sí sola."
    )
    spec: dict[str, object] = {
        "family": "conditional_statement",
        "variant": variant.value,
        "case": "conditional",
        "said": said,
        "then": done.format(bet=bet),
        "street": street,
    }
    return SalaItem(
        "conditional_statement",
        1,
        variant,
        spec,
        {"ruling": "discretion", "rule": RULES["59"].as_json()},
        Scene(tuple(seats), pot=pot, street_title=STREETS[street]),
        story,
        f"¿Qué decide el director sobre lo que dijo {b}?",
        choices,
        "discretion",
        None,
        "",
        wrongs,
        RULES["59"],
        why,
        room=ROOM,
    )


def _premature_call(
    rng: Rng, variant: Variant, seats: tuple[int, list[str], int, int, int, str, int, int]
) -> SalaItem:
    """A premature call: a player says «Apuesto», another calls before the amount (TDA 59-B):
    the director rules as best fits the situation, and may oblige the caller to call any
    amount; the call is neither void nor binding whatever happens."""
    count, who, button, sb, bb, street, pot, bet = seats
    first, second = (button + 1) % count, (button + 2) % count
    a, b = who[first], who[second]
    bet *= 2  # a bet bigger than the caller expected
    table = [
        Seat(n, stack=25 * (80 + rng.below(400)) + bet, button=i == button, hidden=0)
        for i, n in enumerate(who)
    ]
    table[first] = replace(table[first], stack=table[first].stack - bet, bet=bet)
    table[second] = replace(table[second], said="Igualo")
    story = (
        f"Torneo, {STREETS[street].lower()} (ciegas {number(sb)}/{number(bb)}). {a} dice "
        "«Apuesto» y va a por sus fichas.",
        f"Antes de que {a} diga o ponga la cantidad, {b} dice «Igualo».",
        f"{a} pone {number(bet)}. {b} protesta: no sabía cuánto era y quiere retirarse.",
    )
    choices = (
        Choice(
            "discretion",
            f"Sí: el director decide lo que mejor encaja, y puede obligar a {b} "
            "a igualar cualquier cantidad",
        ),  # fmt: skip
        Choice("void", f"No: {b} no sabía la cantidad, así que su «igualo» no vale"),
        Choice(
            "binding",
            "Sí, siempre: el «igualo» obliga a cualquier cantidad, sin que decida el director",
        ),  # fmt: skip
        Choice("dead", f"No: la mano de {b} queda muerta por hablar antes de tiempo"),
    )
    wrongs = (
        Wrong("premature_call_void", "void"),
        Wrong("premature_call_always_binds", "binding"),
        Wrong("premature_call_dead", "dead"),
    )
    why = (
        "Igualar antes de saber cuánto apuesta el otro es una declaración prematura. La TDA "
        "deja que el director decida lo que mejor encaja con la situación, y eso incluye "
        f"obligar a {b} a igualar cualquier cantidad: su «igualo» no se anula solo porque no "
        "sabía la cantidad, pero tampoco obliga sin que el director lo decida."
    )
    spec: dict[str, object] = {
        "family": "conditional_statement",
        "variant": variant.value,
        "case": "premature_call",
        "said": "Igualo",
        "then": f"apuesta {bet}",
        "street": street,
    }
    return SalaItem(
        "conditional_statement",
        1,
        variant,
        spec,
        {"ruling": "discretion", "rule": RULES["59"].as_json()},
        Scene(tuple(table), pot=pot, street_title=STREETS[street]),
        story,
        f"¿Puede el director obligar a {b} a igualar los {number(bet)}?",
        choices,
        "discretion",
        None,
        "",
        wrongs,
        RULES["59"],
        why,
        room=ROOM,
    )


# Chips not in view: a count asked, a chip hidden (TDA 62; accepted action, 49; 25-A) ---

HIDDEN_WHERE = ("tapada por sus cartas", "debajo de su protector de cartas", "tapada por su mano")
CALL_LABEL = "el total que pone delante si la ficha entra en la acción"


def chips_not_in_view(rng: Rng, variant: Variant) -> SalaItem:
    """An all-in counted from the chips in view, called, and a big chip found hidden: the
    director decides whether the chip is part of the accepted action (TDA 62, 49). If it
    is, the caller puts in the rest, to his own stack (the engine's limits say what the
    call costs); if not, the bet stays at the count, and the hidden chip is not paid off
    if the all-in player wins, nor saves him if he loses."""
    count = 3 + rng.below(4)
    who = names(rng, count)
    button = rng.below(count)
    first, second = (button + 1) % count, (button + 2) % count
    a, b = who[first], who[second]
    sb, bb = rng.choice(BLINDS)
    street = rng.choice(tuple(STREETS))
    pot = bb * (6 + rng.below(20))
    seen = 25 * (40 + rng.below(160))  # what the dealer counted
    hidden = rng.choice((1000, 5000)) if seen < 2000 else rng.choice((1000, 5000, 5000))
    allin = seen + hidden
    short = rng.below(3) == 0  # the caller covers the count but not the whole all-in
    stack_b = (
        seen + 25 * (1 + rng.below((hidden - 25) // 25))
        if short
        else allin + 25 * (40 + rng.below(400))
    )
    lim = Situation(
        Structure.no_limit, big_blind=bb, pot=pot + allin, current_bet=allin, committed=0,
        last_raise=allin, stack=stack_b,
    ).limits(explain=False)  # fmt: skip
    to = lim.to_call
    where = rng.choice(HIDDEN_WHERE)
    seats = [
        Seat(n, stack=25 * (80 + rng.below(400)), button=i == button, hidden=0)
        for i, n in enumerate(who)
    ]
    # the table as counted: the all-in's chips in view in front, the hidden chip apart
    seats[first] = Seat(a, 0, bet=seen, all_in=True, button=seats[first].button)
    seats[second] = Seat(b, stack_b - seen, bet=seen, button=seats[second].button)
    story = (
        f"Torneo, {STREETS[street].lower()} (ciegas {number(sb)}/{number(bb)}). {a} dice "
        "«All-in» y empuja sus fichas.",
        f"{b} pide el recuento: el crupier cuenta las fichas a la vista, {number(seen)}, y "
        f"{b} dice «Igualo» y pone {number(seen)}.",
        f"Al juntar las fichas aparece una ficha de {number(hidden)} de {a} que estaba "
        f"{where}: su all-in era de {number(allin)}.",
    )
    choices = (
        Choice(
            "discretion",
            f"El director decide si esa ficha entra en la acción aceptada: si entra, {b} pone "
            f"lo que falta; si no, la apuesta queda en {number(seen)} y {a} no cobra esa ficha "
            "si gana, y la pierde si pierde",
            amount=True,
        ),
        Choice(
            "full",
            f"A {b} le obliga siempre el all-in entero: pone lo que falta, o todo lo que tiene",
        ),  # fmt: skip
        Choice("counted", f"Solo cuenta lo que se contó: {a} recupera la ficha escondida"),
        Choice("withdraw", f"{b} puede retirar su «igualo» y recuperar sus fichas"),
        Choice("dead", f"La mano de {a} queda muerta por esconder fichas"),
    )
    wrongs = (
        Wrong("hidden_chip_always_called", "full"),
        Wrong("count_binds", "counted"),
        Wrong("call_withdrawn", "withdraw"),
        Wrong("hidden_chips_kill", "dead"),
        Wrong("counted_total", "discretion", seen),
    )
    cut = (
        f"{b} no llega: iguala all-in con todo lo que tiene, {number(to)}"
        if lim.call_is_all_in
        else f"{b} pone lo que falta, {number(to)} en total"
    )
    why = (
        f"Las fichas de más valor tienen que estar siempre a la vista (TDA 25-A). Si tras un "
        "«igualo» aparece una ficha escondida de un all-in, el director decide si entra en la "
        f"acción aceptada (TDA 49). Si entra, {cut}. Si no, la apuesta queda en "
        f"{number(seen)}: {a} no cobra esa ficha si gana, y si pierde la pierde (el director "
        f"puede dársela a {b}). En los dos casos la mano de {a} sigue viva, aunque puede "
        "recibir una sanción."
    )
    spec: dict[str, object] = {
        "family": "chips_not_in_view",
        "variant": variant.value,
        "counted": seen,
        "hidden": hidden,
        "all_in": allin,
        "caller_stack": stack_b,
        "street": street,
    }
    return SalaItem(
        "chips_not_in_view",
        1,
        variant,
        spec,
        {"ruling": "discretion", "to_if_accepted": to, "rule": RULES["62"].as_json()},
        Scene(tuple(seats), pot=pot, street_title=STREETS[street]),
        story,
        f"¿Qué se hace con la ficha de {number(hidden)}?",
        choices,
        "discretion",
        to,
        CALL_LABEL,
        wrongs,
        RULES["62"],
        why,
        room=ROOM,
    )
