"""«Sigue la acción» after the first expert review (a dealer-school instructor who did not
build it): each test pins one finding (its number in the name) on hands the drill deals."""

from __future__ import annotations

import pytest

from academy.drills import MISTAKES, drill_at
from academy.drills.accion import check as c
from academy.drills.accion import feedback as f
from academy.drills.accion import hand_at, locate
from academy.drills.accion.catalog import STEP_TITLES
from academy.drills.accion.kind import KIND, amount_label, hand_lines, house_rules
from academy.drills.accion.questions import Question, uncalled
from academy.drills.accion.table import AccionTable
from academy.engine.betting import Street, Structure
from academy.engine.hand_replay import Table, parse_hand
from academy.engine.hands import Variant
from academy.engine.limits import limits
from academy.engine.numbers import chips, number
from academy.engine.phrasing import join_names

VARIANTS = (Variant.HOLDEM, Variant.OMAHA, Variant.SHORTDECK)


def asked_where(
    want: object, steps: tuple[int, ...] = (1, 2, 3), seeds: range = range(12)
) -> list[c.Asked]:
    found = []
    for variant in (Variant.HOLDEM, Variant.SHORTDECK):
        for seed in seeds:
            for step in steps:
                for h in range(4):
                    hand = hand_at(seed, step, h, variant)
                    for q in range(len(hand.questions)):
                        asked = c.Asked(hand, q)
                        if want(asked):  # type: ignore[operator]
                            found.append(asked)
    return found


def first_asked(
    want: object, step: int, seeds: range = range(300), hands: range = range(10)
) -> c.Asked:
    """The first Hold'em question of ``step`` that shows a finding, searched over a few
    hundred seeds: a change of the dealing policy moves it, and the test follows."""
    for seed in seeds:
        for h in hands:
            hand = hand_at(seed, step, h, Variant.HOLDEM)
            for q in range(len(hand.questions)):
                asked = c.Asked(hand, q)
                if want(asked):  # type: ignore[operator]
                    return asked
    raise AssertionError(f"no question of step {step} shows it in seeds {seeds}")


# 1 -- who acts is not shown when it is the question ----------------------------------


def test_1_who_acts_is_hidden_when_asked() -> None:
    asked = asked_where(lambda a: a.ask == "to_act", seeds=range(3))
    assert asked
    for a in asked:
        view = a.hand.view(a.number)
        assert not any(s.to_act for s in view.seats)
        assert "le toca" not in " ".join(s.marks for s in view.seats)
        table = AccionTable(a.hand, a.number)
        assert "le toca hablar" not in " ".join(hand_lines(table))


# 3 -- the pot after a street leaves out what nobody matched ---------------------------


def test_3_the_pot_after_a_street_without_the_uncalled_bet() -> None:
    # Heads-up, the button folds its small blind: the big blind's 25 above it go back.
    hand = hand_at(1, 2, 9, Variant.HOLDEM)
    assert len(hand.replay.spec.seats) == 2 and hand.replay.street_pots == {"preflop": 75}
    assert uncalled(hand.replay, hand.walk, "preflop") == ("Ana", 25)
    pot = next(q for q in hand.questions if q.ask == "pot")
    assert pot.answer == 50 == 75 - hand.settlement.refunds["Ana"]
    # All-ins on a street: the pot question names the chips given back.
    hand = hand_at(0, 3, 3, Variant.HOLDEM)
    asked = c.Asked(hand, 2)
    assert asked.ask == "pot" and asked.question.answer == 483
    verdict = c.check(asked, {"pot": "483"})
    assert verdict.correct
    assert "= 549 fichas; se devuelven a Elena las 66 fichas que nadie igualó: en el bote " \
        "quedan 483 fichas." in verdict.feedback[1]  # fmt: skip
    wrong = c.check(asked, {"pot": "549"})
    assert wrong.mistakes == ("refund_forgotten",)
    assert "las 66 fichas de Elena vuelven" in wrong.feedback[0]


def test_3_every_pot_question_is_the_street_pot_less_its_uncalled_bet() -> None:
    for asked in asked_where(lambda a: a.ask == "pot", seeds=range(6)):
        after = str(asked.question.after)
        back = uncalled(asked.hand.replay, asked.hand.walk, after)
        total = asked.hand.replay.street_pots[after]
        assert asked.question.answer == total - (back[1] if back else 0)
        assert c.check(asked, c.solution(asked)).correct


# 4 -- the end: the pot in the middle without the chips given back ----------------------


def test_4_the_end_pot_shows_the_refund_apart() -> None:
    hand = hand_at(0, 2, 4, Variant.HOLDEM)
    view = hand.view(4)
    assert view.end and view.returned
    name, back = view.returned[0]
    assert hand.settlement.refunds == {name: back}
    assert view.pot == sum(hand.replay.contributed.values()) - back
    # Issue 30: before the end is answered the uncalled bet is not announced (finding it
    # is the question): it lies in front of its player, out of the pot in the middle, as a
    # dealer leaves it (the dealer-school review); once answered, it is said apart.
    table = AccionTable(hand, 4)
    lines = hand_lines(table)
    assert not any(line.startswith("Se devuelven") for line in lines)
    assert f"Bote en el centro: {number(view.pot)}." in lines
    assert any(line.startswith(f"{name}") and f"{number(back)} delante" in line for line in lines)
    assert table.view(answered=True).returned == ((name, back),)
    assert view.street_title == "Final de la mano"  # 24


# 5, 6 -- the room's rules in the header -----------------------------------------------


def test_5_6_the_commission_and_the_cap_are_stated_before_the_questions() -> None:
    rake = AccionTable(hand_at(0, 3, 1, Variant.HOLDEM), 0)
    rules = house_rules(rake)
    assert len(rules) == 1 and rules[0].startswith("Comisión: el 5\xa0% de lo que hay en los botes")
    assert "tope de" in rules[0] and "sin flop" in rules[0]
    fixed = AccionTable(hand_at(0, 2, 1, Variant.HOLDEM), 0)
    assert house_rules(fixed) == (
        "Tope: una apuesta y tres subidas por ronda, también mano a mano (regla de esta sala).",
        "Sin comisión en esta mano.",  # review 2, N3
    )
    assert house_rules(AccionTable(hand_at(0, 1, 0, Variant.HOLDEM), 0)) == (
        "Sin comisión en esta mano.",
    )


def test_6_the_cap_feedback_says_it_is_this_rooms_rule() -> None:
    asked = first_asked(
        lambda a: (
            a.ask == "can_raise"
            and a.question.answer is False
            and "fixed_cap_ignored" in c.temptations(a)
        ),
        step=2,
    )
    assert asked.hand.replay.spec.structure is Structure.fixed_limit
    verdict = c.check(asked, {"can_raise": "sí"})
    assert verdict.mistakes == ("fixed_cap_ignored",)
    assert verdict.feedback[0].startswith("En esta sala, en límite fijo la ronda admite")
    assert "muchas salas no ponen tope mano a mano" in verdict.feedback[0]


# 7 -- Short Deck has no big blind ------------------------------------------------------


def test_7_the_button_blind_is_named_in_the_limit_steps() -> None:
    opening = limits("no_limit", big_blind=25, pot=60, current_bet=0, committed=0,
                     last_raise=0, stack=1000, button_blind=True, player="Beto")  # fmt: skip
    assert "Apuesta mínima: la ciega del botón, 25 fichas." in opening.steps[1]
    raised = limits("no_limit", big_blind=25, pot=60, current_bet=25, committed=0,
                    last_raise=0, stack=1000, button_blind=True, player="Beto")  # fmt: skip
    assert "nunca es menor que la ciega del botón, 25" in raised.steps[1]
    # Without a button blind (every other drill and lesson) nothing changes.
    plain = limits("no_limit", big_blind=25, pot=60, current_bet=25, committed=0,
                   last_raise=0, stack=1000)  # fmt: skip
    assert "nunca es menor que la ciega grande, 25" in plain.steps[1]
    shortdeck = asked_where(
        lambda a: (
            a.ask in ("min_raise_to", "max_raise_to", "to_call")
            and a.hand.replay.spec.button_blind > 0
        ),
        seeds=range(4),
    )
    assert shortdeck
    for a in shortdeck:
        assert "ciega grande" not in " ".join(c.check(a, c.solution(a)).feedback)


# 8, 10 -- five questions a hand, as the step's title says ------------------------------


@pytest.mark.parametrize("variant", VARIANTS)
def test_8_a_steps_five_items_are_one_whole_hand(variant: Variant) -> None:
    for step in (1, 2, 3):
        for seed in range(4):
            assert [locate(seed, step, i, variant) for i in range(10)] == [
                (i // 5, i % 5) for i in range(10)
            ]
            for h in range(2):
                asks = [q.ask for q in hand_at(seed, step, h, variant).questions]
                assert len(asks) == 5
                # Issue 30: a showdown question may take the pot after a street's place.
                assert {"pot", "shows_first", "may_muck"} & set(asks)
                assert asks[-1] in ("received", "rake")
                if step == 1:
                    assert {"to_act", "to_call", "min_raise_to"} <= set(asks)
                if step == 2:
                    assert "to_act" in asks and "min_raise_to" in asks
                if step == 3:
                    assert "pots" in asks or "received" in asks


def test_8_step_2_shows_pot_limit_then_fixed_limit_and_step_3_the_pots() -> None:
    for seed in range(6):
        first_two = [hand_at(seed, 2, h, Variant.HOLDEM).replay.spec.structure.value
                     for h in range(2)]  # fmt: skip
        assert first_two == ["pot_limit", "fixed_limit"]
        three = hand_at(seed, 3, 0, Variant.HOLDEM)
        asks = [q.ask for q in three.questions]
        assert asks[0] != "pots" and "can_raise" in asks and asks[-2] == "pots"


def test_9_10_the_description_and_titles_hold_for_every_variant() -> None:
    assert "Cada paso es una mano, y cada pregunta un ejercicio." in KIND.description
    assert "Sin límite" not in STEP_TITLES[1]
    assert "límite fijo" not in STEP_TITLES[2].lower().split(":")[0]
    assert "sin all-in" in STEP_TITLES[1]


@pytest.mark.parametrize("seed", range(1, 6))
def test_8_12_three_whole_hands_of_a_step_show_its_variety(seed: int) -> None:
    """Three hands of five questions (``por_paso=15``): step 2 in hold'em shows pot limit
    and fixed limit; step 3 a short all-in that does not reopen, short all-ins that add up
    and reopen, and a split pot. (The landing opens a step at one whole hand, as «Todo el
    taller» does: issue 31 item E.)"""
    hands = 3
    structures = {hand_at(seed, 2, i, Variant.HOLDEM).scenarios[0] for i in range(hands)}
    assert structures == {"pot_limit", "fixed_limit"}
    for variant in (Variant.HOLDEM, Variant.OMAHA, Variant.SHORTDECK):
        seen = {s for i in range(hands) for s in hand_at(seed, 3, i, variant).scenarios}
        assert {"short_all_in_closed", "short_all_ins_reopen", "split_pot"} <= seen, seen


# 11, 23 -- labels: fixed-limit raise, bet versus raise -----------------------------------


def test_11_the_fixed_limit_raise_is_not_a_minimum() -> None:
    hand = hand_at(1, 2, 5, Variant.HOLDEM)
    asked = next(i for i, q in enumerate(hand.questions) if q.ask == "min_raise_to")
    table = AccionTable(hand, asked)
    assert table.ask == "min_raise_to" and hand.replay.spec.small_bet
    assert table.question.startswith("En límite fijo, ¿hasta cuánto sube ")
    assert amount_label(table) == "Subida (hasta)"
    wrong = c.check(table.asked, {"min_raise_to": "1"})
    assert any(line.startswith("En límite fijo la subida es hasta") for line in wrong.feedback)


def test_23_a_bet_is_called_a_bet() -> None:
    table = AccionTable(hand_at(2, 2, 0, Variant.HOLDEM), 3)
    step = table.hand.replay.steps[table.asked.step or 0]
    assert table.ask == "max_raise_to" and step.to_call == 0 and step.street is not Street.preflop
    assert amount_label(table) == "Apuesta máxima"
    wrong = c.check(table.asked, {"max_raise_to": "1"})
    assert any(line.startswith("La apuesta máxima es hasta") for line in wrong.feedback)


# 12 -- a stack below the minimum raise is asked as the most it can raise ------------------


def test_12_no_minimum_asked_where_the_stack_cannot_reach_it() -> None:
    def short(a: c.Asked) -> bool:  # all-in below the full minimum raise, in no limit
        if a.ask != "max_raise_to" or a.hand.replay.spec.structure is not Structure.no_limit:
            return False
        step = a.hand.replay.steps[a.step or 0]
        full = step.limits(stack=10**9).min_raise_to
        return step.to_call > 0 and full is not None and (step.max_raise_to or 0) < full

    asked = first_asked(short, step=3)
    step = asked.hand.replay.steps[asked.step or 0]
    full, all_in, who = step.limits(stack=10**9).min_raise_to, step.max_raise_to, step.to_act
    table = AccionTable(asked.hand, asked.number)
    assert table.ask == "max_raise_to" and step.min_raise_to == all_in
    assert table.question == f"¿Hasta cuánto puede subir {who}, como máximo, en total?"
    why = c.check(table.asked, c.solution(table.asked)).feedback
    assert (
        f"{who} no llega al mínimo ({number(full or 0)}): solo puede subir all-in por menos, "
        f"{number(all_in or 0)} en total"
    ) in why[3]
    for a in asked_where(lambda a: a.ask == "min_raise_to", steps=(3,), seeds=range(8)):
        step = a.hand.replay.steps[a.step or 0]
        assert step.min_raise_to != step.max_raise_to or a.hand.replay.spec.small_bet


# 13 -- who acts: preflop, a later street, after a skipped seat ----------------------------


def test_13_who_acts_is_asked_at_every_kind_of_turn() -> None:
    kinds = set()
    for a in asked_where(lambda a: a.ask == "to_act", seeds=range(8)):
        k = a.step or 0
        steps = a.hand.replay.steps
        names = [s.name for s in a.hand.replay.spec.seats]
        if k == 0:
            kinds.add("preflop")
        elif steps[k].street is not steps[k - 1].street:
            kinds.add("street")
        elif (names.index(steps[k - 1].to_act) + 1) % len(names) != names.index(steps[k].to_act):
            kinds.add("skipped")
    assert kinds == {"preflop", "street", "skipped"}


# 14 -- fixed limit: an all-in of half a bet or more reopens ------------------------------


def test_14_a_fixed_limit_all_in_of_half_a_bet_reopens() -> None:
    def hand(short_stack: int) -> bool:
        spec = {
            "variant": "holdem", "structure": "fixed_limit", "blinds": [5, 10],
            "small_bet": 10, "big_bet": 20, "button": "C", "board": "Kc Jd 9s 5h 2c",
            "players": [{"name": "A", "stack": 500, "hole": "Ah Ad"},
                        {"name": "B", "stack": short_stack, "hole": "Kh Qd"},
                        {"name": "C", "stack": 500, "hole": "7c 7d"}],
            "actions": [{"player": "C", "action": "call"}, {"player": "A", "action": "call"},
                        {"player": "B", "action": "check"},
                        {"player": "A", "action": "bet", "to": 10},
                        {"player": "B", "action": "all_in"},
                        {"player": "C", "action": "call"}],
        }  # fmt: skip
        table = Table(parse_hand(spec))
        for move in parse_hand(spec).moves:
            table.act(move)
        step = table.step()  # A again, who bet 10 and faces B's all-in
        assert step is not None and step.to_act == "A"
        return step.can_raise

    assert hand(10 + 15) is True  # B all-in for 15 on a bet of 10: half a bet, reopened
    assert hand(10 + 14) is False  # all-in for 14: less than half a bet, not reopened


# 15, 16, 17 -- the pot and pots questions say what they ask ------------------------------


def test_15_16_17_what_the_pot_questions_ask_and_the_mistakes_they_name() -> None:
    pot = next(a for a in asked_where(lambda a: a.ask == "pot", seeds=range(1)))
    assert "el crupier junta las apuestas en el centro" in str(pot.question.text)
    hand = hand_at(0, 3, 1, Variant.HOLDEM)
    pots = c.Asked(hand, 3)
    assert pots.question.text == "¿Cuánto tiene cada bote (antes de la comisión) y quién lo gana?"
    after = c.temptations(pots)["rake_taken_from_pots"]
    assert c.check(pots, after).mistakes == ("rake_taken_from_pots",)
    received = c.Asked(hand, 4)
    assert received.ask == "received" and len({p.winners for p in hand.settlement.pots}) == 1
    assert "pots_merged" not in c.temptations(received)
    forgot = c.temptations(received)["rake_not_taken"]
    assert c.check(received, forgot).mistakes == ("rake_not_taken",)


# 19, 20 -- the explanations speak about the player -----------------------------------------


def test_19_20_third_person_and_no_stack() -> None:
    for a in asked_where(lambda a: a.ask in ("to_call", "can_raise", "min_raise_to",
                                             "max_raise_to"), seeds=range(6)):  # fmt: skip
        text = " ".join(c.check(a, c.solution(a)).feedback)
        for word in (" pones", " tu ", " tienes", "actuaste", " puedes", "stack", "Tu "):
            assert word not in text, (word, text)


# 18, 21, 22, 24 -- wording ------------------------------------------------------------------


def test_18_21_24_wording() -> None:
    item = drill_at("accion", 1, 0, 0, Variant.SHORTDECK)
    lines = hand_lines(item.table)  # type: ignore[arg-type]
    assert ", ante de " in lines[0] and " por jugador, ciega del botón de " in lines[0]
    later = asked_where(
        lambda a: a.ask == "to_act" and a.hand.replay.steps[a.step or 0].street is not
        Street.preflop and len(a.hand.replay.spec.seats) > 2, seeds=range(3))  # fmt: skip
    assert later
    why = c.check(later[0], c.solution(later[0])).feedback[1]
    assert why.startswith("Desde el flop (también en el turn y el river) habla primero el "
                          "primer jugador con fichas a la izquierda del botón")  # fmt: skip
    heads_up = c.Asked(hand_at(0, 2, 9, Variant.HOLDEM), 0)
    assert heads_up.ask == "to_act" and len(heads_up.hand.replay.spec.seats) == 2
    assert (
        c.check(heads_up, c.solution(heads_up))
        .feedback[1]
        .startswith(
            "En el mano a mano, el botón pone la ciega pequeña y habla primero en el preflop: "
        )
    )


def test_24_a_right_end_answer_gets_its_short_why() -> None:
    for a in asked_where(lambda a: a.ask in ("pots", "received"), steps=(3,), seeds=range(2)):
        feedback = c.check(a, c.solution(a)).feedback
        assert feedback[0] == "¡Correcto!" and len(feedback) > 1


def test_24_the_commission_rule_said_once() -> None:
    rake = asked_where(lambda a: a.ask == "rake", steps=(3,), seeds=range(3))[0]
    feedback = c.check(rake, {"rake": "0"}).feedback
    assert sum(line.count("redondeado hacia abajo") for line in feedback) == 1


def test_24_short_all_ins_counted_and_the_pot_limit_raise_said_whole() -> None:
    one = c.Asked(hand_at(0, 3, 0, Variant.HOLDEM), 1)  # a short all-in that does not reopen
    feedback = c.check(one, c.temptations(one)["short_allin_reopens"]).feedback
    assert "solo hubo un all-in corto, menor que una subida completa: no reabre" in feedback[0]

    def two_short(a: c.Asked) -> bool:  # two short all-ins since the player spoke
        if a.ask != "can_raise" or "short_allin_reopens" not in c.temptations(a):
            return False
        return (
            "solo hubo dos all-in"
            in c.check(a, c.temptations(a)["short_allin_reopens"]).feedback[0]
        )

    two = first_asked(two_short, step=3)
    feedback = c.check(two, c.temptations(two)["short_allin_reopens"]).feedback
    assert "solo hubo dos all-in cortos que juntos no llegan a una subida completa" in feedback[0]

    def whole(a: c.Asked) -> bool:  # a pot-limit raise the stack does not cut
        if a.hand.replay.spec.structure is not Structure.pot_limit or a.step is None:
            return False
        step, current = a.hand.replay.steps[a.step], a.hand.walk.frames[a.step].current
        return (
            a.ask == "max_raise_to"
            and step.to_call > 0
            and step.max_raise_to == current + step.pot + step.to_call
            and "pot_without_call" in c.temptations(a)
        )

    pot_limit = first_asked(whole, step=2)
    step = pot_limit.hand.replay.steps[pot_limit.step or 0]
    after = step.pot + step.to_call
    current = (step.max_raise_to or 0) - after
    feedback = c.check(pot_limit, c.temptations(pot_limit)["pot_without_call"]).feedback
    assert feedback[0].endswith(
        f"primero {step.to_act} pone {number(step.to_call)} para igualar (el bote pasa de "
        f"{number(step.pot)} a {number(after)}) y puede subir esos {number(after)} por "
        f"encima de la apuesta de {number(current)}: hasta {number(step.max_raise_to or 0)}."
    )


def test_14_the_checks_limits_agree_with_the_table_in_fixed_limit() -> None:
    for seed in range(10):
        for h in (1, 3):
            hand = hand_at(seed, 2, h, Variant.HOLDEM)
            assert hand.replay.spec.small_bet
            for k, step in enumerate(hand.replay.steps):
                mine = c.seat_limits(hand, k)
                assert (mine.can_raise, mine.min_raise_to) == (step.can_raise, step.min_raise_to)


# Review 2 (the same instructor, a second time) ---------------------------------------------------


def test_n1_the_page_says_which_pot_pays_the_commission_and_names_another() -> None:
    a = first_asked(
        lambda a: (
            a.ask == "received"
            and bool(a.hand.settlement.rake)
            and "rake_from_other_pot" in c.temptations(a)
        ),
        step=3,
    )
    hand, rake, main = a.hand, a.hand.settlement.rake, a.hand.settlement.pots[0]
    assert len(hand.settlement.pots) > 1
    rules = " ".join(house_rules(AccionTable(hand, a.number)))
    assert "sale del bote principal" in rules
    assert "sale del bote principal" in " ".join(hand_lines(AccionTable(hand, a.number)))
    typed = c.temptations(a)["rake_from_other_pot"]
    verdict = c.check(a, typed)
    assert verdict.mistakes == ("rake_from_other_pot",)
    assert verdict.feedback[0].startswith(f"La comisión ({chips(rake)}) sale del bote principal")
    assert f"el bote principal ({join_names(list(main.winners))})." in verdict.feedback[0]


def test_n4_a_fixed_limit_short_all_in_is_judged_by_half_a_bet() -> None:
    hand = hand_at(1, 3, 5, Variant.HOLDEM)
    a = c.Asked(hand, 1)
    assert a.ask == "can_raise" and hand.replay.spec.small_bet
    verdict = c.check(a, {"can_raise": "si"})
    assert verdict.mistakes == ("short_allin_reopens",)
    assert (
        "un all-in de menos de media apuesta (Beto puso 116, 16 fichas sobre los 100; "
        "media apuesta son 25): no reabre las subidas" in verdict.feedback[0]
    )
    assert "subida completa" not in verdict.feedback[0]


def test_n5_the_fixed_limit_raise_has_no_maximum_either() -> None:
    hand = hand_at(1, 3, 5, Variant.HOLDEM)
    a = c.Asked(hand, 0)
    assert a.ask == "max_raise_to" and hand.replay.spec.small_bet
    assert a.question.text == "En límite fijo, ¿hasta cuánto sube Beto si sube?"
    assert amount_label(AccionTable(hand, 0)) == "Subida (hasta)"
    feedback = c.check(a, {"max_raise_to": "1"}).feedback
    assert feedback[0] == "En límite fijo la subida es hasta 116 en total, no 1."
    assert feedback[-1] == (
        "4. Beto no llega a la subida (150): solo puede ir all-in por 116, 16 fichas más que "
        "la apuesta (menos de media apuesta: no es una subida completa)."
    )
    assert not any("máxim" in line or "mínimo" in line for line in feedback)


def test_n2_each_pot_says_what_is_left_without_the_commission() -> None:

    def split_main(a: c.Asked) -> bool:  # a raked main pot split in two, and a side pot
        pots = a.hand.settlement.pots
        return (
            a.ask == "pots"
            and len(pots) > 1
            and bool(pots[0].rake)
            and (len(pots[0].winners) == 2 and not pots[0].odd_chips)
        )

    a = first_asked(split_main, step=3)
    main = a.hand.settlement.pots[0]
    one, two = main.winners
    share = main.shares[one]
    assert main.shares[two] == share and 2 * share == main.paid == main.amount - (main.rake or 0)
    assert c.check(a, c.solution(a)).feedback[1:3] == (
        f"La comisión, {chips(main.rake or 0)}, sale del bote principal.",
        f"Bote principal ({chips(main.amount)}; {number(main.paid)} sin la comisión): se "
        f"reparte entre {one} {number(share)} y {two} {number(share)}.",
    )


def test_n3_a_hand_without_commission_says_so_and_names_one_taken() -> None:
    hand = hand_at(0, 1, 1, Variant.HOLDEM)
    a = c.Asked(hand, 4)
    assert a.ask == "received" and hand.replay.spec.rake is None
    assert house_rules(AccionTable(hand, 4)) == ("Sin comisión en esta mano.",)
    assert "Sin comisión en esta mano." in hand_lines(AccionTable(hand, 4))
    verdict = c.check(a, {"received": {"Ana": "0", "Beto": "112", "Carla": "0", "Dani": "0"}})
    assert verdict.mistakes == ("rake_not_in_hand",)
    assert verdict.feedback[0].startswith("Esta mano no tiene comisión")


def test_n11_the_text_header_says_the_commission_once() -> None:
    hand = hand_at(3, 3, 9, Variant.HOLDEM)
    text = " ".join(hand_lines(AccionTable(hand, 4)))
    assert text.count("redondeado hacia abajo") == 1 and text.count("sale del bote principal") == 1


def test_n6_one_chip_is_una_ficha() -> None:
    hand = hand_at(0, 3, 5, Variant.HOLDEM)
    feedback = c.check(c.Asked(hand, 1), {"can_raise": "si"}).feedback
    assert "1. Para igualar, Dani pone 1 ficha." in feedback
    assert not any("1 fichas" in line for line in feedback)


def test_n8_n13_streets_without_bets_and_the_ante_after_a_colon() -> None:
    hand = hand_at(2, 3, 1, Variant.HOLDEM)
    view = hand.view(3)
    assert [s.empty for s in view.story if not s.lines] == [
        "Sin apuestas: todos están all-in (o solo queda uno con fichas)."
    ] * 2
    lines = hand_lines(AccionTable(hand, 3))
    assert "Turn: sin apuestas (todos están all-in o solo queda uno con fichas)." in lines
    assert not any("nadie ha hablado" in line for line in lines)

    def waiting(a: c.Asked) -> bool:  # with antes, asked before anybody speaks on the flop
        lines = hand_lines(AccionTable(a.hand, a.number))
        return bool(a.hand.replay.spec.ante) and "Flop: aún no ha hablado nadie." in lines

    a = first_asked(waiting, step=3)
    lines = hand_lines(AccionTable(a.hand, a.number))
    ante = a.hand.replay.spec.ante
    assert any(line.startswith(f"Preflop: cada jugador pone un ante de {ante};") for line in lines)


def test_n9_the_pot_question_and_its_why_read_plainly() -> None:
    pots = [a for a in asked_where(lambda a: a.ask == "pot", seeds=range(4))]
    assert pots
    for a in pots:
        text = str(a.question.text)
        assert text.startswith("Al terminar las apuestas del ")
        # The rule on an uncalled bet is not given away before it is asked.
        assert text.endswith(
            ", el crupier junta las apuestas en el centro. ¿Cuántas fichas hay en el bote?"
        )
        why = c.check(a, c.solution(a)).feedback[1]
        assert ("ciegas" in why) is (a.question.after == "preflop"), why
        assert " que nadie igualó: en el bote" not in why or "se devuelven a " in why


def test_n11_who_acts_and_the_commission_said_once() -> None:
    a = c.Asked(hand_at(0, 2, 4, Variant.HOLDEM), 0)
    verdict = c.check(a, c.temptations(a)["heads_up_order_reversed"])
    assert verdict.feedback == (
        "En el mano a mano el botón pone la ciega pequeña: habla el primero en el preflop y "
        "el último en el flop, el turn y el river. Aquí le toca a Ana, no a Beto.",
    )
    rake = c.Asked(hand_at(0, 3, 4, Variant.HOLDEM), 4)
    verdict = c.check(rake, c.temptations(rake)["rake_cap_ignored"])
    assert sum("tope" in line for line in verdict.feedback) == 1
    assert MISTAKES["postflop_order_preflop"].name == "el orden del flop usado en el preflop"


def test_n11_a_player_still_to_act_is_not_called_folded_or_all_in() -> None:
    a = c.Asked(hand_at(0, 1, 8, Variant.HOLDEM), 3)
    assert a.ask == "to_act" and f._step(a).to_act == "Ana"
    verdict = c.check(a, {"to_act": "Beto"})
    assert verdict.mistakes == ()
    # Beto is neither called folded nor all-in; the players the turn passes over are.
    assert not any("Beto ya se retiró" in line or "Beto está all-in" in line
                   for line in verdict.feedback)  # fmt: skip
    assert "desde el último que habló, Beto" in verdict.feedback[1]
    assert "(Carla ya se retiró; Dani ya se retiró): Ana." in verdict.feedback[1]


def test_mid_street_reason_passes_the_turn_on_from_the_last_who_acted() -> None:
    """Issue 30/34: mid-street the reason is not who speaks first on the street."""
    from dataclasses import replace

    h = hand_at(3, 3, 0, Variant.HOLDEM)
    said = 0
    for k, st in enumerate(h.replay.steps):
        fake = replace(h, questions=(Question(k, "to_act", "", st.to_act),))
        line = f._order_sentence(c.Asked(fake, 0))
        mid = k > 0 and h.replay.steps[k - 1].street is st.street
        if mid:
            said += 1
            assert "habla primero" not in line
            assert f"desde el último que habló, {h.moves[k - 1].player}," in line
            assert line.endswith(f": {st.to_act}.")
        else:
            assert "habla primero" in line or "empieza" in line
    assert said > 3


def test_n7_a_reopen_by_short_all_ins_says_why_when_right() -> None:
    a = c.Asked(hand_at(0, 3, 1, Variant.HOLDEM), 1)
    assert a.ask == "can_raise" and f._step(a).short_all_in == "reopened"
    assert c.check(a, c.solution(a)).feedback[-1] == (
        "Desde que Dani habló (la apuesta estaba en 60), los all-in de Elena (70) y Ana "
        "(100) la suben en total 40 fichas, al menos una subida completa: se reabren las "
        "subidas (TDA 47-A)."
    )


def test_n12_step_1s_title_names_the_pot_and_the_payout() -> None:
    assert STEP_TITLES[1] == (
        "Quién habla, cuánto iguala y sube cada jugador, el bote y lo que recibe cada uno, "
        "sin all-in"
    )
    asks = {str(q.ask) for h in range(4) for q in hand_at(0, 1, h, Variant.HOLDEM).questions}
    assert {"pot", "received"} <= asks


def test_the_odd_chip_to_the_wrong_tied_winner_is_named_with_a_commission() -> None:
    """The dealer-school review: with a commission, the odd chip given to the other tied
    winner got no «El error:» (the model split the pot before the commission, where it
    divides evenly); it is named, and the split said of what is left."""
    seen = 0
    for seed in range(60):
        for h in range(4):
            hand = hand_at(seed, 3, h, Variant.HOLDEM)
            s = hand.settlement
            odd = [i for i, pot in enumerate(s.pots) if pot.odd_chips and pot.rake]
            asks = [i for i, q in enumerate(hand.questions) if q.ask == "pots"]
            if not odd or not asks:
                continue
            a = c.Asked(hand, asks[0])
            typed = c.solution(a)
            pots = typed["pots"]
            assert isinstance(pots, list)
            pot = s.pots[odd[0]]
            others = [n for n in pot.winners if n not in pot.odd_chips]
            if len(others) < len(pot.odd_chips):
                continue  # three tied, two odd chips: giving them elsewhere is not one seat
            pots[odd[0]]["odd_chips"] = others[: len(pot.odd_chips)]
            verdict = c.check(a, typed)
            assert verdict.mistakes == ("odd_chip_wrong_seat",), (seed, h, verdict)
            assert "una vez descontada la comisión quedan" in verdict.feedback[0]
            seen += 1
            if seen == 3:
                return
    raise AssertionError(f"only {seen} raked pots with an odd chip")
