"""A tabled hand (step 2, TDA 13, tabling) and a boxed card, a card found face up in the
deck (step 3: two in the deal a misdeal, TDA 35-A; one, Robert's Rules, section 3). The
hands are read by the engine (:func:`academy.engine.hands.best_hand`), never by hand.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations

from ...engine.cards import Card
from ...engine.compare import rank_hands
from ...engine.deck import Rng, shuffled_deck
from ...engine.hands import Variant, best_hand, value_of
from ...engine.numbers import number
from .model import Choice, SalaItem, Scene, Seat, Wrong
from .rules import RULES
from .table import BLINDS, names

# A tabled hand: properly tabled, or not (TDA 13, tabling) ----------------------------


def thrown_needed(
    shown: tuple[Card, ...],
    board: tuple[Card, ...],
    beat: int,
    seen: tuple[Card, ...],
    variant: Variant,
) -> bool:
    """Whether the cards a player threw away were needed to beat a hand worth ``beat``:
    some cards he might have thrown (any not on the board, shown, or in ``seen``) leave
    what he showed no better than it. What the shown cards make alone never gets worse
    with more cards, so a hand that already wins with them settles it at once.

    >>> from academy.engine.cards import parse_cards
    >>> board = parse_cards("Th Ad 6s Kh Jd")
    >>> other = best_hand(parse_cards("2c 3c"), board).value
    >>> thrown_needed(parse_cards("Ac"), board, other, parse_cards("2c 3c"), Variant.HOLDEM)
    False
    >>> thrown_needed(parse_cards("4c"), board, other, parse_cards("2c 3c"), Variant.HOLDEM)
    True
    """
    cards = 4 if variant is Variant.OMAHA else 2
    if variant is Variant.OMAHA:
        alone = max(value_of((*shown, *three)) for three in combinations(board, 3))
    else:
        alone = value_of((*shown, *board), variant)
    if alone > beat:
        return False
    used = {*board, *shown, *seen}
    unseen = [c for c in shuffled_deck(0, short=variant is Variant.SHORTDECK) if c not in used]
    return any(
        best_hand((*shown, *thrown), board, variant).value <= beat
        for thrown in combinations(unseen, cards - len(shown))
    )


def tabled_hand(rng: Rng, variant: Variant) -> SalaItem:
    """Two hands at the showdown. The better one is either properly tabled (every card
    face up) and then pushed toward the muck by the dealer: it cannot be killed and wins;
    or shown in part and the rest thrown into the muck: no claim to the pot."""
    cards = 4 if variant is Variant.OMAHA else 2
    count = 3 + rng.below(3)
    who = names(rng, count)
    button = rng.below(count)
    a, b = sorted(rng.shuffled(range(count))[:2])
    half = rng.below(2) == 0  # the winner shows only part of his hand
    while True:
        deck = shuffled_deck(rng.below(1 << 30), short=variant is Variant.SHORTDECK)
        board = tuple(deck[:5])
        holes = (tuple(deck[5 : 5 + cards]), tuple(deck[5 + cards : 5 + 2 * cards]))
        hands = {who[a]: best_hand(holes[0], board, variant),
                 who[b]: best_hand(holes[1], board, variant)}  # fmt: skip
        order = rank_hands(hands)
        if len(order[0]) != 1:
            continue
        win = a if order[0][0] == who[a] else b
        lose = b if win == a else a
        hole_of = {a: holes[0], b: holes[1]}
        # half shown: only hands whose thrown cards were needed to win (what is shown does
        # not beat the other hand whatever was thrown): no tabling, clearly (TDA 13-B)
        if not half or thrown_needed(
            hole_of[win][: cards // 2], board, hands[who[lose]].value, hole_of[lose], variant
        ):
            break
    w, loser = who[win], who[lose]
    seats = [
        Seat(n, stack=25 * (40 + rng.below(300)), button=i == button, folded=i not in (a, b))
        for i, n in enumerate(who)
    ]
    shown = hole_of[win][: cards // 2] if half else hole_of[win]
    seats[win] = Seat(w, seats[win].stack, button=seats[win].button, hole=shown)
    seats[lose] = Seat(loser, seats[lose].stack, button=seats[lose].button, hole=hole_of[lose])
    some = "una de sus cartas" if cards == 2 else "dos de sus cuatro cartas"
    rest = "la otra" if cards == 2 else "las otras dos"
    if half:
        story = (
            f"Torneo. River, sin más apuestas. {loser} pone sus cartas boca arriba.",
            f"{w} enseña solo {some} y, creyendo que gana, tira {rest} boca abajo al montón "
            f"de descartes, donde {'se mezcla' if cards == 2 else 'se mezclan'} con las "
            "demás.",
        )
    else:
        story = (
            f"Torneo. River, sin más apuestas. {loser} y {w} ponen todas sus cartas boca arriba.",
            f"El crupier lee mal las manos y empuja las cartas de {w} hacia los descartes; "
            "siguen boca arriba, apartadas, y se reconocen sin duda.",
        )
    choices = (
        Choice(f"p{win + 1}", f"Gana {w}"),
        Choice(f"p{lose + 1}", f"Gana {loser}"),
        Choice("split", "Se reparte el bote"),
        Choice("search", f"Se buscan en los descartes las cartas de {w} y, si aparecen, juegan")
        if half
        else Choice("touched", f"La mano de {w} está muerta: tocó los descartes"),
    )
    right = f"p{lose + 1}" if half else f"p{win + 1}"
    wrongs = (
        Wrong("half_tabled_wins", f"p{win + 1}")
        if half
        else Wrong("tabled_hand_killed", f"p{lose + 1}"),
        Wrong("split_when_unsure", "split"),
        Wrong("muck_searched", "search") if half else Wrong("touched_muck_dead", "touched"),
    )
    read = f"{w}, {hands[w].label}; {loser}, {hands[loser].label}"
    all_cards = "las dos" if cards == 2 else "las cuatro"
    why = (
        f"Una mano se enseña bien poniendo {all_cards} cartas boca arriba para que el crupier "
        f"la lea. {w} no lo hizo: lo que enseñó no gana por sí solo, y lo que tiró ya no se "
        "puede recuperar ni identificar con total certeza. No tiene derecho al bote, aunque "
        f"sus cartas ganaran ({read}). Gana {loser}."
        if half
        else f"Las cartas de {w} estaban bien enseñadas, boca arriba: el crupier no puede "
        "matar una mano bien enseñada que es claramente la ganadora, y tocar los descartes "
        f"no la mata si se reconoce sin duda. Se recuperan y el crupier lee las dos ({read}). "
        f"Gana {w}."
    )
    spec: dict[str, object] = {
        "family": "tabled_hand",
        "variant": variant.value,
        "case": "partly_tabled" if half else "tabled_then_pushed",
        "board": [str(c) for c in board],
        "hands": {who[a]: [str(c) for c in holes[0]], who[b]: [str(c) for c in holes[1]]},
    }
    bb = rng.choice(BLINDS)[1]
    winner = loser if half else w
    return SalaItem(
        "tabled_hand",
        2,
        variant,
        spec,
        {"winner": winner, "rule": RULES["13"].as_json()},
        Scene(tuple(seats), board=board, pot=bb * (8 + rng.below(20)), street_title="River"),
        story,
        "¿Quién se lleva el bote?",
        choices,
        right,
        None,
        "",
        wrongs,
        RULES["13"],
        why,
        room="Torneo: este sitio sigue la TDA 2024 (regla 13). En cash, las Robert’s Rules "
        "(«The Showdown», sección 3) piden lo mismo: para llevarse el bote hay que enseñar "
        "todas las cartas boca arriba.",
    )


# A boxed card: a card face up in the deck (misdeal: TDA 35-A; Robert's Rules, section 3)

_ROOM_ONE = (
    "La TDA solo declara reparto nulo con dos o más cartas vueltas en el reparto inicial; "
    "para una sola, este sitio sigue las Robert’s Rules (sección 3, «Irregularities», regla 7): "
    "es como un trozo de papel, se aparta y se usa la siguiente."
)


def boxed_card(rng: Rng, variant: Variant) -> SalaItem:
    """A card found face up in the deck: one in the deal or on the board is set aside as
    if it did not exist and the next card takes its place; two in the initial deal are a
    misdeal."""
    count = 4 + rng.below(4)
    who = names(rng, count)
    button = rng.below(count)
    sb, bb = rng.choice(BLINDS)
    case = rng.choice(("one_in_deal", "one_in_deal", "two_in_deal", "on_board"))
    cards = 4 if variant is Variant.OMAHA else 2
    deck = shuffled_deck(rng.below(1 << 30), short=variant is Variant.SHORTDECK)
    seats = [
        Seat(n, stack=25 * (40 + rng.below(300)), button=i == button, hidden=0)
        for i, n in enumerate(who)
    ]
    board: tuple[Card, ...] = ()
    face = deck[0]
    story: tuple[str, ...]
    if case == "on_board":
        board = tuple(deck[1:4])
        to_get = who[(button + 1 + rng.below(count)) % count]
        story = (
            f"Ciegas {number(sb)}/{number(bb)}. Acaba la ronda del flop. El crupier quema una "
            "carta y, al ir a descubrir el turn, la carta de arriba del mazo está boca "
            f"arriba: {face.name}.",
        )
        street = "Flop"
        pot = bb * (6 + rng.below(20))
        del to_get
    else:
        # from the third card on: the first two (the blinds') are a misdeal's own case when
        # dealt face up (Robert's «Misdeals»), too close to a boxed card to drill it
        nth = 3 + rng.below(count - 2)
        to = who[(button + nth) % count]
        story = (
            f"Ciegas {number(sb)}/{number(bb)}. Al repartir, la carta que iba a recibir {to} "
            f"aparece boca arriba en el mazo: {face.name}.",
        )
        if case == "two_in_deal":
            other = who[(button + 1 + (nth + rng.below(count - 1)) % count) % count]
            story += (
                f"Poco después aparece otra carta boca arriba en el mazo, la que iba a "
                f"recibir {other}: {deck[1].name}.",
            )
        story += ("Nadie ha actuado todavía.",)
        street = "Preflop"
        pot = 0
        for i in range(count):
            seats[i] = Seat(seats[i].name, seats[i].stack, button=seats[i].button, hidden=cards)
        for offset, (blind, amount) in enumerate((("ciega pequeña", sb), ("ciega grande", bb)), 1):
            at = (button + offset) % count
            seats[at] = replace(seats[at], stack=seats[at].stack - amount, bet=amount, blind=blind)
    choices = (
        Choice(
            "set_aside",
            "La carta vuelta se aparta como si no existiera y se usa la siguiente del mazo",
        ),  # fmt: skip
        Choice("misdeal", "Reparto nulo: se recogen las cartas y se reparte de nuevo"),
        Choice("use_it", "La carta vale tal cual: es la que tocaba"),
        Choice("reshuffle", "Se baraja de nuevo el resto del mazo y se sigue"),
    )
    right = "misdeal" if case == "two_in_deal" else "set_aside"
    wrongs = [
        Wrong("boxed_two_continued", "set_aside")
        if right == "misdeal"
        else Wrong("boxed_misdeal", "misdeal"),
        Wrong("boxed_card_used", "use_it"),
        Wrong("boxed_reshuffle", "reshuffle"),
    ]
    if case == "two_in_deal":
        rule = RULES["35"]
        room = (
            "En cash, las Robert’s Rules («Misdeals», sección 3) dicen lo mismo: dos o más "
            "cartas vueltas en el mazo son reparto nulo."
        )
        why = (
            "Dos o más cartas vueltas en el mazo durante el reparto inicial son reparto nulo: "
            "se recogen las cartas y se reparte de nuevo, con el mismo botón y las mismas "
            "ciegas."
        )
    else:
        rule, room = RULES["RRoP-3"], _ROOM_ONE
        why = (
            "Una carta que aparece boca arriba en el mazo no cuenta: es como un trozo de "
            "papel. Se aparta y la siguiente del mazo ocupa su lugar"
            + (
                ", como turn, sin quemar otra." if case == "on_board" else "; el reparto sigue."
            )  # fmt: skip
        )
    spec: dict[str, object] = {"family": "boxed_card", "variant": variant.value, "case": case}
    return SalaItem(
        "boxed_card",
        3,
        variant,
        spec,
        {"ruling": right, "rule": rule.as_json()},
        Scene(tuple(seats), board=board, pot=pot, street_title=street),
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
