"""Step 3, «Irregularidades»: a misdeal and when it can no longer be called, a card
exposed in the deal, cards dealt too soon, the dead button, missed blinds in a cash game.
"""

from __future__ import annotations

from dataclasses import replace

from ...engine.deck import Rng, shuffled_deck
from ...engine.hands import Variant
from ...engine.numbers import number
from .model import Choice, SalaItem, Scene, Seat, Wrong
from .rules import RULES
from .table import BLINDS, names


def _table(rng: Rng, count: int) -> tuple[list[Seat], int]:
    who = names(rng, count)
    button = rng.below(count)
    seats = [
        Seat(n, stack=25 * (40 + rng.below(300)), button=i == button, hidden=0)
        for i, n in enumerate(who)
    ]
    return seats, button


def _blinds(seats: list[Seat], button: int, sb: int, bb: int) -> list[Seat]:
    n = len(seats)
    out = list(seats)
    for offset, (name, amount) in enumerate((("ciega pequeña", sb), ("ciega grande", bb)), 1):
        i = (button + offset) % n
        out[i] = Seat(
            out[i].name,
            out[i].stack - amount,
            bet=amount,
            button=out[i].button,
            blind=name,
            hidden=out[i].hidden,
        )
    return out


def _spec(family: str, variant: Variant, **fields: object) -> dict[str, object]:
    return {"family": family, "variant": variant.value, **fields}


# Misdeals and substantial action (TDA 35 and 36) --------------------------------------


def misdeal(rng: Rng, variant: Variant) -> SalaItem:
    """A deal gone wrong: a misdeal before substantial action (the re-deal an exact replay),
    none after it; in Short Deck, a card the deck should not hold."""
    count = 4 + rng.below(4)
    sb, bb = rng.choice(BLINDS)
    seats, button = _table(rng, count)
    seats = _blinds(seats, button, sb, bb)
    first_seat = (button + 1) % count
    wrong_seat = (button + 2) % count
    after = rng.below(2) == 0
    utg, nxt = ((button + 3) % count), ((button + 4) % count)
    if variant is Variant.SHORTDECK and rng.below(2) == 0:
        odd = rng.choice(("2", "3", "4", "5"))
        what = (
            f"{seats[wrong_seat].name} mira sus cartas y avisa: entre ellas hay un "
            f"{odd}, una carta que en Short Deck no existe."
        )
        after = False
        case = "nonstandard_card"
    else:
        what = (
            f"El crupier da la primera carta a {seats[wrong_seat].name} en lugar de a "
            f"{seats[first_seat].name}, primer asiento a la izquierda del botón, y sigue "
            "repartiendo."
        )
        case = "first_card_wrong_seat"
    story = ["Preflop: ciegas puestas y cartas repartidas.", what]
    if after:
        story.insert(
            1,
            f"Nadie dice nada: {seats[utg].name} iguala {number(bb)} y "
            f"{seats[nxt].name} sube a {number(3 * bb)}.",
        )
        story[-1] = (
            f"Solo entonces alguien se da cuenta de que el crupier había dado la primera carta "
            f"a {seats[wrong_seat].name} en lugar de a {seats[first_seat].name}, primer asiento "
            "a la izquierda del botón, y había seguido repartiendo."
            if case == "first_card_wrong_seat"
            else "Solo entonces alguien se da cuenta: " + story[-1][0].lower() + story[-1][1:]
        )
    else:
        story.append("Nadie ha actuado todavía.")
    # the table as the story leaves it: the call and the raise in front, the player whose
    # turn it is marked «Le toca» (before any action, the first after the big blind)
    if after:
        for at, total in ((utg, bb), (nxt, 3 * bb)):
            s = seats[at]
            seats[at] = replace(s, stack=max(s.stack, 4 * total) - (total - s.bet), bet=total)
    due = (button + 5) % count if after else utg
    seats[due] = replace(seats[due], to_act=True)
    choices = (
        Choice(
            "redeal", "Reparto nulo: se reparte de nuevo con el mismo botón y las mismas ciegas"
        ),
        Choice("continue", "La mano sigue como está"),
        Choice("redeal_moved", "Reparto nulo, y el botón avanza un puesto"),
        Choice("one_dead", f"La mano sigue, pero la de {seats[wrong_seat].name} queda muerta"),
    )
    right = "continue" if after else "redeal"
    wrongs = [
        Wrong("misdeal_after_action", "redeal")
        if after
        else Wrong("no_misdeal_called", "continue"),
        Wrong("button_moves_on_redeal", "redeal_moved"),
        Wrong("one_hand_killed", "one_dead"),
    ]
    redeal = (
        " El nuevo reparto repite la mano tal cual: el botón no se mueve y las ciegas son las "
        "mismas."
    )
    if after:
        why = (
            "Ya hubo acción sustancial (dos jugadores actuaron en su turno y al menos uno puso "
            "fichas): desde ese momento no se puede declarar reparto nulo, y la mano sigue."
        )
    elif case == "nonstandard_card":
        why = (
            "Una carta que el juego no usa, hallada antes de la acción sustancial, hace la "
            "mano nula." + redeal
        )
    else:
        why = (
            "La primera carta fue al asiento equivocado: es reparto nulo (TDA 35-A), y aún se "
            "puede declarar porque no hay acción sustancial (35-D)." + redeal
        )
    spec = _spec("misdeal", variant, case=case, substantial_action=after)
    return SalaItem(
        "misdeal",
        3,
        variant,
        spec,
        {"ruling": right, "rule": RULES["35"].as_json()},
        Scene(tuple(seats), pot=0, street_title="Preflop"),
        tuple(story),
        "¿Qué decide el crupier?",
        choices,
        right,
        None,
        "",
        tuple(wrongs),
        RULES["35"],
        why,
    )


ORDINALS = {
    3: "tercera",
    4: "cuarta",
    5: "quinta",
    6: "sexta",
    7: "séptima",
    8: "octava",
    9: "novena",
    10: "décima",
}


# A card exposed in the deal: misdeal or not (TDA 35, ----------------------------------


def exposed_card(rng: Rng, variant: Variant) -> SalaItem:
    """A hole card the dealer turns over while dealing: one of the first two, or two
    cards, is a misdeal; any other single card is replaced after the deal and burnt."""
    count = 4 + rng.below(4)
    sb, bb = rng.choice(BLINDS)
    seats, button = _table(rng, count)
    seats = _blinds(seats, button, sb, bb)
    case = rng.choice(("first_two", "later_one", "later_one", "two_cards"))
    if case == "first_two":
        nth = 1 + rng.below(2)
        who = seats[(button + nth) % count].name
        what = (
            f"Al repartir, el crupier descubre sin querer la {('primera', 'segunda')[nth - 1]} "
            f"carta que da, la de {who}."
        )
    elif case == "later_one":
        nth = 3 + rng.below(count - 2)
        who = seats[(button + nth) % count].name
        what = (
            f"Al repartir, el crupier descubre sin querer una carta de {who}, la "
            f"{ORDINALS[nth]} del reparto; no hay otra carta descubierta."
        )
    else:
        who = seats[(button + 3) % count].name
        other = seats[(button + 4) % count].name
        what = (
            f"Al repartir, el crupier descubre sin querer una carta de {who} y, más tarde, "
            f"otra de {other}."
        )
    story = ("Preflop: ciegas puestas; el crupier reparte.", what, "Nadie ha actuado todavía.")
    choices = (
        Choice("misdeal", "Reparto nulo: se recogen las cartas y se reparte de nuevo"),
        Choice(
            "replace",
            "El reparto sigue; al acabar, esas cartas se cambian por las de arriba del "
            "mazo y hacen de quemadas"
            if case == "two_cards"
            else "El reparto sigue; al acabar, esa carta se cambia por la de arriba del "
            "mazo y hace de primera quemada",
        ),
        Choice("keep", f"El reparto sigue y {who} se queda la carta descubierta"),
        Choice("dead", f"El reparto sigue y la mano de {who} queda muerta"),
    )
    right = "replace" if case == "later_one" else "misdeal"
    wrongs = [
        Wrong("misdeal_for_one_card", "misdeal")
        if right == "replace"
        else Wrong("exposed_replaced_always", "replace"),
        Wrong("exposed_card_kept", "keep"),
        Wrong("exposed_hand_killed", "dead"),
    ]
    if case == "later_one":
        rule, room = (
            RULES["RRoP-5"],
            (
                "La TDA solo hace nulo el reparto por una de las dos primeras cartas o por dos "
                "cartas descubiertas; para una sola carta posterior, este sitio sigue las Robert’s "
                "Rules: se cambia y hace de quemada."
            ),
        )
        why = (
            "Una sola carta descubierta que no es ninguna de las dos primeras no anula el "
            f"reparto: se termina de repartir, el crupier cambia esa carta de {who} por la "
            "de arriba del mazo y la descubierta hace de primera quemada."
        )
        if variant is Variant.OMAHA:
            why += (
                " En Omaha se aplica lo mismo: la sección 6 de Robert’s Rules («Omaha») remite "
                "a las reglas del Hold’em."
            )
    else:
        rule, room = RULES["35"], ""
        why = (
            "Descubrir por error una de las dos primeras cartas del reparto es reparto nulo."
            if case == "first_two"
            else "Dos cartas descubiertas por error del crupier en el reparto son reparto nulo."
        )
    spec = _spec("exposed_card", variant, case=case)
    return SalaItem(
        "exposed_card",
        3,
        variant,
        spec,
        {"ruling": right, "rule": rule.as_json()},
        Scene(tuple(seats), pot=0, street_title="Preflop"),
        story,
        "¿Qué hace el crupier?",
        choices,
        right,
        None,
        "",
        tuple(wrongs),
        rule,
        why,
        room=room,
    )


# Irregular flops and cards dealt too soon (TDA 39 and RP-5) ---------------------------


def premature_card(rng: Rng, variant: Variant) -> SalaItem:
    """Board cards dealt before the round is over, a four-card flop, a flop without its
    burn card: what the dealer does with them."""
    count = 3 + rng.below(4)
    seats, button = _table(rng, count)
    seats = [
        Seat(s.name, s.stack, button=s.button, hidden=4 if variant is Variant.OMAHA else 2)
        for s in seats
    ]
    case = rng.choice(("premature_flop", "premature_turn", "four_card_flop", "no_burn"))
    acted = rng.below(2) == 0
    # a cash game follows Robert's Rules (the house line); a missed burn is asked in
    # tournaments only, under the TDA
    cash = case != "no_burn" and rng.below(2) == 0
    story: tuple[str, ...]
    if case == "premature_flop":
        last = seats[(button + 2) % count].name  # preflop, the big blind speaks last
        story = (
            f"Preflop: falta por hablar {last}, pero el crupier ya quema una carta y "
            "descubre el flop.",
        )
    elif case == "premature_turn":
        last = seats[button].name  # after the flop, the button speaks last
        story = (
            f"Flop: falta por hablar {last}, pero el crupier ya quema una carta y "
            "descubre el turn.",
        )
    elif case == "four_card_flop":
        story = (
            "Acaba el preflop. El crupier quema una carta y descubre cuatro en lugar de "
            "tres para el flop.",
        )
    else:
        story = (
            "Acaba el preflop. El crupier descubre el flop sin haber quemado antes una carta.",
        )
        story += (
            ("Antes de que alguien lo note, el primero en hablar ya ha pasado.",)
            if acted
            else ("Se nota enseguida: nadie ha actuado en el flop.",)
        )
    choices = (
        Choice(
            "reshuffle",
            "Las cartas descubiertas vuelven al resto del mazo, se baraja ese resto y se "
            "reparten de nuevo sin quemar otra; la quemada se queda",
        ),
        Choice(
            "set_aside",
            "La carta se aparta; al acabar la ronda se quema y se descubre la "
            "siguiente, y la apartada vuelve al mazo para la última calle",
        ),
        Choice(
            "scramble_burn",
            "Se mezclan boca abajo, el encargado elige una al azar como "
            "quemada y las otras son el flop",
        ),
        Choice(
            "scramble_next",
            "Se mezclan boca abajo, una al azar es la quemada y el flop son "
            "las otras dos y la siguiente del mazo",
        ),
        Choice("stands", "Las cartas se quedan como están"),
    )
    story = (("Partida de cash. " if cash else "Torneo. ") + story[0], *story[1:])
    right = {
        "premature_flop": "reshuffle",
        "premature_turn": "set_aside" if cash else "reshuffle",
        "four_card_flop": "reshuffle" if cash else "scramble_burn",
        "no_burn": "stands" if acted else "scramble_next",
    }[case]
    wrongs = [Wrong("premature_cards_stand", "stands")]
    if cash:
        wrongs += [
            Wrong("tournament_rule_in_cash", "reshuffle"),
            Wrong(
                "four_card_scramble_in_cash" if case == "four_card_flop" else "wrong_scramble_burn",
                "scramble_burn",
            ),
        ]
    else:
        wrongs.append(Wrong("four_card_flop_reshuffled", "reshuffle"))
    if case == "premature_turn" and not cash:
        wrongs.append(Wrong("other_rooms_turn", "set_aside"))
    elif case != "premature_turn":
        wrongs.append(Wrong("turn_rule_on_flop", "set_aside"))
    wrongs += [
        Wrong("wrong_scramble_burn", "scramble_burn"),
        Wrong("wrong_scramble", "scramble_next"),
    ]
    if right == "stands":
        wrongs = [
            Wrong("burn_fixed_after_action", "scramble_next"),
            Wrong("reshuffled_after_action", "reshuffle"),
        ]
        wrongs.append(Wrong("turn_rule_on_flop", "set_aside"))
    unique: list[Wrong] = []
    for w in wrongs:
        if w.choice != right and all(u.choice != w.choice for u in unique):
            unique.append(w)
    wrongs = unique
    room = (
        "Partida de cash: este sitio sigue las Robert’s Rules (en un torneo, la TDA)."
        if cash
        else "Torneo: este sitio sigue la TDA 2024 (en cash, las Robert’s Rules)."
    )
    if cash:
        rule = RULES["RRoP-5"]
        why = {
            "premature_flop": (
                "Las cartas descubiertas antes de que acabe la ronda no valen: la quemada se "
                "queda como quemada, las del flop vuelven al mazo, se baraja, se corta y, "
                "cuando acaba la ronda, se reparte un flop nuevo sin quemar otra carta."
            ),
            "premature_turn": (
                "En cash, con las Robert’s Rules, el turn descubierto antes de tiempo se aparta "
                "y no se usa; acabada la ronda se quema y se descubre como turn la carta que "
                "habría sido el river; tras esa ronda la apartada vuelve al mazo, se baraja y "
                "se descubre el river sin quemar. (En un torneo, la TDA baraja el mazo.)"
            ),
            "four_card_flop": (
                "Con las Robert’s Rules un flop con cartas de más se reparte de nuevo, aunque "
                "se sepa cuál sobra: las cartas del flop vuelven al mazo, se baraja, se corta "
                "y sale un flop nuevo sin quemar otra; la quemada se queda. (En un torneo, la "
                "TDA las mezcla boca abajo y elige una al azar como quemada.)"
            ),
        }[case]
    elif case in ("premature_flop", "premature_turn"):
        rule = RULES["RP-5"]
        why = (
            "Las cartas descubiertas antes de que acabe la ronda no valen: la quemada se "
            "queda como quemada, las adelantadas vuelven al mazo, se baraja y, cuando acaba "
            "la ronda, se reparte de nuevo esa calle sin quemar otra carta."
        )
        if case == "premature_turn":
            why += " (En cash, con las Robert’s Rules, la carta se apartaría.)"
    elif case == "four_card_flop":
        rule = RULES["39"]
        why = (
            "Un flop de cuatro cartas se corrige al azar: las cuatro se mezclan boca abajo, "
            "el encargado elige una como quemada del turn y las otras tres "
            "son el flop."
        )
    else:
        rule = RULES["39"]
        why = (
            "Ya hubo acción en el flop (aunque sea un solo «paso»): la mano sigue con esas tres "
            "cartas, y en el turn se quema una carta, como siempre."
            if acted
            else "Nadie ha actuado: las tres cartas se mezclan boca abajo, una al azar hace de "
            "quemada y el flop son las otras dos más la siguiente del mazo."
        )
    # the board as the dealer left it: the cards dealt too soon (or too many) face up; the
    # player still to speak, where a round was cut short, marked
    deck = shuffled_deck(rng.below(1 << 30), short=variant is Variant.SHORTDECK)
    shown = {"premature_flop": 3, "premature_turn": 4, "four_card_flop": 4, "no_burn": 3}[case]
    due = {"premature_flop": (button + 2) % count, "premature_turn": button}.get(case)
    if due is not None:
        seats[due] = replace(seats[due], to_act=True)
    board_title = {
        "premature_flop": "Flop adelantado",
        "premature_turn": "Turn adelantado",
        "four_card_flop": "Flop (4 cartas)",
        "no_burn": "Flop sin quemar",
    }[case]
    spec = _spec(
        "premature_card",
        variant,
        case=case,
        game="cash" if cash else "tournament",
        **({"action": acted} if case == "no_burn" else {}),
    )
    return SalaItem(
        "premature_card",
        3,
        variant,
        spec,
        {"ruling": right, "rule": rule.as_json()},
        Scene(
            tuple(seats),
            board=tuple(deck[:shown]),
            pot=50 * (6 + rng.below(30)) if case != "premature_flop" else 0,
            street_title=board_title,
        ),
        story,
        "¿Qué hace el crupier?",
        choices,
        right,
        None,
        "",
        tuple(wrongs),
        rule,
        why,
        room=room,
    )


# The dead button (TDA 32, Robert's Rules section 4) ----------------------------------


def dead_button(rng: Rng, variant: Variant) -> SalaItem:
    """A tournament player knocked out from the button or a blind: the big blind moves on
    to the next player due, and the small blind and the button fall where they fall, even
    on an empty seat."""
    count = 6 + rng.below(3)
    sb, bb = rng.choice(BLINDS)
    seats, button = _table(rng, count)
    # a blind knocked out makes the dead button or the dead small blind; the button
    # knocked out (rarer here) shows that then nothing is dead
    out_at = rng.choice(("button", "small", "small", "big", "big"))
    gone = {"button": button, "small": (button + 1) % count, "big": (button + 2) % count}[out_at]
    role = {"button": "el botón", "small": "la ciega pequeña", "big": "la ciega grande"}[out_at]
    name = [s.name for s in seats]

    def live_after(i: int) -> int:
        j = (i + 1) % count
        while j == gone:
            j = (j + 1) % count
        return j

    last_bb = (button + 2) % count
    new_bb = live_after(last_bb)
    new_sb = (new_bb - 1) % count
    new_btn = (new_sb - 1) % count

    def seat_words(i: int) -> str:
        return f"el asiento vacío de {name[i]}" if i == gone else name[i]

    def ruling(btn: int, small: int | None, big: int) -> str:
        small_words = (
            "en esa mano no hay ciega pequeña"
            if small is None or small == gone
            else f"{seat_words(small)} pone la pequeña"
        )
        return f"Botón en {seat_words(btn)}; {small_words}; {name[big]} pone la grande"

    right_text = ruling(new_btn, new_sb, new_bb)
    moving_btn = live_after(button) if button != gone else (button + 1) % count
    moving_sb = live_after(moving_btn)
    moving_bb = live_after(moving_sb)
    moving_text = ruling(moving_btn, moving_sb, moving_bb)
    if moving_text == right_text:  # everything moved one seat too far: the due player skips
        moving_text = ruling(new_sb, new_bb, live_after(new_bb))
    if out_at == "big":  # nothing moves but the big blind, to the next live player
        frozen_text = ruling(button, (button + 1) % count, live_after(last_bb))
    else:
        frozen_text = ruling(button, (button + 1) % count, last_bb)
    redraw = "Se vuelve a sortear el botón entre los que quedan"
    texts = [right_text, moving_text, frozen_text, redraw]
    unique = [t for k, t in enumerate(texts) if t not in texts[:k]]
    order = rng.shuffled(range(len(unique)))
    choices = [Choice("abcd"[k], unique[i]) for k, i in enumerate(order)]
    right = next(c.key for c in choices if c.text == right_text)
    wrong_for = {
        moving_text: "big_blind_skipped",
        frozen_text: "button_frozen",
        redraw: "button_redrawn",
    }
    wrongs = tuple(
        Wrong(wrong_for[c.text], c.key) for c in choices if c.key != right and c.text in wrong_for
    )
    story = (
        f"Torneo, ciegas {number(sb)}/{number(bb)}. En la mano anterior, el botón era de "
        f"{name[button]}, la pequeña de {name[(button + 1) % count]} y la grande de "
        f"{name[last_bb]}.",
        f"{name[gone]}, que tenía {role}, pierde todas sus fichas en esa mano y deja su "
        "asiento vacío.",
    )
    why = (
        "En torneo se juega con botón muerto: la ciega grande avanza siempre un jugador, "
        f"hasta {name[new_bb]}, para que nadie se la salte; la pequeña y el botón ocupan los "
        "dos puestos anteriores, a su derecha, aunque caigan en un asiento vacío. "
        + {
            "button": f"Aquí quedó eliminado quien tenía el botón: el botón pasa a "
            f"{name[new_btn]} y la pequeña a {name[new_sb]}, asientos ocupados, así que esta "
            "vez no hay botón muerto ni falta la ciega pequeña.",
            "small": f"Aquí el botón cae en el asiento vacío de {name[gone]}: es el botón muerto.",
            "big": f"Aquí la pequeña le tocaría al asiento vacío de {name[gone]}: en esa mano "
            "no hay ciega pequeña.",
        }[out_at]
    )
    # the table as the previous hand left it: its button and blinds marked, the player
    # knocked out all-in with nothing left
    for offset, blind in ((1, "ciega pequeña"), (2, "ciega grande")):
        at = (button + offset) % count
        seats[at] = replace(seats[at], blind=blind)
    seats[gone] = replace(seats[gone], stack=0, all_in=True)
    spec = _spec("dead_button", variant, eliminated=out_at)
    return SalaItem(
        "dead_button",
        3,
        variant,
        spec,
        {"button": seat_words(new_btn), "big_blind": name[new_bb], "rule": RULES["32"].as_json()},
        Scene(tuple(seats), pot=0, street_title="Mano anterior"),
        story,
        "¿Dónde van el botón y las ciegas en la mano siguiente?",
        tuple(choices),
        right,
        None,
        "",
        wrongs,
        RULES["32"],
        why,
        room="En torneo, botón muerto (TDA). En partidas de cash, algunas salas "
        "prefieren mover el botón siempre un puesto (Robert’s Rules, "
        "sección 4).",
    )


# Missed blinds in a cash game (Robert's Rules section 4) ------------------------------

BLINDS_LABEL = "las fichas que pone en total antes de recibir cartas"


def missed_blinds(rng: Rng, variant: Variant) -> SalaItem:
    """A cash player back at the table after missing blinds, who wants to play at once:
    the missed big blind is live, the missed small blind dead."""
    count = 5 + rng.below(4)
    sb, bb = rng.choice(BLINDS)
    seats, button = _table(rng, count)
    seats = _blinds(seats, button, sb, bb)
    back = (button + 3 + rng.below(count - 3)) % count
    both = rng.below(3) != 0
    who = seats[back].name
    missed = "las dos ciegas" if both else "solo la ciega pequeña (la grande la puso antes de irse)"
    story = (
        f"Partida de cash, ciegas {number(sb)}/{number(bb)}. {who} se levantó un rato y, "
        f"mientras estaba fuera, se saltó {missed}.",
        "Vuelve y quiere jugar esta misma mano desde su asiento, que no es el de ninguna ciega.",
    )
    choices = (
        Choice(
            "both",
            "Pone la grande, que cuenta como su apuesta, y la pequeña, que va muerta al bote",
            amount=True,
        ),
        Choice("small_dead", "Pone solo la pequeña, que va muerta al bote", amount=True),
        Choice("big_only", "Pone solo la grande, que cuenta como su apuesta", amount=True),
        Choice("both_live", "Pone las dos y las dos cuentan como su apuesta", amount=True),
        Choice("nothing", "No pone nada: juega como los demás"),
    )
    right = "both" if both else "small_dead"
    amount = sb + bb if both else sb
    wrongs = [
        Wrong("missed_blinds_forgiven", "nothing"),
        Wrong("dead_blind_counted", "both_live", sb + bb),
        Wrong("only_big_blind", "big_only", bb),
    ]
    if both:
        wrongs.append(Wrong("missed_big_forgotten", "small_dead", sb))
    else:
        wrongs.append(Wrong("missed_big_invented", "both", sb + bb))
    why = (
        "Para volver a jugar sin esperar a su ciega grande, repone las dos ciegas que se "
        f"saltó: la grande ({number(bb)}) está viva y cuenta como su apuesta; la pequeña "
        f"({number(sb)}) va muerta al centro. En total pone {number(amount)}."
        if both
        else f"Solo se saltó la pequeña: la repone, {number(sb)}, y va muerta al centro, sin "
        "contar como su apuesta."
    ) + (
        f" Si no quiere {'reponerlas' if both else 'reponerla'}, puede esperar sin jugar a que "
        "le llegue la ciega grande."
    )
    spec = _spec(
        "missed_blinds",
        variant,
        missed="both" if both else "small",
        blinds={"small": sb, "big": bb},
    )
    return SalaItem(
        "missed_blinds",
        3,
        variant,
        spec,
        {"ruling": right, "amount": amount, "rule": RULES["RRoP-4"].as_json()},
        Scene(tuple(seats), pot=0, street_title="Preflop"),
        story,
        f"¿Qué tiene que poner {who} para jugar esta mano?",
        choices,
        right,
        amount,
        BLINDS_LABEL,
        tuple(wrongs),
        RULES["RRoP-4"],
        why,
        room="En partidas de cash este sitio sigue las Robert’s Rules (sección 4); en "
        "torneo las ciegas se ponen aunque el jugador no esté.",
    )
