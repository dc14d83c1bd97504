"""The words of a verdict of «Sigue la acción»: how the right answer comes out on this
table (:func:`why`), the correction of each wrong field (:func:`corrections`) and, per
named mistake, what it got wrong (:data:`EXPLAIN`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping

from ...engine.betting import Street, Structure
from ...engine.hand_replay import Step
from ...engine.numbers import chips, number
from ...engine.phrasing import capitalized, join_names, odd_chip_rule, spoken_pot_names
from ...engine.pots import Pot, clockwise_from_button
from ...engine.settle import Settlement
from ...practice.feedback import pot_lines
from ..checking import (
    Values,
)
from ..pot_rows import check as pot_check
from .check_models import (
    earlier_aggressor,
    last_to_act,
    models,
    pots_total,
    rake_rule,
    seat_limits,
    street_folds,
)
from .questions import (
    first_left_of_button,
    fresh_after_short,
    river_aggressor,
    short_raise,
    uncalled,
)
from .reading import Asked
from .view import Frame

# Feedback ----------------------------------------------------------------------------


def _step(asked: Asked) -> Step:
    k = asked.step
    assert k is not None
    return asked.hand.replay.steps[k]


def _frame(asked: Asked) -> Frame:
    """The table before the asked step's action: the chips in front and behind."""
    return asked.hand.walk.frames[asked.step or 0]


def _seat(asked: Asked) -> int:
    """The seat of the player the asked step waits on."""
    return [s.name for s in asked.hand.replay.spec.seats].index(_step(asked).to_act)


def why(asked: Asked) -> list[str]:
    """How the right answer comes out, on this table."""
    ask = asked.ask
    hand = asked.hand
    if ask in ("to_call", "can_raise", "min_raise_to", "max_raise_to"):
        k = asked.step
        assert k is not None
        steps = list(seat_limits(hand, k, explain=True).steps)
        if ask == "can_raise" and _step(asked).short_all_in == "reopened":
            steps.append(_reopened(asked))
        if ask == "can_raise" and fresh_after_short(hand.replay, hand.walk, k):
            steps.append(_not_yet_spoken(asked))
        if hand.replay.spec.structure is Structure.fixed_limit:
            return [_fixed_short(asked, line) for line in steps]
        return steps
    if ask == "to_act":
        return [_order_sentence(asked)]
    if ask == "shows_first":
        return [_show_sentence(asked)]
    if ask == "may_muck":
        return [_muck_sentence(asked)]
    if ask == "pot":
        return [_pot_sentence(asked)]
    if ask == "rake":
        rule = rake_rule(asked)
        return [f"La sala se lleva {rule.rule_text()}: en {chips(pots_total(asked))} de "
                f"botes son {chips(int(str(asked.question.answer)))}."]  # fmt: skip
    return end_lines(hand.settlement)


def odd_chip_why(s: Settlement, pot_name: str, pot: Pot) -> str:
    """Why a pot's odd chip goes where it goes: the first tied winner to the left of the
    button, the button itself last."""
    button = s.spec.button
    order = [n for n in clockwise_from_button([p.name for p in s.spec.players], button)
             if n in pot.winners]  # fmt: skip
    getters = join_names(list(pot.odd_chips))
    last = (
        f" {button}, en el botón, es el último de ellos: estar en el botón no le da la ficha."
        if button in pot.winners and button not in pot.odd_chips
        else ""
    )
    return (
        f"¿Por qué {getters}? Con {button} en el botón, los empatados del {pot_name}, "
        f"contando desde su izquierda, son {join_names(order)}: "
        f"{odd_chip_rule(len(pot.odd_chips))}.{last}"
    )


def end_lines(s: Settlement) -> list[str]:
    """Who takes each pot (:func:`pot_lines`) and why an odd chip goes where it goes;
    with a commission each pot says what is left of it once the commission is out, and
    the commission says which pot pays it."""
    lines = pot_lines(s)
    if not s.rake:
        return _with_odd_chips(s, lines)
    names = spoken_pot_names([p.name for p in s.pots])
    out = []
    for line, pot, name in zip(lines, s.pots, names, strict=False):
        title = f"{capitalized(name)} ({chips(pot.amount)})"
        if pot.rake and line.startswith(title):
            left = number(pot.amount - pot.rake)
            line = (
                f"{capitalized(name)} ({chips(pot.amount)}; {left} sin la comisión)"
                + line[len(title) :]
            )
        out.append(line)
    paying = [n for p, n in zip(s.pots, names, strict=True) if p.rake]
    lines = _with_odd_chips(s, out + lines[len(s.pots) :])
    return [f"La comisión, {chips(s.rake)}, sale del {join_names(paying)}.", *lines]


def _with_odd_chips(s: Settlement, lines: list[str]) -> list[str]:
    """The pots' lines (one a pot, then the refunds), each pot with an odd chip followed
    by why it goes where it goes."""
    names = spoken_pot_names([p.name for p in s.pots])
    out: list[str] = []
    for i, line in enumerate(lines):
        out.append(line)
        if i < len(s.pots) and s.pots[i].odd_chips:
            out.append(odd_chip_why(s, names[i], s.pots[i]))
    return out


_SHORT_OF_RAISE = re.compile(
    r"(?P<head>(?:\d+\. )?)(?P<who>.+?) no llega al mínimo \((?P<to>[\d.]+)\): solo puede "
    r"(?P<verb>\w+) all-in por menos, (?P<all_in>[\d.]+) en total \(.*\)\.$"
)


def _fixed_short(asked: Asked, line: str) -> str:
    """In fixed limit there is no minimum, only the one raise: the engine's «no llega al
    mínimo» said as fixed limit says it, with the half-bet test (TDA 47-B)."""
    found = _SHORT_OF_RAISE.fullmatch(line)
    if found is None:
        return line
    frame = asked.hand.walk.frames[asked.step or 0]
    spec = asked.hand.replay.spec
    early = frame.street in (Street.preflop, Street.flop)
    unit = (spec.small_bet if early else spec.big_bet) or 0
    all_in = int(found["all_in"].replace(".", ""))
    word = "subida" if found["verb"] == "subir" else "apuesta"
    over = all_in - frame.current
    if frame.current == 0:
        more = ""
    elif 2 * over < unit:
        more = (f", {chips(over)} más que la apuesta (menos de media apuesta: no es una "
                "subida completa)")  # fmt: skip
    else:
        more = (f", {chips(over)} más que la apuesta (media apuesta o más: cuenta como "
                "subida)")  # fmt: skip
    return (
        f"{found['head']}{found['who']} no llega a la {word} ({found['to']}): solo puede ir "
        f"all-in por {found['all_in']}{more}."
    )


def _mid_street_sentence(asked: Asked, last: str) -> str:
    """Mid-street the turn passes clockwise from the last player who acted, past whoever
    folded or is all-in."""
    step = _step(asked)
    spec = asked.hand.replay.spec
    frame = _frame(asked)
    names = [s.name for s in spec.seats]
    n = len(names)
    passed: list[str] = []
    j = (names.index(last) + 1) % n
    while names[j] != step.to_act and len(passed) < n:
        if frame.folded[j]:
            passed.append(f"{names[j]} ya se retiró")
        elif frame.stacks[j] == 0:
            passed.append(f"{names[j]} está all-in")
        j = (j + 1) % n
    skipped = f" ({'; '.join(passed)})" if passed else ""
    return (
        f"A mitad de calle el turno pasa hacia la izquierda (en el sentido de las agujas "
        f"del reloj) desde el último que habló, {last}, al siguiente que sigue en la mano "
        f"con fichas{skipped}: {step.to_act}."
    )


def _order_sentence(asked: Asked) -> str:
    step = _step(asked)
    spec = asked.hand.replay.spec
    n = len(spec.seats)
    last = last_to_act(asked)
    if last is not None:
        return _mid_street_sentence(asked, last)
    if step.street is Street.preflop:
        if spec.button_blind:
            where = "el primer jugador a la izquierda del botón"
        elif n == 2:
            return (f"En el mano a mano, el botón pone la ciega pequeña y habla primero en el "
                    f"preflop: {step.to_act}.")  # fmt: skip
        else:
            where = "el primer jugador a la izquierda de la ciega grande"
        return f"En el preflop habla primero {where}: {step.to_act}."
    if n == 2 and not spec.button_blind:
        return (f"Desde el flop, en el mano a mano, el botón habla el último: empieza "
                f"{step.to_act}.")  # fmt: skip
    return (
        "Desde el flop (también en el turn y el river) habla primero el primer jugador con "
        f"fichas a la izquierda del botón que sigue en la mano: {step.to_act}."
    )


def _show_sentence(asked: Asked) -> str:
    hand = asked.hand
    last = river_aggressor(hand.replay, hand.walk)
    if last is not None:
        return (
            f"En el river el último que apostó o subió fue {last}: los demás pagaron por ver "
            "su mano, así que la enseña el primero (TDA 17)."
        )
    first = first_left_of_button(hand.replay, hand.walk)
    return (
        "En el river nadie apostó: enseña primero el primer jugador que sigue en la mano a la "
        f"izquierda del botón, {first}, y después los demás en el sentido de las agujas del "
        "reloj (TDA 17)."
    )


def _muck_sentence(asked: Asked) -> str:
    hand = asked.hand
    who = asked.question.player or ""
    if asked.question.answer is False:
        final = hand.walk.frames[-1]
        i = [s.name for s in hand.replay.spec.seats].index(who)
        role = "está all-in" if final.stacks[i] == 0 else "igualó la acción"
        return (
            "Hay un all-in y las apuestas han terminado: todas las manos que siguen en juego "
            "se ponen boca arriba (TDA 16). Ni el jugador all-in ni quien igualó toda la "
            f"acción pueden tirar sus cartas sin enseñarlas: {who} {role} y las enseña."
        )
    first = river_aggressor(hand.replay, hand.walk) or first_left_of_button(hand.replay, hand.walk)
    return (
        f"Sin all-in, enseña primero {first} (TDA 17). Quien da su mano por perdida puede "
        f"entregarla boca abajo sin enseñarla: {who} puede tirarlas, y con eso renuncia al "
        "bote."
    )


def _pot_sentence(asked: Asked) -> str:
    hand = asked.hand
    after = Street(str(asked.question.after))
    view = hand.view(asked.number)
    total = int(str(asked.question.answer))
    returned = uncalled(hand.replay, hand.walk, after.value)
    whole = f"{chips(view.pot)} en el centro más {chips(view.bets)} delante de los jugadores "
    # Blinds are only the preflop's: later streets have their bets alone.
    what = "ciegas y apuestas" if after is Street.preflop else "apuestas de la calle"
    whole += f"({what}, también las de quien se retiró)"
    if returned is None:
        return f"Al terminar las apuestas {_of(after)}: {whole} = {chips(total)}."
    who, back = returned
    those = "la ficha" if back == 1 else f"las {chips(back)}"
    return (
        f"Al terminar las apuestas {_of(after)}: {whole} = {chips(total + back)}; se "
        f"devuelven a {who} {those} que nadie igualó: en el bote quedan {chips(total)}."
    )


def _of(street: Street) -> str:
    return {Street.preflop: "del preflop", Street.flop: "del flop", Street.turn: "del turn",
            Street.river: "del river"}[street]  # fmt: skip


def corrections(asked: Asked, given: Values, fields: Mapping[str, bool]) -> list[str]:
    ask = asked.ask
    right_value = asked.question.answer
    if ask in ("pots", "received"):
        s = asked.hand.settlement
        return [pot_check.correction(s, key, given) for key, ok in fields.items() if not ok]
    typed = given.get(ask)
    if ask == "to_act":
        return [f"Le toca a {right_value}, no a {typed}.", _order_sentence(asked)]
    if ask == "shows_first":
        return [f"Enseña primero {right_value}, no {typed}.", _show_sentence(asked)]
    if ask == "may_muck":
        word = "Sí" if right_value else "No"
        return [f"{word}.", _muck_sentence(asked)]
    if ask == "can_raise":
        step = _step(asked)
        if step.can_raise:
            return [f"Sí: {step.to_act} puede subir, como mínimo a "
                    f"{number(step.min_raise_to or 0)} en total.", *why(asked)]  # fmt: skip
        return [f"No: {step.to_act} solo puede igualar o retirarse.", *why(asked)]
    shown = number(typed) if isinstance(typed, int) else str(typed)
    assert isinstance(right_value, int)
    at = _step(asked) if asked.step is not None else None
    bet = at is not None and at.to_call == 0 and at.street is not Street.preflop
    word = "apuesta" if bet else "subida"
    fixed = asked.hand.replay.spec.structure is Structure.fixed_limit
    sentence = {
        "to_call": f"Para igualar, {at.to_act if at else ''} pone {number(right_value)}, "
        f"no {shown}.",
        "min_raise_to": (
            f"En límite fijo la {word} es hasta {number(right_value)} en total, no {shown}."
            if fixed
            else f"La {word} mínima es hasta {number(right_value)} en total, no {shown}."
        ),
        "max_raise_to": (
            f"En límite fijo la {word} es hasta {number(right_value)} en total, no {shown}."
            if fixed
            else f"La {word} máxima es hasta {number(right_value)} en total, no {shown}."
        ),
        "pot": f"En el bote hay {chips(right_value)}, no {shown}.",
        "rake": f"La comisión es de {chips(right_value)}, no {shown}.",
    }[ask]
    return [sentence, *why(asked)]


def _model_value(asked: Asked, code: str) -> object:
    for c, values in models(asked):
        if c == code:
            return values.get(asked.ask)
    return None


def _name(asked: Asked, code: str) -> str:
    return str(_model_value(asked, code))


def _amount(asked: Asked, code: str) -> str:
    value = _model_value(asked, code)
    return chips(value) if isinstance(value, int) else ""


def _preflop_after_flop(a: Asked) -> str:
    return (
        f"El orden del preflop (empieza quien está a la izquierda de la ciega grande, aquí "
        f"{_name(a, 'preflop_order_after_flop')}) solo vale antes del flop. " + _order_sentence(a)
    )


def _postflop_preflop(a: Asked) -> str:
    if last_to_act(a) is not None:
        return (
            f"El orden de después del flop (empieza {_name(a, 'postflop_order_preflop')}, "
            "a la izquierda del botón) no vale en el preflop. " + _order_sentence(a)
        )
    return (
        "En el preflop las ciegas ya han puesto sus fichas y hablan las últimas: empieza "
        f"quien está a la izquierda de la ciega grande, {_step(a).to_act}, no "
        f"{_name(a, 'postflop_order_preflop')}."
    )


def _big_blind_first(a: Asked) -> str:
    return (
        f"{_name(a, 'big_blind_acts_first')} puso la ciega grande, pero poner la ciega no es "
        "hablar: en el preflop la ciega grande habla la última de la primera vuelta (puede "
        "pasar o subir si nadie ha subido). " + _order_sentence(a)
    )


def _heads_up(a: Asked) -> str:
    return (
        "En el mano a mano el botón pone la ciega pequeña: habla el primero en el preflop y "
        f"el último en el flop, el turn y el river. Aquí le toca a {_step(a).to_act}, no a "
        f"{_name(a, 'heads_up_order_reversed')}."
    )


def _folded_acts(a: Asked) -> str:
    return (
        f"{_name(a, 'folded_player_acts')} ya se retiró: quien se retira no vuelve a hablar "
        f"en la mano. El turno pasa al siguiente que sigue en juego: {_step(a).to_act}."
    )


def _all_in_acts(a: Asked) -> str:
    return (
        f"{_name(a, 'all_in_player_acts')} está all-in: no le quedan fichas y ya no habla, "
        f"aunque sigue en la mano. El turno pasa a {_step(a).to_act}."
    )


def _committed(a: Asked) -> str:
    step = _step(a)
    frame = _frame(a)
    i = _seat(a)
    return (
        f"{step.to_act} ya tiene {chips(frame.rounds[i])} delante en esta calle: para igualar "
        f"la apuesta de {number(frame.current)} solo le faltan {chips(step.to_call)}, no "
        f"{_amount(a, 'committed_not_deducted')}."
    )


def _stack_cap(a: Asked) -> str:
    step = _step(a)
    frame = _frame(a)
    i = _seat(a)
    return (
        f"{step.to_act} solo tiene {chips(frame.stacks[i])} detrás: nadie puede poner más "
        f"fichas de las que tiene ({_amount(a, 'stack_cap_ignored')} no le llegan)."
    )


def _reopens(a: Asked) -> str:
    step = _step(a)
    k = a.step or 0
    spoke = max(j for j in range(k) if a.hand.replay.steps[j].to_act == step.to_act
                and a.hand.replay.steps[j].street is step.street)  # fmt: skip
    frames = a.hand.walk.frames
    raised = [j for j in range(spoke + 1, k)
              if a.hand.moves[j].action.value == "all_in"
              and frames[j + 1].current > frames[j].current]  # fmt: skip
    shorts = len(raised)
    count = {2: "dos", 3: "tres", 4: "cuatro"}.get(shorts, str(shorts))
    spec = a.hand.replay.spec
    if spec.structure is Structure.fixed_limit:
        # Fixed limit: an all-in reopens from half a bet (Robert's Rules, TDA 47-B).
        early = step.street in (Street.preflop, Street.flop)
        unit = (spec.small_bet if early else spec.big_bet) or 0
        half = number(unit // 2) if unit % 2 == 0 else f"la mitad de {number(unit)}"
        if shorts == 1:
            j = raised[0]
            before, to = frames[j].current, frames[j + 1].current
            what = (
                f"un all-in de menos de media apuesta ({a.hand.replay.steps[j].to_act} puso "
                f"{number(to)}, {chips(to - before)} sobre los {number(before)}; media "
                f"apuesta son {half}): no reabre"
            )
        else:
            what = (
                f"{count} all-in cortos que juntos no llegan a media apuesta (media apuesta "
                f"son {half}): no reabren"
            )
        return (
            f"{step.to_act} ya habló en esta ronda y desde entonces solo hubo {what} las "
            "subidas, así que solo puede igualar o retirarse."
        )
    what = (
        "un all-in corto, menor que una subida completa: no reabre"
        if shorts <= 1
        else f"{count} all-in cortos que juntos no llegan a una subida completa: no reabren"
    )
    return (
        f"{step.to_act} ya habló en esta ronda y desde entonces solo hubo {what} las "
        "apuestas, así que solo puede igualar o retirarse."
    )


def _not_yet_spoken(a: Asked) -> str:
    """Why a short all-in leaves the raising open for whoever has not spoken yet."""
    step = _step(a)
    k = a.step or 0
    replay, done = a.hand.replay, a.hand.walk
    j = max(j for j in range(k) if replay.steps[j].street is step.street
            and short_raise(replay, done, j))  # fmt: skip
    return (
        f"El all-in de {replay.steps[j].to_act} es corto (no llega a una subida completa): "
        "solo cierra las subidas a quien ya había hablado en la ronda. "
        f"{step.to_act} aún no había hablado, así que puede subir."
    )


def _short_closes_all(a: Asked) -> str:
    return (
        "Un all-in corto no cierra las subidas a todos, solo a quien ya había hablado: "
        f"{_step(a).to_act} aún no había hablado en esta ronda, así que sí puede subir."
    )


def _reopened(a: Asked) -> str:
    """Why short all-ins reopened the raising, with their numbers (TDA 47-A)."""
    step = _step(a)
    k = a.step or 0
    steps = a.hand.replay.steps
    frames = a.hand.walk.frames
    spoke = max(j for j in range(k) if steps[j].to_act == step.to_act
                and steps[j].street is step.street)  # fmt: skip
    raised = [j for j in range(spoke + 1, k)
              if a.hand.moves[j].action.value == "all_in"
              and frames[j + 1].current > frames[j].current]  # fmt: skip
    before, now = frames[spoke + 1].current, frames[k].current
    who = join_names([f"{steps[j].to_act} ({number(frames[j + 1].current)})" for j in raised])
    their = "los all-in de" if len(raised) > 1 else "el all-in de"
    spec = a.hand.replay.spec
    if spec.structure is Structure.fixed_limit:
        enough = "media apuesta o más"
    else:
        enough = "al menos una subida completa"
    return (
        f"Desde que {step.to_act} habló (la apuesta estaba en {number(before)}), {their} "
        f"{who} la suben en total {chips(now - before)}, {enough}: se reabren las subidas "
        "(TDA 47-A)."
    )


def _not_added(a: Asked) -> str:
    step = _step(a)
    return (
        f"Desde que habló {step.to_act}, los all-in cortos suman juntos al menos una subida "
        "completa: entonces sí reabren las apuestas (TDA 47-A) y puede volver a subir."
    )


def _cap(a: Asked) -> str:
    return (
        "En esta sala, en límite fijo la ronda admite una apuesta y tres subidas, también "
        "mano a mano (muchas salas no ponen tope mano a mano), y ya se han hecho: "
        f"{_step(a).to_act} solo puede igualar o retirarse."
    )


def _doubled(a: Asked) -> str:
    frame = _frame(a)
    step = _step(a)
    increment = step.situation.full_raise
    return (
        f"La subida mínima no es el doble de la apuesta ({_amount(a, 'min_raise_doubled')}): "
        f"suma a la apuesta de {number(frame.current)} la última subida completa, "
        f"{number(increment)}: hasta {number(step.min_raise_to or 0)} en total."
    )


def _short_sets(a: Asked) -> str:
    frame = _frame(a)
    return (
        f"El all-in corto subió solo {chips(frame.short_increment)}: no es una subida "
        "completa y no cambia la subida mínima, que sigue midiéndose por la última subida "
        f"completa, {chips(_step(a).situation.full_raise)}."
    )


def _wrong_unit(a: Asked) -> str:
    spec = a.hand.replay.spec
    return (
        f"En límite fijo se sube de {number(spec.small_bet or 0)} en el preflop y el flop, y "
        f"de {number(spec.big_bet or 0)} en el turn y el river."
    )


def _by_not_to(a: Asked) -> str:
    frame = _frame(a)
    return (
        f"La subida se dice por el total al que llega, no por lo que añade: la apuesta es de "
        f"{number(frame.current)} y {_amount(a, 'raise_by_not_to')} es solo lo que sube por "
        "encima."
    )


def _without_call(a: Asked) -> str:
    step = _step(a)
    frame = _frame(a)
    after = step.pot + step.to_call
    return (
        f"Con límite de bote, la subida máxima cuenta el bote después de igualar: primero "
        f"{step.to_act} pone {number(step.to_call)} para igualar (el bote pasa de "
        f"{number(step.pot)} a {number(after)}) y puede subir esos {number(after)} por encima "
        f"de la apuesta de {number(frame.current)}: hasta {number(frame.current + after)}."
    )


def _bets_left_out(a: Asked) -> str:
    if a.ask == "pot":
        view = a.hand.view(a.number)
        return (
            f"Las fichas que los jugadores tienen delante ({chips(view.bets)}) también son del "
            "bote: al cerrar la calle el crupier las junta con las del centro."
        )
    frame = _frame(a)
    return (
        f"El bote incluye las apuestas que están delante de los jugadores en esta calle "
        f"({chips(sum(frame.rounds))}), no solo las fichas del centro."
    )


def _forced_left_out(a: Asked) -> str:
    forced = sum(a.hand.walk.antes) + sum(a.hand.walk.blinds)
    return (
        f"Las ciegas y los antes ({chips(forced)}) son fichas del bote como las demás: "
        "cuentan desde que se ponen."
    )


def _street_only(a: Asked) -> str:
    view = a.hand.view(a.number)
    return (
        f"El bote no son solo las apuestas de esta calle ({chips(view.bets)}): las "
        f"{chips(view.pot)} que ya había en el centro, de las calles anteriores, siguen en "
        "él, y el crupier junta las de la calle con ellas."
    )


def _antes_left_out(a: Asked) -> str:
    antes = a.hand.walk.antes
    each = next((put for put in antes if put), 0)
    return (
        f"Los antes ({number(each)} de cada jugador, {chips(sum(antes))} en total) se ponen "
        "antes del reparto y son fichas del bote desde ese momento, aunque no cuenten como "
        "apuesta de la ronda."
    )


def _street_fold(a: Asked) -> str:
    folds = [(name, put) for name, put in street_folds(a) if put]
    who = join_names([name for name, _ in folds])
    dead = sum(put for _, put in folds)
    verb, can = ("se retiraron", "pueden") if len(folds) > 1 else ("se retiró", "puede")
    return (
        f"{who} {verb} en esta calle después de poner {chips(dead)}: esas fichas se quedan "
        f"en el bote. Ya no {can} ganarlas, pero el crupier las junta con las demás."
    )


def _dead_left_out(a: Asked) -> str:
    if a.ask in ("pots", "received"):
        return pot_check.EXPLAIN["dead_chips_left_out"](a.hand.settlement)
    point = a.hand.point(a.number)
    frame = a.hand.walk.frames[point.actions]
    seats = a.hand.replay.spec.seats
    gone = [(s.name, frame.totals[i]) for i, s in enumerate(seats) if frame.folded[i]]
    who = [name for name, put in gone if put]
    dead = sum(put for _, put in gone)
    verb, can = ("se retiraron", "pueden") if len(who) > 1 else ("se retiró", "puede")
    return (
        f"{join_names(who)} {verb}, pero sus {chips(dead)} se quedan en el bote: ya no "
        f"{can} ganarlas, pero cuentan."
    )


def _rake_not_taken(a: Asked) -> str:
    if a.ask == "rake":
        return "La comisión sale de los botes antes de pagar a los ganadores: no es 0."
    rule = rake_rule(a)
    return (
        f"La sala se lleva {rule.rule_text()}: aquí {chips(a.hand.settlement.rake or 0)} "
        "salen de los botes antes de pagar a los ganadores."
    )


def _rake_from_pots(a: Asked) -> str:
    return (
        "Cada bote se escribe entero, con la comisión dentro: la sala se lleva su parte al "
        "pagar, y eso se ve en lo que recibe cada jugador."
    )


def _rake_other_pot(a: Asked) -> str:
    s = a.hand.settlement
    main = s.pots[0]
    return (
        f"La comisión ({chips(s.rake or 0)}) sale del bote principal, no de un bote lateral: "
        f"la pagan quienes ganan el bote principal ({join_names(list(main.winners))})."
    )


def _rake_not_in_hand(a: Asked) -> str:
    return (
        "Esta mano no tiene comisión (lo dice la mesa: «Sin comisión en esta mano»): cada "
        "bote se reparte entero entre quienes lo ganan."
    )


def _rake_cap(a: Asked) -> str:
    rule = rake_rule(a)
    return (
        f"La comisión tiene un tope de {chips(rule.cap or 0)} por mano: el porcentaje daría "
        f"{_amount(a, 'rake_cap_ignored')}, pero no se cobra más que el tope."
    )


def _rake_refund(a: Asked) -> str:
    return (
        "Lo que se devuelve por no estar igualado no entra en ningún bote, así que tampoco "
        "paga comisión."
    )


def _ignores_river_bet(a: Asked) -> str:
    return (
        "El orden desde la izquierda del botón vale cuando nadie apostó en el river. Aquí "
        f"apostó {a.question.answer}, el último en apostar o subir: enseña primero."
    )


def _earlier_aggressor_shows(a: Asked) -> str:
    hand = a.hand
    if river_aggressor(hand.replay, hand.walk) is not None:
        return (
            f"Cuenta la última apuesta o subida del river, no la de otra calle: aquí fue de "
            f"{a.question.answer}, que enseña primero."
        )
    return (
        f"{earlier_aggressor(a)} apostó antes del river, pero en el river nadie apostó: "
        "entonces enseña primero el primero que sigue en la mano a la izquierda del botón, "
        f"{a.question.answer}."
    )


def _muck_at_all_in(a: Asked) -> str:
    return (
        "Con un all-in, al terminar las apuestas todas las manos se ponen boca arriba "
        "(TDA 16): nadie que siga en la mano puede tirarla sin enseñarla."
    )


def _muck_never(a: Asked) -> str:
    return (
        "Sin all-in, quien no tiene que enseñar primero puede darse por vencido y tirar sus "
        "cartas boca abajo: renuncia al bote, y nadie ve su mano."
    )


def _bote(code: str) -> Callable[[Asked], str]:
    if code == "refund_forgotten":
        return _refund_forgotten
    return lambda a: pot_check.EXPLAIN[code](a.hand.settlement)


def _refund_forgotten(a: Asked) -> str:
    if a.ask != "pot":
        return pot_check.EXPLAIN["refund_forgotten"](a.hand.settlement)
    returned = uncalled(a.hand.replay, a.hand.walk, str(a.question.after))
    who, back = returned or ("", 0)
    return (
        f"Lo que nadie igualó se devuelve a quien lo apostó: las {chips(back)} de {who} "
        "vuelven a sus fichas y no están en el bote."
    )


EXPLAIN: dict[str, Callable[[Asked], str]] = {
    "preflop_order_after_flop": _preflop_after_flop,
    "postflop_order_preflop": _postflop_preflop,
    "heads_up_order_reversed": _heads_up,
    "big_blind_acts_first": _big_blind_first,
    "folded_player_acts": _folded_acts,
    "all_in_player_acts": _all_in_acts,
    "committed_not_deducted": _committed,
    "stack_cap_ignored": _stack_cap,
    "short_allin_reopens": _reopens,
    "short_allins_not_added": _not_added,
    "short_allin_closes_all": _short_closes_all,
    "fixed_cap_ignored": _cap,
    "min_raise_doubled": _doubled,
    "short_allin_sets_raise": _short_sets,
    "fixed_wrong_unit": _wrong_unit,
    "raise_by_not_to": _by_not_to,
    "pot_without_call": _without_call,
    "bets_in_front_left_out": _bets_left_out,
    "forced_bets_left_out": _forced_left_out,
    "street_bets_only": _street_only,
    "antes_left_out": _antes_left_out,
    "street_fold_left_out": _street_fold,
    "dead_chips_left_out": _dead_left_out,
    "rake_not_taken": _rake_not_taken,
    "rake_cap_ignored": _rake_cap,
    "rake_on_refund": _rake_refund,
    "rake_taken_from_pots": _rake_from_pots,
    "rake_from_other_pot": _rake_other_pot,
    "rake_not_in_hand": _rake_not_in_hand,
    "show_order_ignores_river_bet": _ignores_river_bet,
    "show_order_earlier_aggressor": _earlier_aggressor_shows,
    "muck_at_all_in": _muck_at_all_in,
    "muck_never_allowed": _muck_never,
    **{code: _bote(code) for code in pot_check.EXPLAIN if code != "dead_chips_left_out"},
}
