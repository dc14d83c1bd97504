"""Step 2, «Turno y showdown»: action out of turn, who shows first, cards speak, an
all-in's hands face up, a hand thrown away. The hands are read by the engine
(:func:`academy.engine.hands.best_hand`), never by hand.
"""

from __future__ import annotations

from dataclasses import replace

from ...engine.cards import parse_cards
from ...engine.compare import rank_hands
from ...engine.deck import Rng
from ...engine.hands import Variant, best_hand
from ...engine.numbers import number
from .model import Choice, SalaItem, Scene, Seat, Wrong
from .rules import RULES
from .table import BLINDS, names


def _seats(
    rng: Rng, count: int, *, folded: frozenset[int] = frozenset(), button: int | None = None
) -> tuple[list[Seat], int]:
    who = names(rng, count)
    at = rng.below(count) if button is None else button
    seats = [
        Seat(
            n,
            stack=25 * (40 + rng.below(300)),
            button=i == at,
            folded=i in folded,
            hidden=0 if i in folded else 2,
        )
        for i, n in enumerate(who)
    ]
    return seats, at


def _key(seat_index: int) -> str:
    return f"p{seat_index + 1}"


def _spec(family: str, variant: Variant, **fields: object) -> dict[str, object]:
    return {"family": family, "variant": variant.value, **fields}


# Action out of turn (TDA 53) ---------------------------------------------------------


def out_of_turn(rng: Rng, variant: Variant) -> SalaItem:
    """A bet out of turn: binding when the action to that player does not change (a check
    by the skipped player), not binding when it does (the skipped player bets)."""
    count = 4 + rng.below(3)
    seats, button = _seats(rng, count)
    first, second, third = ((button + k) % count for k in (1, 2, 3))
    bb = rng.choice(BLINDS)[1]
    bet = bb * (2 + rng.below(5))
    a, b, c = seats[first].name, seats[second].name, seats[third].name
    changed = rng.below(2) == 0
    story = [
        f"Flop. Le toca hablar a {a}, primer asiento a la izquierda del botón; nadie ha "
        "apostado aún.",
        f"Antes de su turno, {c} empuja {number(bet)} y dice «apuesto».",
        f"El crupier detiene la mano y devuelve la acción a {a}.",
    ]
    if changed:
        other = bet + bb * (1 + rng.below(3))
        story.append(f"{a} pasa y {b} apuesta {number(other)}.")
        # the skipped player's bet fits in his stack, and so does the bet out of turn
        seats[second] = replace(seats[second], stack=max(seats[second].stack, 2 * other))
    else:
        story.append(f"{a} pasa y {b} también pasa.")
    seats[third] = Seat(
        c,
        max(seats[third].stack, 2 * bet),
        button=seats[third].button,
        hidden=2,
        pushed=(bet,),
        said="Apuesto",
        counted=True,
    )
    choices = (
        Choice("binding", f"La apuesta de {c} se mantiene: obliga"),
        Choice("free", f"{c} recupera sus fichas y decide de nuevo: igualar, subir o retirarse"),
        Choice("dead", f"La mano de {c} queda muerta"),
        Choice("forced_call", f"{c} tiene que igualar, sin poder subir"),
    )
    right = "free" if changed else "binding"
    why = (
        f"La acción cambió: {b} apostó después de la acción fuera de turno, así que {c} "
        "ya no se enfrenta a lo mismo que cuando habló. Su apuesta no obliga: recupera las "
        "fichas y puede igualar, subir o retirarse (puede recibir una sanción)."
        if changed
        else f"Los jugadores saltados solo pasaron: la acción que le llega a {c} no cambió, "
        f"así que su apuesta fuera de turno obliga ({number(bet)}) y puede recibir una sanción."
    )
    wrongs = [
        Wrong(
            "oot_always_binding" if changed else "oot_never_binding",
            "binding" if changed else "free",
        ),
        Wrong("oot_hand_dead", "dead"),
        Wrong("oot_forced_call", "forced_call"),
    ]
    spec = _spec("out_of_turn", variant, action_changed=changed, bet=bet)
    return SalaItem(
        "out_of_turn",
        2,
        variant,
        spec,
        {"ruling": right, "rule": RULES["53"].as_json()},
        Scene(tuple(seats), pot=bb * (6 + rng.below(10)), street_title="Flop"),
        tuple(story),
        f"¿Qué pasa con la apuesta de {c}?",
        choices,
        right,
        None,
        "",
        tuple(wrongs),
        RULES["53"],
        why,
    )


# Who shows first, the showdown order (TDA 17) -----------------------------------------


def show_order(rng: Rng, variant: Variant) -> SalaItem:
    """Who shows first at a showdown without an all-in: the last to bet or raise on the
    river; if nobody bet on the river, the first live seat left of the button."""
    count = 4 + rng.below(3)
    live_count = 2 + rng.below(2)
    button = rng.below(count)
    live = sorted(rng.shuffled(range(count))[:live_count])
    folded = frozenset(range(count)) - frozenset(live)
    seats, _ = _seats(rng, count, folded=folded, button=button)
    order = [(button + 1 + k) % count for k in range(count)]
    live_in_order = [i for i in order if i in live]
    case = rng.choice(("river_bet", "river_checked", "turn_bet"))
    bb = rng.choice(BLINDS)[1]
    story: list[str] = []
    first_left = live_in_order[0]
    wrongs: list[Wrong] = []
    if case == "river_bet":
        bettor = live_in_order[-1] if rng.below(2) else live_in_order[0]
        callers = [i for i in live_in_order if i != bettor]
        story.append(
            f"River: {seats[bettor].name} apuesta {number(bb * (3 + rng.below(6)))} y "
            + " y ".join(seats[i].name for i in callers)
            + " iguala"
            + ("n" if len(callers) > 1 else "")
            + "."
        )
        right = bettor
        wrongs.append(Wrong("caller_first", _key(callers[-1])))
        if first_left != bettor:
            wrongs.append(Wrong("left_of_button_despite_bet", _key(first_left)))
    else:
        if case == "turn_bet":
            bettor = live_in_order[-1]
            story.append(f"Turn: {seats[bettor].name} apuesta y los demás igualan.")
            if bettor != first_left:
                wrongs.append(Wrong("earlier_aggressor", _key(bettor)))
        story.append("River: todos pasan.")
        right = first_left
        last = live_in_order[-1]
        if last != right:
            wrongs.append(Wrong("last_to_act_first", _key(last)))
    story.append("Nadie enseña por su cuenta y el crupier tiene que decir quién enseña primero.")
    choices = tuple(Choice(_key(i), f"Enseña primero {seats[i].name}") for i in live_in_order)
    choices += (Choice("anyone", "Nadie está obligado a enseñar primero: espera cada uno"),)
    wrongs.append(Wrong("no_order", "anyone"))
    unique: list[Wrong] = []
    for w in wrongs:
        if w.choice != _key(right) and all(u.choice != w.choice for u in unique):
            unique.append(w)
    wrongs = unique
    why = (
        f"Hubo apuesta en el river: enseña primero quien hizo la última apuesta o subida de "
        f"esa ronda, {seats[right].name}."
        if case == "river_bet"
        else "En el river nadie apostó: enseña primero el primer jugador que sigue en la mano "
        f"a la izquierda del botón, {seats[right].name}"
        + (
            " (la apuesta del turn no cuenta: solo la de la última ronda)."
            if case == "turn_bet"
            else "."
        )
    )
    spec = _spec("show_order", variant, case=case)
    return SalaItem(
        "show_order",
        2,
        variant,
        spec,
        {"first": seats[right].name, "rule": RULES["17"].as_json()},
        Scene(tuple(seats), pot=bb * (10 + rng.below(20)), street_title="River"),
        tuple(story),
        "¿Quién enseña primero sus cartas?",
        choices,
        _key(right),
        None,
        "",
        tuple(wrongs),
        RULES["17"],
        why,
        room="Cuando nadie enseña por su cuenta, este sitio impone el orden de la TDA.",
    )


# Cards speak, tabling (TDA 12 and 13) -------------------------------------------------

_SPEAK = {
    # board, the one who miscalls or concedes (hole, words), the other (hole, words)
    Variant.HOLDEM: (
        ("Qs Jd 8c 5h 2s", ("Qh 8d", "Me has ganado"), ("9c 9d", "Trío de nueves")),
        ("Ks Th 7d 6c 3s", ("Kd 7c", "No tengo nada"), ("9h 5h", "Escalera")),
    ),
    Variant.OMAHA: (
        ("Kh 9h 4c 7d 2s", ("Kc Kd 8s 5c", "Pierdo"), ("Ah Qh 6h 3h", "Color al as")),
        ("Jh Td 5s 5c 2h", ("Jc Jd 9s 8c", "Nada"), ("Ah Kh Qh 5h", "Color")),
    ),
    Variant.SHORTDECK: (
        ("As Ad 9s 7s 6c", ("Ks 8s", "Color… me ganas"), ("9d 9c", "Full, gano")),
        ("Kh Kd Jh 8h 6s", ("Ah Th", "Me ganas"), ("Jc Js", "Full de jotas")),
    ),
}
_SUITS = "cdhs"


def cards_speak(rng: Rng, variant: Variant) -> SalaItem:
    """Both hands tabled face up; one player miscalls his hand, the other concedes: the
    cards, read by the engine, decide (in Omaha and Short Deck, by their own rules)."""
    board_text, (hole_a, words_a), (hole_b, words_b) = rng.choice(_SPEAK[variant])
    perm = rng.shuffled(_SUITS)
    table = str.maketrans(_SUITS, "".join(perm))
    board = parse_cards(board_text.translate(table))
    holes = (parse_cards(hole_a.translate(table)), parse_cards(hole_b.translate(table)))
    count = 3 + rng.below(3)
    seats, button = _seats(rng, count)
    a, b = sorted(rng.shuffled(range(count))[:2])
    if rng.below(2):
        holes, (words_a, words_b) = (holes[1], holes[0]), (words_b, words_a)
    hands = {
        seats[a].name: best_hand(holes[0], board, variant),
        seats[b].name: best_hand(holes[1], board, variant),
    }
    order = rank_hands(hands)
    winner = order[0][0]
    loser = seats[b].name if winner == seats[a].name else seats[a].name
    for i, hole, said in ((a, holes[0], words_a), (b, holes[1], words_b)):
        seats[i] = Seat(seats[i].name, seats[i].stack, button=seats[i].button, hole=hole, said=said)
    for i in range(count):
        if i not in (a, b):
            seats[i] = Seat(seats[i].name, seats[i].stack, button=seats[i].button, folded=True)
    win_i = a if winner == seats[a].name else b
    lose_i = b if win_i == a else a
    story = (
        "River, sin más apuestas. Los dos jugadores que siguen en la mano ponen sus cartas "
        "boca arriba sobre la mesa.",
        f"{seats[a].name} dice «{seats[a].said}» y {seats[b].name} dice «{seats[b].said}».",
    )
    choices = (
        Choice(_key(win_i), f"Gana {winner}"),
        Choice(_key(lose_i), f"Gana {loser}"),
        Choice("split", "Se reparte el bote"),
        Choice("dead", f"La mano de {winner} queda muerta: dijo que perdía"),
    )
    mistake = {Variant.OMAHA: "omaha_two_cards", Variant.SHORTDECK: "holdem_ranking"}.get(
        variant, "words_bind_at_showdown"
    )
    wrongs = (
        Wrong(mistake, _key(lose_i)),
        Wrong("split_when_unsure", "split"),
        Wrong("miscall_kills", "dead"),
    )
    rule = {
        Variant.HOLDEM: "",
        Variant.OMAHA: " En Omaha se juegan exactamente dos cartas propias y tres comunitarias.",
        Variant.SHORTDECK: " En Short Deck el color supera al full.",
    }[variant]
    why = (
        f"Las cartas hablan (TDA 12): lo que se dice en el showdown no obliga, y el crupier no "
        f"puede matar una mano puesta boca arriba que es claramente la mano ganadora (TDA 13). "
        f"El crupier lee las dos: {winner}, {hands[winner].label}; {loser}, "
        f"{hands[loser].label}.{rule} Quien canta mal su mano a propósito puede recibir una "
        "sanción."
    )
    spec = _spec(
        "cards_speak",
        variant,
        board=[str(c) for c in board],
        hands={
            seats[a].name: [str(c) for c in holes[0]],
            seats[b].name: [str(c) for c in holes[1]],
        },
    )
    bb = rng.choice(BLINDS)[1]
    return SalaItem(
        "cards_speak",
        2,
        variant,
        spec,
        {"winner": winner, "rule": RULES["12"].as_json()},
        Scene(tuple(seats), board=board, pot=bb * (8 + rng.below(20)), street_title="River"),
        story,
        "¿Qué decide el crupier?",
        choices,
        _key(win_i),
        None,
        "",
        wrongs,
        RULES["12"],
        why,
    )


# Face up for all-ins (TDA 16) --------------------------------------------------------


def allin_showdown(rng: Rng, variant: Variant) -> SalaItem:
    """An all-in called: every hand face up at once when no more betting can happen, not
    yet while two players with chips can still bet."""
    count = 4 + rng.below(3)
    seats, button = _seats(rng, count)
    order = [(button + 1 + k) % count for k in range(count)]
    players = sorted(order[:3] if rng.below(2) else order[:2])
    more_betting = len(players) == 3 and rng.below(2) == 0
    for i in range(count):
        if i not in players:
            seats[i] = Seat(seats[i].name, seats[i].stack, button=seats[i].button, folded=True)
    short = players[0]
    names_ = [seats[i].name for i in players]
    street = rng.choice(("flop", "turn"))
    if len(players) == 2:
        story = (f"Torneo. {street.capitalize()}: {names_[0]} va all-in y {names_[1]} iguala.",)
    elif more_betting:
        story = (
            f"Torneo. {street.capitalize()}: {seats[short].name} va all-in; {names_[1]} y "
            f"{names_[2]} igualan y les quedan fichas a los dos.",
        )
    else:
        story = (
            f"Torneo. {street.capitalize()}: {seats[short].name} va all-in, {names_[1]} sube "
            f"all-in y {names_[2]} iguala.",
        )
    seats[short] = Seat(seats[short].name, 0, button=seats[short].button, all_in=True, hidden=2)
    if len(players) == 3 and not more_betting:
        raiser = players[1]
        seats[raiser] = Seat(
            seats[raiser].name, 0, button=seats[raiser].button, all_in=True, hidden=2
        )
    choices = (
        Choice("now", "Todas las manos boca arriba ahora, antes de las cartas que faltan"),
        Choice("not_yet", "Todavía no: las cartas siguen boca abajo"),
        Choice("allin_only", "Solo enseña el jugador all-in"),
        Choice("caller_mucks", "Quien igualó puede tirar sus cartas sin enseñarlas"),
    )
    right = "not_yet" if more_betting else "now"
    wrongs = [Wrong("allin_only_shows", "allin_only"), Wrong("caller_may_muck", "caller_mucks")]
    wrongs.append(
        Wrong("faceup_too_early", "now") if more_betting else Wrong("wait_for_showdown", "not_yet")
    )
    why = (
        f"{names_[1]} y {names_[2]} tienen fichas y pueden seguir apostando entre ellos en "
        "las próximas calles: las cartas se quedan boca abajo hasta que acabe toda la acción."
        if more_betting
        else "Hay un all-in y ya nadie puede apostar más: todas las manos se ponen boca arriba "
        "enseguida, antes de repartir el resto, y nadie que siga en la mano puede tirarlas."
    )
    spec = _spec("allin_showdown", variant, players=names_, more_betting=more_betting)
    bb = rng.choice(BLINDS)[1]
    return SalaItem(
        "allin_showdown",
        2,
        variant,
        spec,
        {"ruling": right, "rule": RULES["16"].as_json()},
        Scene(tuple(seats), pot=bb * (20 + rng.below(30)), street_title=street.capitalize()),
        story,
        "¿Qué hace el crupier con las cartas?",
        choices,
        right,
        None,
        "",
        tuple(wrongs),
        RULES["16"],
        why,
        room="Torneo: este sitio sigue la TDA 2024 (regla 16). En cash, cada sala lo decide: "
        "unas hacen lo mismo y otras siguen el orden normal del showdown.",
    )


# Live cards: a hand thrown away (TDA 14) ----------------------------------------------


def mucked_hand(rng: Rng, variant: Variant) -> SalaItem:
    """Cards thrown face down at the showdown: live while they can be told apart and taken
    back for certain; dead once the dealer has pushed them into the muck."""
    count = 3 + rng.below(3)
    seats, button = _seats(rng, count)
    a, b = sorted(rng.shuffled(range(count))[:2])
    for i in range(count):
        if i not in (a, b):
            seats[i] = Seat(seats[i].name, seats[i].stack, button=seats[i].button, folded=True)
    pushed_in = rng.below(2) == 0
    x, y = seats[a].name, seats[b].name
    story = [
        f"Torneo. River. {y} enseña sus cartas. {x}, creyendo que pierde, tira las suyas boca "
        "abajo hacia el crupier.",
    ]
    if pushed_in:
        story.append(
            "El crupier las mete en el montón de descartes. Entonces "
            f"{x} se da cuenta de que su mano ganaba y pide recuperarlas."
        )
    else:
        story.append(
            "Las cartas quedan solas, apartadas del montón de descartes; el crupier "
            f"aún no las ha tocado. {x} pide recuperarlas y enseñarlas."
        )
    choices = (
        Choice("live", f"{x} puede recuperarlas y enseñarlas: siguen vivas"),
        Choice("dead", f"La mano de {x} está muerta: no puede ganar"),
        Choice("search", "Se buscan en los descartes y, si se encuentran, juegan"),
        Choice("split", "Se reparte el bote"),
    )
    right = "dead" if pushed_in else "live"
    wrongs = [
        Wrong("thrown_always_dead", "dead")
        if not pushed_in
        else Wrong("retrieved_from_muck", "live"),
        Wrong("muck_searched", "search"),
        Wrong("split_when_unsure", "split"),
    ]
    why = (
        "Las cartas tiradas boca abajo no mueren solas: mueren cuando el crupier las mete en "
        "los descartes. Una vez allí no se pueden identificar con total certeza, así que la "
        f"mano de {x} está muerta."
        if pushed_in
        else "Tirar las cartas boca abajo no las mata por sí solo: siguen vivas mientras se "
        "puedan recuperar e identificar con total certeza, y estas están apartadas, sin "
        f"tocar. {x} puede enseñarlas y el crupier las lee."
    )
    spec = _spec("mucked_hand", variant, pushed_into_muck=pushed_in)
    bb = rng.choice(BLINDS)[1]
    return SalaItem(
        "mucked_hand",
        2,
        variant,
        spec,
        {"ruling": right, "rule": RULES["14"].as_json()},
        Scene(tuple(seats), pot=bb * (8 + rng.below(20)), street_title="River"),
        tuple(story),
        f"¿Qué pasa con las cartas de {x}?",
        choices,
        right,
        None,
        "",
        tuple(wrongs),
        RULES["14"],
        why,
        room="Torneo: este sitio sigue la TDA 2024 (regla 14). En cash, con las Robert’s "
        "Rules («Dead Hands», sección 3), unas cartas tiradas a los descartes pueden darse por "
        "muertas, y es la sala la que decide si las recupera cuando se reconocen sin duda.",
    )
