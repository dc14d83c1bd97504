"""Step 1, «Fichas y palabras»: an undercall, less than the call pushed without «igualo»
first (undercalls, TDA 51-B). Heads-up or facing a round's opening bet it is a full call;
facing a raise with several players, the director decides. A tournament situation: this
room follows the TDA there. The call is the engine's (:mod:`academy.engine.limits`).
"""

from __future__ import annotations

from dataclasses import replace

from ...engine.deck import Rng
from ...engine.hands import Variant
from ...engine.numbers import number
from .chips import TO_LABEL, situation, structure_for
from .model import Choice, SalaItem, Wrong, chips_words
from .rules import RULES
from .table import betting_round, with_stack

ROOM = "Torneo: este sitio sigue la TDA 2024."
_CASES = ("heads_up", "opening_bet", "opening_bet", "after_raise")


def _pushed(rng: Rng, owed: int, step: int) -> tuple[int, ...]:
    """Chips worth less than the call (at least ``step``), the biggest first."""
    amount = step * (1 + rng.below(max(1, (owed - step) // step)))
    out: list[int] = []
    for d in (5000, 1000, 500, 100, 25):
        while amount >= d:
            out.append(d)
            amount -= d
    return tuple(out)


def undercall(rng: Rng, variant: Variant) -> SalaItem:
    """Less than the call pushed silently: a full call heads-up or facing the opening bet,
    the director's decision facing a raise with several players."""
    case = rng.choice(_CASES)
    while True:
        r = betting_round(
            rng,
            facing=True,
            raised=case == "after_raise",
            structure=structure_for(rng, variant, fixed=False),
            seats=2 if case == "heads_up" else 3 + rng.below(4),
        )
        owed = r.current_bet - r.actor.bet
        if owed > r.blinds[0]:
            break
    r = with_stack(r, max(r.actor.stack, 4 * r.current_bet))
    chips = _pushed(rng, owed, r.blinds[0])
    lim = situation(r, chips).situation.limits(explain=False)
    to = r.actor.bet + lim.to_call
    who = r.actor.name
    mandatory = case != "after_raise"
    story = (
        "Torneo. " + r.story[0],
        *r.story[1:],
        f"{who}, sin decir «igualo», empuja {chips_words(chips)}"
        + (f" ({number(sum(chips))} en total)" if len(chips) > 1 else "")
        + f", menos de los {number(owed)} que cuesta igualar.",
    )
    choices = (
        Choice("full_call", f"{who} iguala entero y pone lo que falta", amount=True),
        Choice("as_pushed", "Vale lo que puso: iguala de menos"),
        Choice("take_back", f"{who} recupera sus fichas y decide de nuevo"),
        Choice(
            "discretion",
            "Decide el director: igualar entero, o retirarse perdiendo lo que puso",
        ),
    )
    wrongs = [Wrong("undercall_accepted", "as_pushed"), Wrong("undercall_taken_back", "take_back")]
    if mandatory:
        wrongs.append(Wrong("undercall_discretion", "discretion"))
        wrongs.append(Wrong("undercall_accepted", "full_call", r.actor.bet + sum(chips)))
    else:
        wrongs.append(Wrong("undercall_always_full", "full_call", to))
    facing = {
        "heads_up": "frente a cualquier apuesta con solo dos jugadores en la mano",
        "opening_bet": "frente a la primera apuesta de la ronda, aunque haya varios jugadores",
    }
    why = (
        "Poner menos de lo que cuesta igualar sin haber dicho antes «igualo» es igualar de "
        "menos. "
        + (
            f"{facing[case].capitalize()}, la regla obliga a igualar entero: {who} pone lo "
            f"que falta, {number(to)} en total."
            if mandatory
            else "Frente a una subida con varios jugadores en la mano, la regla no obliga a "
            "igualar entero: decide el director, que puede exigir la igualada completa o "
            "dejar que se retire perdiendo lo que puso."
        )
    )
    # what the chips are does not decide an undercall, their total does: drawn as one amount
    scene = r.scene(chips)
    seats = tuple(replace(s, counted=True) if s.pushed else s for s in scene.seats)
    scene = replace(scene, seats=seats)
    spec: dict[str, object] = {
        "family": "undercall",
        "variant": variant.value,
        "case": case,
        "structure": r.structure.value,
        "current_bet": r.current_bet,
        "committed": r.actor.bet,
        "stack": r.actor.stack,
        "chips": list(chips),
        "players": len(r.seats),
    }
    answer: dict[str, object] = {"ruling": "full_call" if mandatory else "discretion"}
    if mandatory:
        answer["to"] = to
    answer["rule"] = RULES["51"].as_json()
    return SalaItem(
        "undercall",
        1,
        variant,
        spec,
        answer,
        scene,
        story,
        f"¿Qué ha hecho {who}?",
        choices,
        "full_call" if mandatory else "discretion",
        to if mandatory else None,
        TO_LABEL,  # the full call takes an amount, the right ruling or not
        tuple(wrongs),
        RULES["51"],
        why,
        room=ROOM,
    )
