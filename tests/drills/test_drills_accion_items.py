"""«Sigue la acción» item by item: one item is one question of a hand.

The mapping from an item's index to (hand, question), every ask checked right, each named
mistake named where it tempts and only when the typed value shows it, junk refused in
Spanish, and the table drawn at each question holding every chip of the hand.
"""

from __future__ import annotations

import json

import pytest

from academy.drills import MISTAKES
from academy.drills.accion import check as c
from academy.drills.accion import hand_at, locate, questions, table_at
from academy.drills.accion.contract import drill_items
from academy.drills.accion.questions import uncalled
from academy.drills.accion.view import hand_view
from academy.engine.betting import Street
from academy.engine.errors import PokerError
from academy.engine.hand_replay import STREETS, Action
from academy.engine.hands import Variant

VARIANTS = (Variant.HOLDEM, Variant.OMAHA, Variant.SHORTDECK)
ACCION_ONLY = (
    "preflop_order_after_flop", "postflop_order_preflop", "heads_up_order_reversed",
    "big_blind_acts_first", "short_allin_closes_all",
    "folded_player_acts", "all_in_player_acts", "short_allins_not_added",
    "bets_in_front_left_out", "forced_bets_left_out", "rake_not_taken", "rake_cap_ignored",
    "rake_on_refund",
)  # fmt: skip


def tables(step: int, variant: Variant, seeds: range, count: int = 30) -> list[c.Asked]:
    return [table_at(seed, step, i, variant).asked for seed in seeds for i in range(count)]


# -- the mapping ---------------------------------------------------------------------


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("step", [1, 2, 3])
def test_items_walk_every_question_of_consecutive_hands(step: int, variant: Variant) -> None:
    places = [locate(7, step, i, variant) for i in range(40)]
    assert places[0] == (0, 0)
    for (h, q), (h2, q2) in zip(places, places[1:], strict=False):
        count = len(hand_at(7, step, h, variant).questions)
        assert (h2, q2) == ((h, q + 1) if q + 1 < count else (h + 1, 0))
    # The same item again, also after the caches are emptied: the same question.
    first = [table_at(7, step, i, variant).question for i in range(40)]
    hand_at.cache_clear()
    assert [table_at(7, step, i, variant).question for i in range(40)] == first


@pytest.mark.parametrize("step", [1, 2, 3])
def test_questions_follow_the_hand_and_the_contract_keeps_them(step: int) -> None:
    items = drill_items(11, 6, step, "holdem")
    for index, item in enumerate(items):
        hand = hand_at(11, step, index, Variant.HOLDEM)
        assert [q.to_json() for q in hand.questions] == item["questions"]
        points = [hand.point(q) for q in range(len(hand.questions))]
        order = [(p.actions, STREETS.index(p.street), p.end) for p in points]
        assert order == sorted(order), "the questions come in the order the hand reaches them"
        assert points[-1].end and item["questions"][-1]["ask"] in ("received", "rake")
        assert len(hand.questions) == 5, "every hand asks five questions: one a step's five"
    assert questions.__name__ == "questions"


# -- checking ------------------------------------------------------------------------


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("step", [1, 2, 3])
def test_every_ask_checks_its_right_answer_and_names_each_tempting_mistake(
    step: int, variant: Variant
) -> None:
    asks: set[str] = set()
    for asked in tables(step, variant, range(6)):
        right = c.solution(asked)
        verdict = c.check(asked, right)
        assert verdict.correct and not verdict.mistakes, (asked.ask, right)
        asks.add(asked.ask)
        for code, typed, verdict in c.offered(asked):
            assert not verdict.correct
            assert code in verdict.mistakes, (code, typed, verdict)
            assert all(line for line in verdict.feedback)
    wanted = {
        1: {"to_act", "to_call", "min_raise_to", "pot", "received"},
        2: {"to_act", "min_raise_to", "pot", "received"}
        | ({"max_raise_to"} if variant is not Variant.HOLDEM else {"max_raise_to", "to_call"}),
        3: {"can_raise", "pot", "pots", "rake", "received"},
    }[step]
    assert wanted <= asks, wanted - asks


@pytest.mark.slow  # a sweep or a subprocess: the full suite runs it, the fast tier does not
def test_every_accion_mistake_is_named_somewhere() -> None:
    seen: set[str] = set()
    for step in (1, 2, 3):
        for variant in VARIANTS:
            for asked in tables(step, variant, range(12), 40):
                seen.update(code for code, _, v in c.offered(asked) if code in v.mistakes)
    assert set(ACCION_ONLY) <= seen, set(ACCION_ONLY) - seen
    assert all(code in MISTAKES for code in seen)


def test_a_mistake_is_named_only_when_the_typed_value_shows_it() -> None:
    for asked in tables(3, Variant.HOLDEM, range(4)):
        ask = asked.ask
        if ask not in c.AMOUNT_ASKS:
            continue
        right = asked.question.answer
        assert isinstance(right, int)
        tempted = {v[ask] for v in c.temptations(asked).values()}
        odd = next(x for x in range(right + 1, right + 50) if x not in tempted)
        verdict = c.check(asked, {ask: str(odd)})
        assert not verdict.correct and verdict.mistakes == ()
        assert verdict.feedback, "a wrong amount still gets the right one explained"


def test_the_order_mistakes_on_one_hand() -> None:
    """A to_act question after the flop: the preflop order names its mistake; a folded
    player's seat names the folded mistake; the right player nothing."""
    for asked in tables(1, Variant.HOLDEM, range(10)):
        if asked.ask != "to_act":
            continue
        found = dict(c.temptations(asked))
        for code, typed in found.items():
            assert code in c.check(asked, typed).mistakes
        assert c.check(asked, c.solution(asked)).correct


def test_the_big_blind_named_preflop_gets_its_own_diagnosis() -> None:
    """A who-acts question before the flop answered with the big blind (who has not the
    word yet): one named mistake, that the blind is not his word, and who acts."""
    named = 0
    for asked in tables(1, Variant.HOLDEM, range(6)):
        step = asked.hand.replay.steps[asked.step or 0]
        if asked.ask != "to_act" or step.street is not Street.preflop:
            continue
        spec = asked.hand.replay.spec
        big = spec.seats[(spec.button + 2) % len(spec.seats)].name
        if big == step.to_act:
            continue
        verdict = c.check(asked, {"to_act": big})
        assert verdict.mistakes == ("big_blind_acts_first",)
        assert f"{big} puso la ciega grande" in verdict.feedback[0]
        assert step.to_act in verdict.feedback[0]
        named += 1
    assert named


def test_step_3_opens_with_one_all_in_one_side_pot_and_a_raise_question_both_ways() -> None:
    """Step 3's first hand: one all-in and one side pot (main and side); its «¿Puede X
    (volver a) subir?» asks sometimes who already spoke (a short all-in: no) and sometimes
    who had not (he may raise: yes), each with its reason."""
    answers = set()
    for variant in VARIANTS:
        for seed in range(8):
            hand = hand_at(seed, 3, 0, variant)
            spec = hand.replay.spec
            assert sum(hand.replay.contributed[s.name] == s.stack for s in spec.seats) == 1
            assert len(hand.settlement.pots) == 2
            for q, question in enumerate(hand.questions):
                if question.ask != "can_raise":
                    continue
                asked = c.Asked(hand, q)
                answers.add(question.answer)
                if question.answer is True:
                    assert str(question.text).endswith(" subir?")
                    assert "volver a subir" not in str(question.text)
                    why = c.check(asked, c.solution(asked)).feedback[-1]
                    assert "aún no había hablado, así que puede subir." in why
                    wrong = c.check(asked, {"can_raise": "no"})
                    assert wrong.mistakes == ("short_allin_closes_all",)
    assert answers == {True, False}


@pytest.mark.parametrize(
    ("ask", "typed", "message"),
    [
        ("amount", {"x": "1"}, "campo desconocido"),
        ("amount", "100", "se esperaba un objeto"),
        ("amount", {}, "falta la cantidad"),
        ("amount", {"?": "12,5"}, "decimales"),
        ("amount", {"?": "cien"}, "no es una cantidad de fichas"),
        ("to_act", {"to_act": "Zoe"}, "no juega en esta mesa"),
        ("to_act", {"to_act": ""}, "elige a quién le toca hablar"),
        ("received", {"received": {"Zoe": "1"}}, "no juega en esta mesa"),
        ("received", {"received": {"Ana": "x"}}, "no es una cantidad"),
        ("pots", {"pots": []}, "al menos el bote principal"),
    ],
)
def test_junk_is_refused_in_spanish(ask: str, typed: object, message: str) -> None:
    found = None
    for asked in tables(3, Variant.HOLDEM, range(3)):
        if asked.ask == ask or (ask == "amount" and asked.ask in c.AMOUNT_ASKS):
            found = asked
            break
    assert found is not None
    if isinstance(typed, dict) and "?" in typed:
        typed = {found.ask: typed["?"]}
    if ask == "amount" and typed == {}:
        typed = {found.ask: ""}
    with pytest.raises(PokerError, match=message):
        c.check(found, typed)


def test_the_can_raise_question_reads_yes_and_no() -> None:
    for asked in tables(3, Variant.HOLDEM, range(8)):
        if asked.ask != "can_raise":
            continue
        right = bool(asked.question.answer)
        assert c.check(asked, {"can_raise": "sí" if right else "no"}).correct
        assert not c.check(asked, {"can_raise": "no" if right else "sí"}).correct
        with pytest.raises(PokerError, match="responde sí o no"):
            c.check(asked, {"can_raise": "quizá"})
        return
    pytest.fail("no can_raise question in 8 seeds")


# -- the table at a question ----------------------------------------------------------


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("step", [1, 2, 3])
def test_the_view_holds_every_chip_and_matches_the_engine(step: int, variant: Variant) -> None:
    for index in range(8):
        hand = hand_at(3, step, index, variant)
        replay = hand.replay
        for q in range(len(hand.questions)):
            at = hand.point(q)
            view = hand_view(replay, hand.moves, hand.walk, at)
            behind = sum(s.stack for s in view.seats)
            returned = sum(back for _, back in view.returned)
            assert behind + view.bets + view.pot + returned == view.starting
            if at.actions < len(replay.steps) and not at.end:
                step_ = replay.steps[at.actions]
                if step_.street is at.street:  # before an action: the engine's pot
                    assert view.pot + view.bets == step_.pot
                    # Who acts is not shown when it is the question.
                    hidden = hand.questions[q].ask == "to_act"
                    shown_to_act = [s.name for s in view.seats if s.to_act]
                    assert shown_to_act == ([] if hidden else [step_.to_act])
            if hand.questions[q].ask == "pot":
                back = uncalled(replay, hand.walk, str(hand.questions[q].after))
                assert view.pot + view.bets - (back[1] if back else 0) == hand.questions[q].answer
            if at.end:
                assert view.bets == 0
                assert view.pot + returned == sum(replay.contributed.values())
                assert dict(view.returned) == hand.settlement.refunds
                shown = [s for s in view.seats if s.hole]
                # Who shows first, or a muck, is asked with the cards still face down.
                face_down = hand.questions[q].ask in ("shows_first", "may_muck")
                live = len(replay.live) if len(replay.live) > 1 and not face_down else 0
                assert len(shown) == live
            else:
                assert all(not s.hole for s in view.seats), "cards face down until the end"
            lines = [line for street in view.story for line in street.lines]
            played = at.actions
            forced = sum(
                1 for line in lines if " pone la ciega " in line or " pone un ante " in line
            )
            assert len(lines) - forced == played


def test_an_all_in_for_no_more_than_the_call_is_said_as_a_call() -> None:
    """«iguala all-in por N» when the chips are the call or less; «va all-in por N» when
    they raise (the dealer-school review: a call for less read as a raise)."""
    said = {"iguala": 0, "va": 0}
    for variant in VARIANTS:
        for index in range(10):
            hand = hand_at(5, 3, index, variant)
            end = hand.view(len(hand.questions) - 1)
            forced = (" pone la ciega ", " pone un ante ")
            lines = iter(
                line
                for street in end.story
                for line in street.lines
                if not any(word in line for word in forced)
            )
            played = hand.point(len(hand.questions) - 1).actions
            for k in range(played):
                step_, move, line = hand.replay.steps[k], hand.moves[k], next(lines)
                if move.action is not Action.all_in:
                    continue
                put = hand.walk.puts[k][1]
                verb = "iguala" if put <= step_.to_call else "va"
                assert line.startswith(f"{step_.to_act} {verb} all-in por "), line
                said[verb] += 1
    assert said["iguala"] and said["va"]


def test_a_bet_of_all_the_chips_says_all_in() -> None:
    """A bet or raise that leaves nothing behind (a pot-limit «pot!» of the whole stack)
    reads «apuesta all-in N» / «sube all-in a N», never a plain «apuesta N» with 0 behind
    (the dealer-school review: «Fede apuesta 2100» with 0 detrás)."""
    from academy.drills.accion.view import _line
    from academy.engine.hand_replay import Move

    bet, raise_ = Move("Fede", Action.bet, 2100), Move("Fede", Action.raise_, 2100)
    assert _line("Fede", bet, 2100, 0, 2100, 0) == "Fede apuesta all-in 2100"
    assert _line("Fede", bet, 2100, 50, 2100, 0) == "Fede apuesta 2100"
    assert _line("Fede", raise_, 2100, 0, 2100, 700) == "Fede sube all-in a 2100"
    assert _line("Fede", raise_, 2100, 1, 2100, 700) == "Fede sube a 2100"


# -- the kind and the command ----------------------------------------------------------


def test_the_command_prints_whole_hands(capsys: pytest.CaptureFixture[str]) -> None:
    from academy.cli import main

    argv = ["drill", "--kind", "accion", "--seed", "42", "--count", "2", "--step", "2",
            "--variant", "shortdeck", "--json"]  # fmt: skip
    assert main(argv) == 0
    first = capsys.readouterr().out
    assert main(argv) == 0
    assert capsys.readouterr().out == first
    document = json.loads(first)
    assert document["kind"] == "accion" and document["title"] == "Sigue la acción"
    assert document["items"] == drill_items(42, 2, 2, "shortdeck")
    assert main(["drill", "--kind", "accion", "--seed", "42", "--count", "1"]) == 0
    listing = capsys.readouterr().out
    assert "Sigue la acción" in listing and "Respuesta:" in listing


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--step", "4"], "paso"),
        (["--variant", "pineapple"], "no existe"),
        (["--count", "0"], "número de ejercicios"),
        (["--seed", "-1"], "semilla"),
    ],
)
def test_bad_flags_exit_2_in_spanish(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    from academy.cli import main

    base = {"--seed": "42"}
    for flag, value in zip(argv[::2], argv[1::2], strict=True):
        base[flag] = value
    flat = [x for pair in base.items() for x in pair]
    code = main(["drill", "--kind", "accion", *flat, "--json"])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err.startswith("error: ") and message in err, err


def test_the_kind_is_registered_and_its_items_are_questions() -> None:
    from academy.drills import drill_at
    from academy.drills.registry import KINDS

    kind = KINDS["accion"]
    assert kind.catalog.title == "Sigue la acción" and list(kind.catalog.steps) == [1, 2, 3]
    assert kind.variants == VARIANTS
    assert set(ACCION_ONLY) <= set(kind.catalog.mistake_names)
    item = drill_at("accion", 1, 42, 3)
    assert item.table.question == table_at(42, 1, 3, Variant.HOLDEM).question
    fields = kind.form_fields(item)
    values = {f.name: [] for f in fields}
    errors: dict[str, str] = {}
    kind.read(item, fields, values, errors)
    assert errors and all(message[0].isupper() for message in errors.values())
    page = kind.page(item, fields, None, None)
    assert page.details is not None
    solution = item.table.solution()
    assert item.check(solution).correct
    assert kind.key_lines(item) and kind.grid_answer(item)
    assert kind.lms_question(item) is not None


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_pot_after_a_street_is_asked_with_its_bets_in_front(variant: Variant) -> None:
    for step in (1, 2, 3):
        for index in range(10):
            hand = hand_at(5, step, index, variant)
            for q, question in enumerate(hand.questions):
                if question.ask == "pot":
                    view = hand.view(q)
                    back = uncalled(hand.replay, hand.walk, str(question.after))
                    returned = back[1] if back else 0
                    assert view.bets > 0
                    assert view.pot + view.bets - returned == question.answer
