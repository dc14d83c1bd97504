"""Checking the pot rows («Reparte los botes», and «Sigue la acción» at a hand's end):
each pot's amount, winners and odd chip, each refund and what each player receives, with
the named mistakes the typed numbers show.

The learner's answer, as a form or JSON sends it (amounts as text or numbers, names as a
list or a text with commas)::

    {"pots": [{"amount": "190", "winners": ["Ana"], "odd_chips": []}, ...],
     "refunds": {"Carla": "80"}, "received": {"Ana": "190", "Beto": "140", ...}}

A refund or a received amount left out is 0; a pot's amount must be written.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ...engine.compare import decide, with_article
from ...engine.errors import PokerError
from ...engine.evaluate import Category
from ...engine.numbers import chips, number
from ...engine.phrasing import capitalized, join_names, odd_chip_rule
from ...engine.pots import MAIN_POT, Pot
from ...engine.settle import Settlement
from ...practice.feedback import pot_name
from .. import typed as t
from ..checking import Model, Values, Verdict, differing, marks, recognise, tempting
from .mistakes import POT_MISTAKES
from .models import models, names_of, right

KEYS = ("pots", "refunds", "received")
SHOWN_IN = {"refund_in_pot": ("pots",)}  # the uncalled chips typed inside some pot
POT_KEYS = ("amount", "winners", "odd_chips")
ORDER = tuple(m.code for m in POT_MISTAKES)  # the order a verdict names them


def typed_pot(index: int) -> str:
    """The name of the learner's ``index``-th typed pot (main pot first)."""
    return MAIN_POT if index == 0 else f"bote lateral {index}"


def check(s: Settlement, typed: object, mistaken: Sequence[Model] | None = None) -> Verdict:
    """The verdict on a typed answer; ``mistaken`` are the table's models if known.

    When every «recibe» box is blank (or 0: nobody receiving anything is no reading of a
    showdown), those boxes are marked wrong but name no mistake: a model that gives some
    player nothing would otherwise be named from the blanks."""
    given = read(s, typed)
    if any(given[f"received.{name}"] for name in names_of(s)):
        return judge(s, given, mistaken)
    shown = {k: v for k, v in given.items() if not k.startswith("received.")}
    verdict = judge(s, shown, mistaken)
    return judge(s, given, mistaken, codes=verdict.mistakes)


def judge(
    s: Settlement,
    given: Values,
    mistaken: Sequence[Model] | None = None,
    expected: Values | None = None,
    diffs: Sequence[set[str]] | None = None,
    memo: dict[str, str] | None = None,
    codes: Sequence[str] | None = None,
) -> Verdict:
    """The verdict on an answer already read into values (``expected``, the models'
    ``diffs`` and the correction sentences' ``memo`` when a caller judges many answers on
    one table; ``codes``, the mistakes named if already recognised)."""
    expected = right(s).values(names_of(s)) if expected is None else expected
    fields = marks(given, expected)
    mistaken = models(s) if mistaken is None else mistaken
    if codes is None:
        codes = recognise(given, expected, mistaken, SHOWN_IN, diffs, order=ORDER)
    correct = all(fields.values())
    if correct:
        feedback = [
            "¡Correcto! Los botes, las devoluciones y lo que recibe cada jugador coinciden "
            "con el reparto del crupier."
        ]
    else:
        feedback = [EXPLAIN[code](s) for code in codes]
        feedback += [correction(s, key, given, memo) for key, ok in fields.items() if not ok]
    return Verdict(correct, fields, tuple(codes), tuple(line for line in feedback if line))


def read(s: Settlement, typed: object) -> Values:
    """The typed answer as values per field; PokerError (Spanish) names a bad field."""
    if not isinstance(typed, Mapping):
        raise PokerError("se esperaba un objeto con pots, refunds y received", "answer")
    for key in typed:
        if key not in KEYS:
            raise PokerError(f"campo desconocido «{key}» (se admiten: {', '.join(KEYS)})", str(key))
    names = names_of(s)
    pots = t.entries(typed.get("pots"), "pots", "los botes")
    if not pots:
        raise PokerError("los botes: escribe al menos el bote principal", "pots")
    values: dict[str, object] = {"pots": len(pots)}
    for i, pot in enumerate(pots):
        at, title = f"pots[{i}]", typed_pot(i)
        for key in pot:
            if key not in POT_KEYS:
                raise PokerError(f"el {title}: campo desconocido «{key}»", f"{at}.{key}")
        values[f"{at}.amount"] = t.amount(
            pot.get("amount"), f"{at}.amount", f"la cantidad del {title}"
        )
        values[f"{at}.winners"] = t.names(
            pot.get("winners"), names, f"{at}.winners", f"quién gana el {title}"
        )
        values[f"{at}.odd_chips"] = t.names(
            pot.get("odd_chips"), names, f"{at}.odd_chips", f"la ficha sobrante del {title}"
        )
    for key, what in (("refunds", "lo que se devuelve a"), ("received", "lo que recibe")):
        given = t.mapping(typed.get(key), key, f"{what} cada jugador")
        for name in given:
            if name not in names:
                raise PokerError(
                    f"«{name}» no juega en esta mesa (están {join_names(names)})", f"{key}.{name}"
                )
        for name in names:
            values[f"{key}.{name}"] = t.amount(
                given.get(name), f"{key}.{name}", f"{what} {name}", blank=0
            )
    return values


def solution(s: Settlement) -> dict[str, object]:
    return as_typed(right(s).values(names_of(s)), names_of(s))


def temptations(
    s: Settlement, mistaken: Sequence[Model] | None = None
) -> dict[str, dict[str, object]]:
    names = names_of(s)
    expected = right(s).values(names)
    found = tempting(models(s) if mistaken is None else mistaken, expected)
    return {code: as_typed(v, names) for code, v in found.items()}


def offered(
    s: Settlement, mistaken: Sequence[Model]
) -> list[tuple[str, dict[str, object], Verdict]]:
    """Each mistake tempting on this table: its model's answer as typed, and the verdict
    on it (judged from the model's values, not read back from text)."""
    names = names_of(s)
    expected = right(s).values(names)
    diffs = [differing(model, expected) for _, model in mistaken]
    memo: dict[str, str] = {}
    return [
        (code, as_typed(v, names), judge(s, v, mistaken, expected, diffs, memo))
        for code, v in tempting(mistaken, expected).items()
    ]


def as_typed(values: Values, names: Sequence[str]) -> dict[str, object]:
    """Values written back as a learner's answer (names in seat order)."""

    def seated(key: str) -> list[str]:
        chosen = values[key]
        assert isinstance(chosen, frozenset)
        return [name for name in names if name in chosen]

    count = values["pots"]
    assert isinstance(count, int)
    pots = [
        {"amount": values[f"pots[{i}].amount"], "winners": seated(f"pots[{i}].winners"),
         "odd_chips": seated(f"pots[{i}].odd_chips")}
        for i in range(count)
    ]  # fmt: skip
    refunds = {n: values[f"refunds.{n}"] for n in names if values[f"refunds.{n}"]}
    received = {n: values[f"received.{n}"] for n in names}
    return {"pots": pots, "refunds": refunds, "received": received}


# Feedback ----------------------------------------------------------------------------


def _pieces(pot: Pot) -> str:
    return join_names(f"{number(amount)} de {name}" for name, amount in pot.contributions.items())


TYPED = "\x00"  # where a correction says what was typed («…, no 125.»)


def correction(s: Settlement, key: str, given: Values, memo: dict[str, str] | None = None) -> str:
    """One sentence with the right value of a wrong field, and where it comes from (the
    sentence is the same for every answer on a table: ``memo`` keeps it)."""
    value = given.get(key)
    typed = f", no {number(value)}" if isinstance(value, int) else ""
    if memo is None:
        memo = {}
    if key not in memo:
        memo[key] = _right_sentence(s, key)
    return memo[key].replace(TYPED, typed)


def _right_sentence(s: Settlement, key: str) -> str:
    typed = TYPED
    if key == "pots":
        names = join_names(pot_name(s, p) for p in s.pots)
        return f"Son {len(s.pots)} botes ({names}){typed}."
    if key.startswith("pots["):
        index = int(key[5 : key.index("]")])
        if index >= len(s.pots):
            return ""
        pot, what = s.pots[index], key.rsplit(".", 1)[1]
        if what == "amount":
            return f"El {pot_name(s, pot)} tiene {chips(pot.amount)} ({_pieces(pot)}){typed}."
        if what == "winners":
            return f"{capitalized(_won(s, pot))} (lo disputan {join_names(pot.eligible)})."
        if pot.odd_chips:
            return f"La ficha sobrante del {pot_name(s, pot)} es para {join_names(pot.odd_chips)}."
        return f"El {pot_name(s, pot)} se reparte sin fichas sobrantes."
    kind, name = key.split(".", 1)
    if kind == "refunds":
        amount = s.refunds.get(name, 0)
        if not amount:
            return f"A {name} no se le devuelve nada{typed}."
        return f"A {name} se le devuelve{'n' if amount != 1 else ''} {chips(amount)}{typed}."
    parts = [
        f"{number(pot.shares[name])} del {pot_name(s, pot)}"
        for pot in s.pots
        if pot.shares.get(name)
    ]
    if s.refunds.get(name):
        parts.append(f"{number(s.refunds[name])} de devolución")
    if not parts:
        return f"{name} no recibe nada{typed}."
    where = f" ({join_names(parts)})" if len(parts) > 1 else ""
    return f"{name} recibe {chips(s.received[name])} en total{where}{typed}."


def _won(s: Settlement, pot: Pot) -> str:
    """``el bote lateral lo gana Ana`` or ``… se lo reparten Ana y Beto, que empatan``."""
    return f"el {pot_name(s, pot)} {_taken(pot)}"


def _refund(s: Settlement) -> tuple[str, int]:
    return next(iter(s.refunds.items()))


def _refund_forgotten(s: Settlement) -> str:
    owner, excess = _refund(s)
    return (
        f"Nadie igualó las últimas {chips(excess)} de {owner}: no entran en ningún bote y "
        "se le devuelven. Si no se las devuelves, el reparto no cuadra: faltan esas fichas."
    )


def _refund_in_pot(s: Settlement) -> str:
    owner, excess = _refund(s)
    return (
        f"Las {chips(excess)} de {owner} que nadie igualó no forman parte de ningún bote: se "
        f"le devuelven aparte, gane o pierda {owner}."
    )


def _dead_chips(s: Settlement) -> str:
    sentences = []
    for p in s.spec.players:
        if p.folded and p.contributed:
            where = join_names(
                f"{number(pot.contributions[p.name])} en el {pot_name(s, pot)}"
                for pot in s.pots
                if p.name in pot.contributions
            )
            pots = [pot for pot in s.pots if p.name in pot.contributions]
            place = f"en el {pot_name(s, pots[0])}" if len(pots) == 1 else f"en los botes ({where})"
            sentences.append(
                f"{p.name} se retiró, pero sus {chips(p.contributed)} se quedan {place}: no "
                "puede ganarlas, pero cuentan."
            )
    return " ".join(sentences)


def _allin_paid(s: Settlement) -> str:
    best = s.order[0][0]
    pot = next(p for p in s.pots if best not in p.eligible)
    stake = next(p.contributed for p in s.spec.players if p.name == best)
    return (
        f"{best} tiene la mejor mano, pero fue all-in con {chips(stake)}: de cada rival solo "
        f"puede ganar lo mismo que puso. El {pot_name(s, pot)} lo disputan "
        f"{join_names(pot.eligible)}, sin {best}, y {_taken(pot)}."
    )


def _taken(pot: Pot) -> str:
    """``lo gana Ana`` or ``se lo reparten Ana y Beto, que empatan``."""
    if len(pot.winners) == 1:
        return f"lo gana {pot.winners[0]}"
    return f"se lo reparten {join_names(pot.winners)}, que empatan"


def _side_split(s: Settlement) -> str:
    pot = next(p for p in s.pots[1:] if set(p.winners) != set(p.eligible))
    winner = pot.winners[0]
    loser = next(name for group in s.order for name in group if name in pot.eligible
                 and name not in pot.winners)  # fmt: skip
    reason = decide(s.hands[winner], s.hands[loser]).sentence(winner, loser)
    return (
        f"El {pot_name(s, pot)} no se reparte entre todos los que lo disputan "
        f"({join_names(pot.eligible)}): es un bote como los demás y lo gana la mejor mano "
        f"entre ellos. {reason}"
    )


def _odd_chip(s: Settlement) -> str:
    pot = next(p for p in s.pots if p.odd_chips)
    count = len(pot.odd_chips)
    split = (
        f"una vez descontada la comisión quedan {chips(pot.amount - pot.rake)}, que"
        if pot.rake
        else f"las {chips(pot.amount)}"
    )
    return (
        f"En el {pot_name(s, pot)}, {split} no se dividen exactamente entre "
        f"{join_names(pot.winners)}: {odd_chip_rule(count)}. Con {s.spec.button} en el botón, "
        f"{'es' if count == 1 else 'son'} para {join_names(pot.odd_chips)}."
    )


def _merged(s: Settlement) -> str:
    first, *rest = s.pots
    who = "; ".join(
        [f"el {pot_name(s, first)} lo disputan {join_names(first.eligible)}"]
        + [f"el {pot_name(s, pot)}, {join_names(pot.eligible)}" for pot in rest]
    )
    return (
        "Cada bote lo disputan jugadores distintos, por eso no se juntan: quien fue all-in "
        f"con menos no puede ganar lo que se apostó por encima. {capitalized(who)}."
    )


def _full_over_flush(s: Settlement) -> str:
    def holding(names: Sequence[str], category: Category) -> list[str]:
        return [n for n in names if n in s.hands and s.hands[n].category is category]

    pot = next(p for p in s.pots if holding(p.winners, Category.FLUSH)
               and holding(p.eligible, Category.FULL_HOUSE))  # fmt: skip
    flush = holding(pot.winners, Category.FLUSH)[0]
    full = holding(pot.eligible, Category.FULL_HOUSE)[0]
    return (
        f"En Short Deck el color gana al full, al revés que en Texas Hold'em: "
        f"{with_article(s.hands[flush])} de {flush} supera "
        f"{with_article(s.hands[full], to=True)} de {full}. Por eso {_won(s, pot)}."
    )


EXPLAIN = {
    "shortdeck_full_over_flush": _full_over_flush,
    "refund_forgotten": _refund_forgotten,
    "refund_in_pot": _refund_in_pot,
    "dead_chips_left_out": _dead_chips,
    "allin_paid_from_side_pot": _allin_paid,
    "side_pot_split_evenly": _side_split,
    "odd_chip_wrong_seat": _odd_chip,
    "pots_merged": _merged,
}
