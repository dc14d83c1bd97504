"""«Sigue la acción» teaches like a dealer school (issue 30), on the learner's page: each
named trainee error is one diagnosis linked to its lesson, nothing is given away before
its question, and the verdict says why the odd chip goes where it goes."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from urllib.parse import urlencode

import pytest
from flask.testing import FlaskClient
from helpers.workshop import item_path
from helpers.workshop_accion import form_pairs, table

from academy.drills import DrillItem
from academy.drills.workshop_set import DrillSet
from academy.web import create_app

NAMED = (
    "street_bets_only",
    "antes_left_out",
    "street_fold_left_out",
    "bets_in_front_left_out",
    "dead_chips_left_out",
    "forced_bets_left_out",
    "refund_forgotten",
    "raise_by_not_to",
    "rake_on_refund",
    "odd_chip_wrong_seat",
    "show_order_ignores_river_bet",
    "show_order_earlier_aggressor",
    "muck_at_all_in",
    "muck_never_allowed",
)


@cache
def _real() -> FlaskClient:
    """The site with the real lessons: the links go to their sections."""
    return create_app().test_client()


def _sets(steps: tuple[int, ...] = (1, 2, 3), seeds: int = 12) -> Iterator[DrillSet]:
    for seed in range(seeds):
        for variant in ("holdem", "shortdeck", "omaha"):
            for step in steps:
                yield DrillSet.from_query(
                    {"semilla": str(seed), "ejercicios": f"accion:{step}", "por_paso": "30",
                     "variante": variant}
                )  # fmt: skip


def _page(drill_set: DrillSet, item: DrillItem, query: str = "") -> str:
    path = item_path(drill_set, item, answer=bool(query))
    page = _real().get(path + ("?" + query if query else ""))
    assert page.status_code == 200, item.id
    return page.get_data(as_text=True)


def _answered(drill_set: DrillSet, item: DrillItem, typed: dict[str, object]) -> str:
    return _page(drill_set, item, urlencode(form_pairs(item, typed)))


def test_each_named_error_is_one_diagnosis_linked_to_its_lesson() -> None:
    """Typing the number a trainee's error gives names that error, once (one «El error:»
    for one wrong number), with a link to the lesson that teaches the rule."""
    left = set(NAMED)
    for drill_set in _sets():
        for item in drill_set.items():
            t = table(item)
            for code, typed in t.temptations().items():
                if code not in left:
                    continue
                body = _answered(drill_set, item, typed)
                errors = re.findall(r'<p class="feedback-mistake">El error: (.*?)</p>', body)
                if t.ask not in ("pots", "received"):
                    assert len(errors) == 1, (item.id, code, errors)
                found = [e for e in errors if f'data-mistake="{code}"' in e]
                assert len(found) == 1, (item.id, code, errors)
                assert re.search(r'<a href="/lecciones/[^"#]+#[^"]+" data-lesson>', found[0]), (
                    item.id,
                    code,
                )
                if code == "street_bets_only":
                    # The street's bets alone: the right pot less what was in the middle.
                    middle = t.view().pot
                    assert typed["pot"] == int(str(t.solution()["pot"])) - middle, item.id
                left.discard(code)
            if not left:
                return
    raise AssertionError(f"not found in the sets: {sorted(left)}")


def test_a_pot_question_never_names_two_errors() -> None:
    """Where two mistaken rules give the same number, only the more likely is named."""
    for drill_set in _sets(steps=(1, 3), seeds=2):
        for item in drill_set.items():
            t = table(item)
            if t.ask != "pot":
                continue
            for _code, typed, verdict in t.offered():
                assert len(verdict.mistakes) == 1, (item.id, typed, verdict.mistakes)


def test_who_acts_offers_every_player_at_the_table() -> None:
    """Folded and all-in players are choices too: naming one is the mistake to catch."""
    for drill_set in _sets(seeds=3):
        for item in drill_set.items():
            t = table(item)
            seats = t.view().seats
            if t.ask != "to_act" or not any(s.folded or s.all_in for s in seats):
                continue
            body = _page(drill_set, item)
            offered = re.findall(r'<input type="radio" name="habla" value="([^"]+)"', body)
            assert offered == [s.name for s in seats], item.id
            return
    raise AssertionError("no who-acts question after a fold or an all-in")


def test_the_uncalled_bet_is_not_announced_before_the_end_is_answered() -> None:
    """At the end questions (the pots, what each receives) the chips nobody matched lie in
    front of the player who bet them, never in the pot in the middle (a dealer keeps an
    uncalled bet out of the pot); once answered, the table says they are given back."""
    seen = set()
    for drill_set in _sets(steps=(2, 3), seeds=4):
        for item in drill_set.items():
            t = table(item)
            refunds = t.hand.settlement.refunds
            if t.ask not in ("pots", "received") or not refunds:
                continue
            before = _page(drill_set, item)
            assert "Se devuelven" not in before and "se le devuelven" not in before, item.id
            after = _answered(drill_set, item, t.solution())
            assert re.search(r"Se devuelven \S+ a \w+ \(nadie las igualó\)", after), item.id
            assert t.view().pot == t.view(answered=True).pot
            in_front = {seat.name: seat.bet for seat in t.view().seats}
            assert all(in_front[name] >= back for name, back in refunds.items()), item.id
            seen.add(t.ask)
            if seen == {"pots", "received"}:
                return
    raise AssertionError(f"end questions with an uncalled bet: only {seen}")


def test_the_verdict_says_why_the_odd_chip_goes_where_it_goes() -> None:
    for drill_set in _sets(steps=(3,)):
        for item in drill_set.items():
            t = table(item)
            odd = [p for p in t.hand.settlement.pots if p.odd_chips]
            if t.ask != "pots" or not odd:
                continue
            body = _answered(drill_set, item, t.solution())
            button = t.hand.settlement.spec.button
            getter = next(iter(odd[0].odd_chips))
            why = re.search(
                rf"¿Por qué {getter}\? Con {button} en el botón, los empatados del [^,]+, "
                r"contando desde su izquierda, son ([^:]+): la ficha sobrante va al primero",
                body,
            )
            assert why is not None, item.id
            assert why.group(1).startswith(getter), item.id
            return
    pytest.fail("no pots question with an odd chip")


def test_the_rules_line_reads_as_a_dealer_reads_the_room() -> None:
    """The commission with «sin flop no hay comisión», the common default; Short Deck's
    order as this room plays it (the straight above three of a kind) at the end questions,
    where hands are compared (the betting questions do not need it)."""
    raked = DrillSet.from_query({"semilla": "0", "ejercicios": "accion:3", "por_paso": "30"})
    item = next(
        i for i in raked.items() if table(i).ask == "pots" and table(i).hand.replay.spec.rake
    )
    assert "; sin flop no hay comisión.</p>" in _page(raked, item)
    short = DrillSet.from_query(
        {"semilla": "0", "ejercicios": "accion:3", "variante": "shortdeck", "por_paso": "5"}
    )
    order = "el color gana al full y la escalera gana al trío"
    first, last = short.items()[0], short.items()[-1]
    assert "ac-order" not in _page(short, first)
    assert re.search(rf'<p class="[^"]*ac-order">[^<]*{order}', _page(short, last))
    holdem = DrillSet.from_query({"semilla": "0", "ejercicios": "accion:3", "por_paso": "5"})
    assert "ac-order" not in _page(holdem, holdem.items()[0])


def test_step_one_calls_are_not_always_the_bet_shown() -> None:
    """The landing's three hands of step 1: where a hand has a call onto chips already in
    front, two of three ask that one (the learner takes off what is in front)."""
    onto, plain = 0, 0
    for seed in range(10):
        drill_set = DrillSet.from_query(
            {"semilla": str(seed), "ejercicios": "accion:1", "por_paso": "15"}
        )
        for item in drill_set.items():
            t = table(item)
            if t.ask != "to_call":
                continue
            seat = next(
                s for s in t.view().seats if s.name == t.hand.replay.steps[t.asked.step or 0].to_act
            )
            body = _page(drill_set, item)
            assert f"¿Cuánto tiene que poner {seat.name} para igualar?" in body
            if seat.bet:
                onto += 1
            else:
                plain += 1
    assert onto > 2 * plain > 0, (onto, plain)


def test_showing_down_who_shows_first_and_who_may_muck() -> None:
    """At a showdown, with the cards still face down: «¿Quién enseña primero?» (the last
    to bet or raise on the river, else the first still in to the left of the button:
    TDA 17) among those still in, and whether a player may muck unseen (not with an
    all-in: TDA 16)."""
    seen: set[object] = set()
    for drill_set in _sets(seeds=4):
        for item in drill_set.items():
            t = table(item)
            if t.ask not in ("shows_first", "may_muck"):
                continue
            body = _page(drill_set, item)
            assert "data-juega" not in body and "Ver el reparto completo" not in body
            assert all(not s.hole for s in t.view().seats), item.id
            hand = t.hand
            if t.ask == "shows_first":
                offered = re.findall(r'<input type="radio" name="ensena" value="([^"]+)"', body)
                assert offered == list(hand.replay.live), item.id
                river = [m.player for m, s in zip(hand.moves, hand.replay.steps, strict=True)
                         if s.street.value == "river" and m.action.value in ("bet", "raise",
                                                                             "all_in")]  # fmt: skip
                names = [s.name for s in hand.replay.spec.seats]
                n, button = len(names), hand.replay.spec.button
                left = next(names[(button + d) % n] for d in range(1, n + 1)
                            if names[(button + d) % n] in hand.replay.live)  # fmt: skip
                want = river[-1] if river else left
                assert t.solution() == {"shows_first": want}, item.id
                seen.add("river" if river else "button")
            else:
                final = hand.walk.frames[-1]
                all_in = any(final.stacks[i] == 0 and not final.folded[i]
                             for i in range(len(final.stacks)))  # fmt: skip
                assert t.solution() == {"may_muck": not all_in}, item.id
                seen.add(("muck", not all_in))
            right = _answered(drill_set, item, t.solution())
            assert 'data-correct="true"' in right and "TDA 1" in right, item.id
    assert {"river", "button", ("muck", True), ("muck", False)} <= seen, seen


def test_a_pot_question_gives_the_same_on_the_page_and_on_paper() -> None:
    """At the pot after a street, the learner's page and the worksheet both show what each
    player has in front and the pot in the middle, and neither their sum."""
    from academy.instructors.class_set import ClassSet

    seen = 0
    for seed in range(3):
        chosen = ClassSet((), (("accion", 1), ("accion", 3)), 10, seed)
        drill_set = chosen.workshop
        assert drill_set is not None
        sheet = _real().get(f"/instructores/ficha/?{chosen.query()}").get_data(as_text=True)
        sections = sheet.split('class="ws-showdown ws-drill ws-accion"')[1:]
        items = list(drill_set.items())
        assert len(sections) == len(items)
        assert 'class="pot-front"' in sheet  # the sum is said where the question is not the pot

        def felt(html: str) -> tuple[dict[str, int], int | None, bool]:
            fronts = re.findall(r'data-delante="([^"]+)">.*?</span>([\d.\xa0]+)<span', html)
            middle = re.search(r"Bote en el centro: <strong>([\d.\xa0]+)</strong>", html)
            pot = int(re.sub(r"\D", "", middle.group(1))) if middle else None
            bets = {name: int(re.sub(r"\D", "", n)) for name, n in fronts}
            return bets, pot, 'class="pot-front"' in html

        for item, section in zip(items, sections, strict=True):
            t = table(item)
            if t.ask != "pot":
                continue
            page = _page(drill_set, item)
            web, paper = felt(page), felt(section.split("</section>", 1)[0])
            assert web == paper, item.id
            assert web[0] == {s.name: s.bet for s in t.view().seats if s.bet}, item.id
            assert web[1] == t.view().pot and not web[2], item.id  # no sum of the bets
            seen += 1
    assert seen


def test_the_side_pots_are_drawn_in_the_middle_once_the_pot_question_is_past() -> None:
    """Issue 29: after an all-in, the table shows the side pots as the dealer makes them
    where the question is past them: not at the pot question before it is answered (they
    are its answer), in the middle once it is answered and at the questions after it."""

    def middle(page: str) -> list[str]:
        found = re.search(r"<p class=\"pots\" data-bote>(.*?)</p>", page, re.S)
        assert found is not None
        return re.findall(r'<span class="pot">([^:<]+):', found.group(1))

    seen = followed = 0
    for drill_set in _sets(steps=(3,), seeds=4):
        for item in drill_set.items():
            t = table(item)
            pots = t.hand.settlement.pots
            if t.ask != "pots" or len(pots) < 2:
                continue
            assert middle(_page(drill_set, item)) == ["Bote en el centro"], item.id
            names = middle(_answered(drill_set, item, t.solution()))
            assert names[0] == "Bote principal" and len(names) == len(pots), item.id
            assert all(name.startswith("Bote lateral") for name in names[1:]), item.id
            same_hand = [i for i in drill_set.items() if table(i).hand.index == t.hand.index]
            after = [i for i in same_hand if table(i).number > t.number]
            for following in after:
                assert middle(_page(drill_set, following)) == names, following.id
            followed += len(after)
            seen += 1
            if seen == 3 and followed:
                return
    raise AssertionError(f"only {seen} pot questions with side pots ({followed} after them)")
