"""The words of generated feedback are as exact as its figures.

Checked over many generated showdowns of every level and variant, and over the drills'
tables: only a player who receives chips from a pot «gana» or «se lleva» anything; a
category gap is said as it is; a named mistake's reason fits its table; the retired
words («la mesa» for the community cards, «aporta», «Gana X:») are gone; no sentence has
a capital after a colon inside it or doubled punctuation.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from academy.drills import deal_items as drills
from academy.drills.botes.deal import BotesTable
from academy.drills.cinco.deal import CincoTable
from academy.engine.compare import category_gap
from academy.engine.settle import Settlement
from academy.practice import answers as e
from academy.practice import generate
from academy.practice.levels import NAMES

PRACTICE = [
    (level, variant)
    for variant in ("holdem", "omaha", "shortdeck")
    for level in (1, 2, 3, 4)
    if level < 4 or variant == "holdem"
]
SEEDS = range(0, 600, 20)  # 30 sets of 10 showdowns per level and variant
DRILL_SEEDS = range(12)  # 12 sets of 5 items per step, three steps

_NAME = "(?:" + "|".join(NAMES) + ")"
_GROUP = rf"{_NAME}(?:, {_NAME})*(?: y {_NAME})?"
_WIN = r"(?:gana|ganan|se lleva|se llevan|se lo lleva|se lo llevan|lo gana|lo ganan)"
# «gana Ana», «Se lo lleva Ana», «en el bote principal gana Carla», «ganan Ana y Beto»
_WINNER_AFTER = re.compile(rf"\b{_WIN} ({_GROUP})\b", re.IGNORECASE)
# «Ana gana», «Ana sí se lleva», «Ana y Beto se llevan», «Ana tiene la mejor mano y gana»
_WINNER_BEFORE = re.compile(
    rf"\b({_GROUP}) (?:sí |solo |también |tiene la mejor mano y )?{_WIN}\b", re.IGNORECASE
)


def winners_named(text: str) -> set[str]:
    """Every player a text says «gana» or «se lleva» something."""
    named: set[str] = set()
    for pattern in (_WINNER_AFTER, _WINNER_BEFORE):
        for match in pattern.finditer(text):
            named |= set(re.findall(_NAME, match.group(1)))
    return named


def paid(s: Settlement) -> set[str]:
    """The players who receive chips from some pot (a refund is not a win)."""
    return {name for pot in s.pots for name, share in pot.shares.items() if share > 0}


def test_the_winner_finder_reads_the_sentence_shapes() -> None:
    assert winners_named("Se lo lleva Ana con trío de reyes, la mejor mano entre Ana y Beto.") == {
        "Ana"
    }
    assert winners_named("No: Hugo fue all-in y en el bote principal gana Carla.") == {"Carla"}
    assert winners_named("Gana Elena: su full de ases supera al color de Beto.") == {"Elena"}
    assert winners_named("Dani y Fede se llevan el bote; Gabi no gana nada.") == {"Dani", "Fede"}
    assert winners_named("7♦ es de Beto, que no gana el bote.") == set()
    assert winners_named("El trío de reyes de Ana supera al trío de jotas de Beto.") == set()


def practice_texts(level: int, variant: str) -> Iterator[tuple[str, Settlement, str]]:
    """(showdown id, settlement, text) for every option's text, summary and feedback."""
    for seed in SEEDS:
        for showdown in generate(level, seed, 10, variant):
            s = showdown.settlement
            for option in showdown.options:
                for text in (option.text, option.summary, option.feedback):
                    yield f"{showdown.id} {option.key}", s, text


def drill_texts(kind: str, variant: str) -> Iterator[tuple[str, Settlement, str]]:
    """(item id, settlement, text) for the explanation and each tempting mistake's
    feedback of every item of the drill."""
    for seed in DRILL_SEEDS:
        for item in drills(kind, seed, 5, variant):
            assert isinstance(item.table, CincoTable | BotesTable)
            s = item.table.settlement
            yield item.id, s, item.table.question
            for line in s.explanation:
                yield item.id, s, line
            for code, _, verdict in item.table.offered():
                for line in verdict.feedback:
                    yield f"{item.id} {code}", s, line


def all_texts(where: str, variant: str) -> Iterator[tuple[str, Settlement, str]]:
    if where in ("cinco", "botes"):
        yield from drill_texts(where, variant)
    else:
        yield from practice_texts(int(where), variant)


CASES = [(str(level), variant) for level, variant in PRACTICE] + [
    (kind, variant) for kind in ("cinco", "botes") for variant in ("holdem", "omaha", "shortdeck")
]


@pytest.mark.parametrize(("where", "variant"), CASES)
def test_only_a_pots_winner_wins(where: str, variant: str) -> None:
    """No sentence says a player «gana» or «se lleva» anything unless that player receives
    chips from a pot of the settlement (the explanation, the options, their summaries and
    feedback, the drills' feedback on every tempting mistake)."""
    texts = 0
    tables: set[str] = set()
    for where_id, s, text in all_texts(where, variant):
        texts += 1
        tables.add(where_id.split()[0])
        wrongly = winners_named(text) - paid(s)
        assert not wrongly, f"{where_id}: {sorted(wrongly)} receive nothing: {text}"
        assert not re.search(r"\bGana\b", text), f"{where_id}: {text}"
    assert len(tables) >= (300 if where.isdigit() else 180) and texts > len(tables)


@pytest.mark.parametrize(("where", "variant"), CASES)
def test_the_retired_words_and_punctuation(where: str, variant: str) -> None:
    """The community cards are «las cartas comunitarias» (only «juega la mesa» stays);
    chips are «puso», not «aporta»; no capital after a colon inside a sentence; no
    doubled punctuation."""
    for where_id, _, text in all_texts(where, variant):
        plain = re.sub(r"\b(?:juega|juegan|jugar|jugarla) la mesa\b", "", text)
        assert "mesa" not in plain.lower(), f"{where_id}: {text}"
        assert not re.search(r"\baport", text), f"{where_id}: {text}"
        assert not re.search(r": (?:El|La|Los|Las|Gana|Bote|Empate|Juega|Y)\b", text), (
            f"{where_id}: {text}"
        )
        assert not re.search(r"[.,;:]\s*[.,;:]|\s[.,;:]", text), f"{where_id}: {text}"
        assert "  " not in text and text == text.strip(), f"{where_id}: {text}"


GAP = re.compile(r"\b(una|dos|tres|cuatro|cinco|seis|siete|ocho) categorías? por encima")


@pytest.mark.parametrize("variant", ["holdem", "omaha", "shortdeck"])
def test_level_1_says_the_real_category_gap(variant: str) -> None:
    checked = 0
    for seed in SEEDS:
        for showdown in generate(1, seed, 10, variant):
            s = showdown.settlement
            (winner,), (loser,) = s.order
            gap = category_gap(s.hands[winner], s.hands[loser]).split()[0]
            for option in showdown.options:
                for text in (option.summary, option.feedback):
                    for said in GAP.findall(text):
                        assert said == gap, f"{showdown.id}: {text}"
                        checked += 1
            assert "categoría más alta" not in " ".join(o.summary for o in showdown.options)
    assert checked >= 300


_AMOUNT = r"\d[\d\u202f\u00a0 ]*"
SPLIT = re.compile(
    rf"se reparten ({_AMOUNT}) fichas, ({_AMOUNT}) para cada uno"
    rf"(?:, y (?:sobra 1 ficha|sobran ({_AMOUNT}) fichas))?(.)"
)


def _amount(text: str | None) -> int:
    return int(re.sub(r"\D", "", text)) if text else 0


@pytest.mark.parametrize(("where", "variant"), CASES)
def test_a_split_says_the_odd_chips_it_leaves(where: str, variant: str) -> None:
    """«se reparten 95 fichas, 47 para cada uno, y sobra 1 ficha»: the sentence's
    arithmetic is exact, and it matches what each tied player of that pot receives."""
    checked = 0
    for where_id, s, text in all_texts(where, variant):
        for match in SPLIT.finditer(text):
            total, each = _amount(match.group(1)), _amount(match.group(2))
            left = 1 if "sobra 1 ficha" in match.group(0) else _amount(match.group(3))
            pots = [p for p in s.pots if p.paid == total and len(p.winners) > 1]
            assert pots, f"{where_id}: no tied pot of {total}: {text}"
            pot = pots[0]
            assert each * len(pot.winners) + left == total, f"{where_id}: {text}"
            shares = sorted(pot.shares[w] for w in pot.winners)
            assert shares == [each] * (len(shares) - left) + [each + 1] * left, (
                f"{where_id}: {shares}: {text}"
            )
            checked += 1
    if where == "3":
        assert checked > 0


@pytest.mark.slow  # a sweep or a subprocess: the full suite runs it, the fast tier does not
def test_suit_tiebreak_says_why_on_its_table() -> None:
    """«Desempatar por palo» where everyone plays the board (the same five cards, no suit
    differs): the reason names the option's card that does not play; where the tied fives
    differ (Omaha), the suits are what differs and the reason says they never decide."""
    board_cases = other_cases = 0
    for variant in ("holdem", "omaha", "shortdeck"):
        for seed in range(0, 1200, 7):
            for showdown in generate(3, seed, 10, variant):
                s = showdown.settlement
                tied = s.pots[0].winners
                for option in showdown.options:
                    if option.error != e.SUIT_TIEBREAK:
                        continue
                    fives = {frozenset(s.hands[name].five) for name in tied}
                    if len(fives) == 1:  # the same five cards for all: no suit differs
                        board_cases += 1
                        assert "los palos nunca desempatan;" not in option.summary
                        assert "valen lo mismo" not in option.summary
                        player = option.claim.player
                        assert player is not None
                        hole = s.spec.player(player).hole
                        assert any(f"{c.display} de {player} no juega" in option.summary
                                   for c in hole), option.summary  # fmt: skip
                        assert "todos juegan la mesa" in option.summary
                        assert "no juegan, así que su palo no cuenta" in option.feedback
                    else:
                        other_cases += 1
                        assert option.summary.startswith("No: los palos nunca desempatan")
    assert board_cases >= 50 and other_cases >= 20


def test_the_lesson_example_reads_without_a_second_verdict() -> None:
    """The practice example of lesson 5 used to read «la mejor mano: Gana Carla: su full…».
    Every «ahí tiene la mejor mano» is now followed by a new sentence."""
    found = 0
    for seed in SEEDS:
        for showdown in generate(4, seed, 10):
            for option in showdown.options:
                if "ahí tiene la mejor mano" in option.feedback:
                    found += 1
                    assert "ahí tiene la mejor mano. " in option.feedback
    assert found >= 30


def test_limits_drill_says_bet_where_nobody_has_bet() -> None:
    """Where nobody has bet yet the limits are an «apuesta mínima / máxima»; after a bet,
    a «subida» «a» a total. Checked on the corrections of every tempting mistake and of a
    typed answer one chip off each limit."""
    opening = later = 0
    for seed in range(20):
        for item in drills("limites", seed, 5):
            first = item.table.spec["current_bet"] == 0
            verdicts = [verdict for _, _, verdict in item.table.offered()]
            solution = item.table.solution()
            if not solution["closed"]:
                low, high = solution["min_raise_to"], solution["max_raise_to"]
                assert isinstance(low, int) and isinstance(high, int)
                off = {**solution, "min_raise_to": low + 1, "max_raise_to": high + 1}
                verdicts.append(item.check(off))
                verdicts.append(item.check({**solution, "closed": True}))
            for verdict in verdicts:
                corrections = [
                    line for line in verdict.feedback
                    if line.startswith(("La apuesta m", "La subida m", "Sí puedes"))
                ]  # fmt: skip
                for line in corrections:
                    if first:
                        opening += 1
                        assert "subida" not in line and "subir" not in line, line
                    else:
                        later += 1
                        assert "apuesta mínima es" not in line, line
                        assert "apuesta máxima es" not in line, line
    assert opening >= 30 and later >= 100


def test_short_deck_summaries_say_whose_order_puts_the_straight_over_trips() -> None:
    """Rooms differ on straight against three of a kind in Short Deck: every line that
    ranks one over the other by category says it follows this site's order."""
    checked = 0
    for where_id, _, text in practice_texts(1, "shortdeck"):
        for sentence in re.split(r"(?<=\.) ", text):
            ranked = "categoría por encima" in sentence
            if ranked and "escalera al" in sentence and "trío" in sentence:
                assert "orden" in sentence, f"{where_id}: {sentence}"
                checked += 1
    assert checked > 0


@pytest.mark.parametrize(("where", "variant"), CASES)
def test_the_suit_reason_is_said_once(where: str, variant: str) -> None:
    """«los palos no desempatan» once per text, not twice in the same feedback."""
    for where_id, _, text in all_texts(where, variant):
        assert text.lower().count("palos no desempatan") <= 1, f"{where_id}: {text}"
