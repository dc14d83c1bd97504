"""Step 1, «Fichas y palabras»: the families ruled on chips pushed and words said. Every
amount comes from the engine (:func:`academy.engine.floor.rule_chips`), which reads the
betting rules from :mod:`academy.engine.limits`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from ...engine.betting import Structure
from ...engine.deck import Rng
from ...engine.errors import PokerError
from ...engine.floor import ChipRuling, ChipSituation, full_raise_increment, rule_chips
from ...engine.hands import Variant
from ...engine.limits import Limits
from ...engine.numbers import number
from .model import Choice, SalaItem, Wrong, chips_words
from .rules import RULES
from .table import DENOMINATIONS, Round, betting_round, with_stack

TO_LABEL = "el total delante del jugador tras la decisión"
FACING = (
    Choice("call", "Es igualar", amount=True),
    Choice("raise", "Es una subida", amount=True),
)
NOT_FACING = (
    Choice("bet", "Es una apuesta", amount=True),
    Choice("check", "No es nada: pasa y recupera sus fichas"),
)
TRIES = 400
_DEEP = 10**9  # a stack no table holds: the limits of a full raise, before a stack cuts it


def situation(
    r: Round, chips: tuple[int, ...], declared: str | None = None, raise_to: int | None = None
) -> ChipSituation:
    """The actor's turn as the engine's floor rulings read it."""
    return ChipSituation(
        r.structure,
        r.blinds[0],
        r.blinds[1],
        pot=r.pot,
        current_bet=r.current_bet,
        committed=r.actor.bet,
        last_raise=r.last_raise,
        stack=r.actor.stack,
        chips=chips,
        declared=declared,
        raise_to=raise_to,
        street=r.street,
        raises=r.raises,
        small_bet=r.small_bet,
        big_bet=r.big_bet,
    )


def structure_for(rng: Rng, variant: Variant, fixed: bool = True) -> Structure:
    """Omaha is dealt pot limit; hold'em now and then fixed limit; else no limit."""
    if variant is Variant.OMAHA:
        return Structure.pot_limit
    if fixed and variant is Variant.HOLDEM and rng.below(4) == 0:
        return Structure.fixed_limit
    return Structure.no_limit


def said_words(declared: str | None, raise_to: int | None) -> str:
    if raise_to is not None:
        return f"Subo a {number(raise_to)}"
    return {"call": "Igualo", "raise": "Subo"}.get(declared or "", "")


def declared_json(declared: str | None, raise_to: int | None) -> object:
    return {"raise_to": raise_to} if raise_to is not None else declared


def push_line(r: Round, chips: tuple[int, ...], declared: str | None, raise_to: int | None) -> str:
    said = said_words(declared, raise_to)
    who = r.actor.name
    if said:
        return f"{who} dice «{said}» y, en un solo movimiento, empuja {chips_words(chips)}."
    return f"{who}, sin decir nada, empuja {chips_words(chips)} en un solo movimiento."


def why(s: ChipSituation, ruling: ChipRuling) -> str:
    """Why the engine ruled so, in the dealer's words, with the figures."""
    who_to, back = number(ruling.to), number(ruling.returned)
    target = s.committed + s.pushed
    lim = s.situation.limits(explain=False)
    full = full_raise_increment(s)
    whole = full or 0
    half = f"la mitad de {number(whole)} es {number(whole // 2)}" + (",5" if whole % 2 else "")
    pot_max = (
        "del máximo del límite de bote (igualar y subir, como mucho, lo que hay en el bote "
        "después de igualar; regla 54)"
    )
    added = f" (tiene que añadir {number(ruling.added)} de su stack)" if ruling.added else ""
    returned = f" y se le devuelven {back}" if ruling.returned else ""
    texts: dict[str, Callable[[], str]] = {
        "overchip_call": lambda: (
            "Frente a una apuesta, una sola ficha mayor que lo que cuesta igualar, sin "
            f"decir «subo» antes de que toque la mesa, es igualar: {who_to} en total{returned}."
        ),
        "overchip_raise": lambda: (
            "Dijo «subo» antes de soltar la ficha y no dijo cuánto: la subida es lo máximo "
            f"que permite esa ficha, {who_to} en total."
        ),
        "overchip_bet": lambda: (
            "Sin apuesta que igualar, una ficha sola empujada sin decir nada es una apuesta "
            f"de todo su valor: {who_to}."
        ),
        "chips_bet": lambda: f"Sin apuesta que igualar, las fichas empujadas apuestan {who_to}.",
        "exact_call": lambda: "Una ficha que vale justo lo que cuesta igualar es igualar.",
        "every_chip_needed": lambda: (
            f"Hacen falta todas las fichas para igualar: sin una de las más pequeñas "
            f"({number(min(s.chips))}) quedarían {number(target - min(s.chips))}, menos "
            f"de {number(s.current_bet)}. Es igualar{returned}."
        ),
        "half_raise_min": lambda: (
            f"No hacen falta todas las fichas para igualar, así que manda la regla del 50 %: "
            f"sube {number(target - s.current_bet)}, al menos la mitad de una subida "
            f"completa de {number(full or 0)} ({half}). Se le exige la subida mínima, "
            f"{who_to} en total{added}."
        ),
        "under_half_call": lambda: (
            f"No hacen falta todas las fichas para igualar, así que manda la regla del 50 %: "
            f"sube {number(target - s.current_bet)}, menos de la mitad de una subida completa "
            f"de {number(full or 0)} ({half}). Es igualar{returned}."
        ),
        "last_chips_all_in": lambda: (
            "Son sus últimas fichas y no todas hacen falta para igualar: va all-in por "
            f"{who_to} en total, llegue o no a la mitad de una subida (regla 45)."
            if not ruling.returned
            else "Son sus últimas fichas y no todas hacen falta para igualar: es una subida, "
            f"llegue o no a la mitad de una subida (regla 45), pero no puede pasar {pot_max}: "
            f"sube a {who_to} en total{returned}. Le quedan esas fichas detrás, así que no "
            "está all-in."
        ),
        "all_in_short_call": lambda: (
            f"Sus últimas fichas no llegan a lo que cuesta igualar: iguala all-in, {who_to} "
            "en total."
        ),
        "all_in_no_raise": lambda: f"No puede subir: iguala {who_to}{returned}.",
        "full_raise": lambda: (
            f"Las fichas pasan de una subida completa: es una subida a {who_to} en total."
        ),
        "over_max": lambda: (
            f"La subida no puede pasar del máximo de esta estructura ({who_to}){returned}."
        ),
        "over_pot": lambda: (
            "Dijo «subo» antes de soltar la ficha y no dijo cuánto: la subida es lo máximo que "
            f"permite esa ficha (regla 44), pero no puede pasar {pot_max}: {who_to} en "
            f"total{returned}."
            if s.current_bet > 0 and len(s.chips) == 1
            else f"La subida no puede pasar {pot_max}: {who_to} en total{returned}."
            if s.current_bet > 0
            else "Sin apuesta que igualar, una ficha sola empujada sin decir nada es una apuesta "
            "por todo su valor (regla 44), pero en límite de bote la apuesta no pasa del tamaño "
            f"del bote (regla 54): {who_to}{returned}."
        ),
        "fixed_raise": lambda: (
            "Dijo «subo» antes de soltar la ficha: es una subida (regla 44), y en límite fijo "
            f"se sube exactamente una unidad: {who_to} en total{returned}."
            if len(s.chips) == 1
            else f"En límite fijo se sube exactamente una unidad: {who_to} en total{returned}."
        ),
        "fixed_bet": lambda: (
            "Sin apuesta que igualar, una ficha sola empujada sin decir nada es una apuesta "
            f"(regla 44), y en límite fijo se apuesta exactamente una unidad: {who_to}{returned}."
            if len(s.chips) == 1
            else f"En límite fijo se apuesta exactamente una unidad: {who_to}{returned}."
        ),
        "declared_call": lambda: (
            f"Dijo «igualo» antes de empujar: lo que se dice primero manda. Es igualar, "
            f"{who_to} en total{returned}."
        ),
        "declared_total": lambda: (
            f"«Subo a» y una cifra es el total de la apuesta: {who_to}{added}{returned}."
        ),
        "declared_bet": lambda: f"La cifra dicha es la apuesta: {who_to}{added}{returned}.",
        "declared_below_min": lambda: (
            f"Anunció una subida, pero no llega a la mínima ({number(lim.min_raise_to or 0)}): "
            f"quien dice «subo» tiene que hacer una subida completa, {who_to} en total{added}."
        ),
        "declared_over_max": lambda: (
            f"La cifra dicha pasa {pot_max}: la subida se queda en {who_to}{returned}."
            if s.kind is Structure.pot_limit
            else f"La cifra dicha pasa del máximo: la subida se queda en {who_to}{returned}."
        ),
        "declared_raise": lambda: (
            f"Dijo «subo» antes de empujar: las fichas dicen cuánto, {who_to} en total."
        ),
        "no_raise_open": lambda: (
            f"Aquí ya no se puede subir, así que aunque dijera «subo» solo puede igualar: "
            f"{who_to}{returned}."
        ),
    }
    return texts[ruling.reason]()


def answer_choice(ruling: ChipRuling) -> str:
    return ruling.action


def chip_item(
    family: str,
    step: int,
    variant: Variant,
    r: Round,
    chips: tuple[int, ...],
    declared: str | None,
    raise_to: int | None,
    wrongs: list[Wrong],
    extra_story: tuple[str, ...] = (),
    rule: str | None = None,
    first: tuple[int, ...] | None = None,
) -> SalaItem:
    """An item of a chip family: the engine's ruling, the story, the choices and the
    named mistakes (those that make the right ruling dropped)."""
    s = situation(r, first or chips, declared, raise_to)
    ruling = rule_chips(s)
    returned = ruling.returned + (sum(chips) - sum(first) if first else 0)
    choices = FACING if r.current_bet > 0 else NOT_FACING
    right = answer_choice(ruling)
    kept: list[Wrong] = []
    for w in wrongs:
        same = w.choice == right and w.amount in (None, ruling.to)
        if not same and all((k.choice, k.amount) != (w.choice, w.amount) for k in kept):
            kept.append(w)
    story = (
        (*r.story, *extra_story)
        if extra_story
        else (*r.story, push_line(r, chips, declared, raise_to))
    )
    rule_ref = RULES[rule or ruling.rule]
    answer = {
        "action": ruling.action,
        "to": ruling.to,
        "returned": returned,
        "rule": rule_ref.as_json(),
    }
    reason = why(s, ruling)
    if first:
        reason = (
            f"Solo cuenta el primer movimiento ({chips_words(first)}): lo que añadió al volver "
            f"a su stack se le devuelve. {reason}"
        )
    return SalaItem(
        family=family,
        step=step,
        variant=variant,
        spec=r.spec(family, chips, declared_json(declared, raise_to)),
        answer=answer,
        scene=r.scene(chips, said_words(declared, raise_to)),
        story=story,
        question=f"¿Qué ha hecho {r.actor.name}?",
        choices=choices,
        right=right,
        amount=ruling.to,
        amount_label=TO_LABEL,
        wrongs=tuple(kept),
        rule=rule_ref,
        why=reason,
    )


def _facing_round(rng: Rng, variant: Variant, fixed: bool = True) -> Round:
    structure = structure_for(rng, variant, fixed)
    return betting_round(rng, facing=True, raised=rng.below(3) == 0, structure=structure)


def _limits(r: Round) -> Limits:
    """The engine's limits of the actor's turn, as the round stands (its stack included:
    a short stack cuts the minimum raise to an all-in)."""
    return situation(r, (r.blinds[0],)).situation.limits(explain=False)


def _deep(r: Round, times: int) -> Round:
    """The round with the actor deep enough to make ``times`` full minimum raises (the
    minimum asked of an uncapped stack), so that the limits read afterwards are a full
    raise's, never an all-in's; the limits must then be read on the returned round."""
    uncapped = _limits(with_stack(r, _DEEP))
    wanted = times * (uncapped.min_raise_to or r.current_bet + r.blinds[1])
    return with_stack(r, max(r.actor.stack, wanted))


def _ruled(
    r: Round, chips: tuple[int, ...], declared: str | None = None, raise_to: int | None = None
) -> ChipRuling | None:
    try:
        return rule_chips(situation(r, chips, declared, raise_to))
    except PokerError:
        return None


# Oversized chip betting, overchips (TDA 44) -------------------------------------------


def oversized_chip(rng: Rng, variant: Variant) -> SalaItem:
    """A single chip bigger than the call: silent, with «subo», not facing a bet, the
    player's last chip; pot limit and fixed limit where they change the ruling."""
    case = rng.choice(("silent", "silent", "raise", "not_facing", "last_chip"))
    if case == "not_facing":
        r = betting_round(rng, facing=False, raised=False, structure=structure_for(rng, variant))
        chip = rng.choice([d for d in DENOMINATIONS if d >= 2 * r.blinds[1]] or [5000])
        r = with_stack(r, max(r.actor.stack, chip * 3))
        ruling = rule_chips(situation(r, (chip,)))
        bet_wrongs = [
            Wrong("overchip_as_check", "check"),
            Wrong("bet_only_minimum", "bet", r.blinds[1]),
        ]
        if ruling.to != chip:
            bet_wrongs.append(Wrong(_cap_ignored(r), "bet", chip))
        return chip_item("oversized_chip", 1, variant, r, (chip,), None, None, bet_wrongs)
    r = _facing_round(rng, variant)
    while r.current_bet - r.actor.bet >= DENOMINATIONS[-1]:
        r = _facing_round(rng, variant)
    owed = r.current_bet - r.actor.bet
    bigger = [d for d in DENOMINATIONS if d > owed]
    chip = rng.choice(bigger[:3])
    if case == "last_chip":
        r = with_stack(r, chip)
    else:
        r = with_stack(r, max(r.actor.stack, chip * 2))
    declared = "raise" if case == "raise" else None
    ruling = rule_chips(situation(r, (chip,), declared))
    target = r.actor.bet + chip
    wrongs: list[Wrong] = []
    if declared is None:
        if case == "last_chip":
            wrongs.append(Wrong("last_chip_all_in", "raise", target))
        wrongs.append(Wrong("overchip_raise", "raise", target))
        wrongs.append(Wrong("change_kept", "call", target))
    else:
        wrongs.append(Wrong("raise_word_ignored", "call", r.current_bet))
        lim = situation(r, (chip,), declared).situation.limits(explain=False)
        if lim.min_raise_to is not None:
            wrongs.append(Wrong("overchip_min_raise", "raise", lim.min_raise_to))
        if ruling.to < target:  # the chip passes the most this structure allows
            wrongs.append(Wrong(_cap_ignored(r), "raise", target))
        elif ruling.to > target:  # the chip falls short of a full raise: made the minimum
            short = "limit_ignored" if r.structure is Structure.fixed_limit else "raise_as_pushed"
            wrongs.append(Wrong(short, "raise", target))
    return chip_item("oversized_chip", 1, variant, r, (chip,), declared, None, wrongs)


def _cap_ignored(r: Round) -> str:
    """The mistake of taking a chip at its value past the structure's most: the pot-limit
    maximum, or the fixed-limit unit."""
    return "pot_limit_ignored" if r.structure is Structure.pot_limit else "limit_ignored"


# Multiple chip betting (TDA 45) -------------------------------------------------------


def _chip_sets(rng: Rng, r: Round, owed: int) -> tuple[int, ...]:
    usable = [d for d in DENOMINATIONS if d <= max(owed, r.blinds[1]) * 2 and d >= r.blinds[0]]
    usable = usable or [DENOMINATIONS[0]]
    count = 2 + rng.below(5)
    return tuple(sorted((rng.choice(usable) for _ in range(count)), reverse=True))


def multiple_chips(rng: Rng, variant: Variant) -> SalaItem:
    """Several chips in one motion: every chip needed (a call), the 50 % standard either
    way, a player's last chips (all-in)."""
    wanted = rng.choice(
        (
            "every_chip_needed",
            "half_raise_min",
            "under_half_call",
            "last_chips_all_in",
            "every_chip_needed",
        )
    )
    r = _facing_round(rng, variant, fixed=False)
    chips: tuple[int, ...] = ()
    for _ in range(TRIES):
        candidate = _chip_sets(rng, r, r.current_bet - r.actor.bet)
        trial = with_stack(r, sum(candidate)) if wanted == "last_chips_all_in" else r
        if wanted != "last_chips_all_in":
            trial = with_stack(r, max(r.actor.stack, 3 * sum(candidate)))
        ruling = _ruled(trial, candidate)
        overshoot = trial.actor.bet + sum(candidate) > trial.current_bet
        if ruling is not None and ruling.reason == wanted and overshoot:
            r, chips = trial, candidate
            break
    else:  # the seed gave no such chips: a call with every chip needed, built by hand
        owed = r.current_bet - r.actor.bet
        big = next(d for d in DENOMINATIONS if d * 2 >= owed) if owed <= 10_000 else 5000
        chips = (big, big) if big < owed else (big, DENOMINATIONS[0])
        r = with_stack(r, max(r.actor.stack, 3 * sum(chips)))
    ruling = rule_chips(situation(r, chips))
    target = r.actor.bet + sum(chips)
    lim = situation(r, chips).situation.limits(explain=False)
    if ruling.reason == "last_chips_all_in" and ruling.to < target:
        pushed = "pot_limit_ignored"  # the pushed total passes the pot-limit maximum
    elif ruling.action == "raise":
        pushed = "raise_as_pushed"  # the ruling is a raise itself: the pushed one taken as is
    else:
        pushed = "chips_as_raise"
    wrongs = [Wrong(pushed, "raise", target)]
    if ruling.reason == "half_raise_min":
        wrongs.append(Wrong("short_raise_called", "call", r.current_bet))
    if ruling.reason == "last_chips_all_in":
        wrongs.append(Wrong("last_chips_called", "call", r.current_bet))
    if ruling.reason != "every_chip_needed" and target - max(chips) < r.current_bet:
        wrongs.append(Wrong("largest_chip_removed", "call", r.current_bet))
    if ruling.reason == "under_half_call" and lim.min_raise_to is not None:
        wrongs.append(Wrong("short_raise_as_min", "raise", lim.min_raise_to))
    return chip_item("multiple_chips", 1, variant, r, chips, None, None, wrongs)


# Raise amounts: a raise that falls short (TDA 43) -------------------------------------


def short_raise(rng: Rng, variant: Variant) -> SalaItem:
    """A raise short of the minimum: «subo a N» below it, «subo» with too few chips, or
    silent chips measured by the 50 % standard."""
    case = rng.choice(("raise_to_below_min", "raise_said_short", "silent"))
    for _ in range(TRIES):
        r = _deep(_facing_round(rng, variant, fixed=False), 3)
        lim = _limits(r)
        if lim.min_raise_to is None:
            continue
        step = r.blinds[0]
        low, high = r.current_bet + step, lim.min_raise_to - step
        if high < low:
            continue
        said_to = low + step * rng.below((high - low) // step + 1)
        chips = _make_chips(said_to - r.actor.bet)
        declared, raise_to = {
            "raise_to_below_min": (None, said_to),
            "raise_said_short": ("raise", None),
            "silent": (None, None),
        }[case]
        ruling = _ruled(r, chips, declared, raise_to)
        if ruling is None or (case == "silent" and len(chips) < 2):
            continue
        target = r.actor.bet + sum(chips)
        wrongs = [Wrong("raise_as_pushed", "raise", said_to)]
        if ruling.action == "raise" and (declared or raise_to):
            wrongs.append(Wrong("raise_said_called", "call", r.current_bet))
        elif ruling.action == "raise":
            wrongs.append(Wrong("short_raise_called", "call", r.current_bet))
        else:
            wrongs.append(Wrong("short_raise_as_min", "raise", lim.min_raise_to))
        wrongs.append(Wrong("raise_doubled", "raise", 2 * r.current_bet))
        del target
        return chip_item("short_raise", 1, variant, r, chips, declared, raise_to, wrongs)
    raise PokerError("no se encontró una subida corta para esta semilla")


def _make_chips(amount: int) -> tuple[int, ...]:
    """``amount`` in the fewest chips of the table's denominations (the biggest first)."""
    out: list[int] = []
    for d in sorted(DENOMINATIONS, reverse=True):
        while amount >= d:
            out.append(d)
            amount -= d
    return tuple(out)


# Verbal declarations that bind, raise amounts (TDA 40 and 43-B) -----------------------


def binding_declaration(rng: Rng, variant: Variant) -> SalaItem:
    """What is said first binds: «subo a N» with fewer chips than N, «igualo» with more
    chips than the call, «subo» before several chips."""
    case = rng.choice(("raise_to_fewer_chips", "call_more_chips"))
    bare = rng.below(2) == 0  # «Subo 550», not «Subo a 550»: the raise amount a total (TDA 43-B)
    for _ in range(TRIES):
        r = _deep(_facing_round(rng, variant), 4)
        owed = r.current_bet - r.actor.bet
        lim = _limits(r)
        if lim.min_raise_to is None or lim.max_raise_to is None or not lim.can_raise:
            continue
        assert lim.min_raise_to is not None and lim.max_raise_to is not None
        declared: str | None = None
        raise_to: int | None = None
        if case == "raise_to_fewer_chips":
            if r.structure is Structure.fixed_limit:
                continue
            top = min(lim.max_raise_to, 3 * lim.min_raise_to)
            raise_to = lim.min_raise_to + r.blinds[1] * rng.below(
                max(1, (top - lim.min_raise_to) // r.blinds[1] + 1)
            )
            chips = _make_chips(
                max(owed, raise_to - r.actor.bet - r.blinds[1] * (1 + rng.below(3)))
            )
        elif case == "call_more_chips":
            declared = "call"
            chips = _make_chips(lim.min_raise_to - r.actor.bet + r.blinds[1] * rng.below(4))
        ruling = _ruled(r, chips, declared, raise_to)
        silent = _ruled(r, chips)
        if ruling is None or (
            silent is not None and (silent.action, silent.to) == (ruling.action, ruling.to)
        ):
            continue
        wrongs: list[Wrong] = []
        if silent is not None:
            wrongs.append(Wrong("words_ignored", silent.action, silent.to))
        else:
            wrongs.append(Wrong("words_ignored", "call", r.current_bet))
        pushed_to = r.actor.bet + sum(chips)
        # the chips read as a raise only where that is a ruling anyone gives: a legal raise
        # (at least the minimum, at most the maximum; in fixed limit the one unit), not chips
        # that would be a call or short of a raise on their own
        if lim.min_raise_to <= pushed_to <= lim.max_raise_to and (
            r.structure is not Structure.fixed_limit or pushed_to == lim.min_raise_to
        ):
            wrongs.append(Wrong("chips_over_words", "raise", pushed_to))
        if raise_to is not None and bare and r.current_bet + raise_to != ruling.to:
            wrongs.append(Wrong("raise_amount_added", "raise", r.current_bet + raise_to))
        item = chip_item("binding_declaration", 1, variant, r, chips, declared, raise_to, wrongs)
        return _bare(item, raise_to) if raise_to is not None and bare else item
    raise PokerError("no se encontró una declaración para esta semilla")


def _bare(item: SalaItem, raise_to: int) -> SalaItem:
    """The item with «Subo N» said instead of «Subo a N»: the same ruling (the figure said
    after «subo», with nothing else to clarify it, is the total), told so."""
    said, bare = f"Subo a {number(raise_to)}", f"Subo {number(raise_to)}"
    total = "«Subo a» y una cifra es el total de la apuesta"
    if total not in item.why:
        return item
    seats = tuple(replace(s, said=bare) if s.said == said else s for s in item.scene.seats)
    return replace(
        item,
        spec={**item.spec, "said": bare},
        scene=replace(item.scene, seats=seats),
        story=tuple(line.replace(f"«{said}»", f"«{bare}»") for line in item.story),
        why=item.why.replace(
            total,
            "«Subo» y una cifra, sin otra aclaración, es el total de la apuesta, no lo que se "
            "añade a ella",
        ),
    )


# String bets (TDA 56) ----------------------------------------------------------------


def string_bet(rng: Rng, variant: Variant) -> SalaItem:
    """Chips pushed, then more brought from the stack in a second motion, nothing said:
    only the first motion counts."""
    for _ in range(TRIES):
        r = _deep(_facing_round(rng, variant), 4)
        owed = r.current_bet - r.actor.bet
        lim = _limits(r)
        if lim.min_raise_to is None or not lim.can_raise:
            continue
        first = _make_chips(owed)
        second = _make_chips(lim.min_raise_to - r.current_bet + r.blinds[1] * rng.below(3))
        chips = first + second
        if sum(chips) > r.actor.stack:
            continue
        whole = _ruled(r, chips)
        part = _ruled(r, first)
        if whole is None or part is None or (whole.action, whole.to) == (part.action, part.to):
            continue
        who = r.actor.name
        story = (
            f"{who}, sin decir nada, empuja {chips_words(first)}; vuelve a su stack y, en un "
            f"segundo viaje, añade {chips_words(second)}.",
        )
        wrongs = [
            Wrong("string_counted", whole.action, whole.to),
            Wrong("string_min_raise", "raise", lim.min_raise_to),
        ]
        item = chip_item(
            "string_bet",
            1,
            variant,
            r,
            chips,
            None,
            None,
            wrongs,
            extra_story=story,
            rule="56",
            first=first,
        )
        return item
    raise PokerError("no se encontró un string bet para esta semilla")
