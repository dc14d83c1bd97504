"""«Sigue la acción» as a kind of the workshop: one item is one question of a hand
(:mod:`.dealt`), its page the table at that point (:mod:`.view`), its form one field per
ask: ``habla`` (who acts: a radio of every player at the table, folded and all-in
ones too: naming them is the mistake to catch), ``puede`` (sí / no),
``fichas`` (an amount), per pot row ``boteN`` / ``ganaN`` / ``sobranteN`` (the pots), per
player ``recibe_<name>`` (what each receives). ``academy drill --kind accion --json`` is
the document of whole hands (:mod:`.contract`), one item a hand.

>>> from academy.drills import drill_at
>>> item = drill_at("accion", 1, 42, 0)
>>> [f.name for f in KIND.form_fields(item)] in (["habla"], ["fichas"], ["puede"])
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ...engine.cards import Card, display_cards, format_cards
from ...engine.hands import Variant
from ...engine.numbers import number
from ...engine.phrasing import capitalized, join_names, spoken_pot_names
from ...engine.settle import Settlement
from .. import typed as t
from ..base import KindDefaults, amount_text, one
from ..catalog import Catalog
from ..checking import Verdict
from ..kind import (
    CheckRow,
    ChoiceOption,
    DrillItem,
    ExportCells,
    FormField,
    ItemPage,
    LmsQuestion,
    NumericField,
    Reading,
    Typed,
    YesNo,
)
from ..pot_rows.check import typed_pot
from ..pot_rows.rows import PotRows, read_pot_rows, rows_filled
from . import check as c
from .catalog import CATALOG, STEP_TITLES
from .contract import drill_items
from .hands import KIND as CODE
from .hands import VARIANTS
from .questions import PER_HAND, SHOW_ASKS
from .table import AccionTable, table_at
from .view import HandView, SeatView, StreetLines

WHO = "habla"
CAN = "puede"
CHIPS = "fichas"
SHOWS = "ensena"  # who shows first at the showdown
MUCK = "tira"  # whether a player may muck unseen (sí / no)
AMOUNT_FIELD_LABELS = {
    "to_call": "Para igualar pone",
    "min_raise_to": "Subida mínima (hasta)",
    "max_raise_to": "Subida máxima (hasta)",
    "pot": "Fichas en el bote",
    "rake": "Comisión",
}
END_ASKS = (*SHOW_ASKS, "pots", "rake", "received")  # the questions at the end of the hand
# The pot question in an LMS file has a blank per pot's amount, no winner to choose: it
# says so (as «Reparte los botes» says what its blanks are).
POTS_INTRO = (
    "Aquí se escriben solo las cantidades: cuántas fichas tiene cada bote, con la comisión "
    "dentro. Quién gana cada bote no se escribe: lo dice la respuesta al corregir."
)


@dataclass(frozen=True, slots=True)
class AccionDetails:
    """What the page draws: the table at the question, what it asks, the players one may
    name (those still in), the pot rows, where the question is in the hand, and once
    answered the showdown's lines (the end questions)."""

    view: HandView
    ask: str
    question: str
    live: tuple[str, ...]
    players: tuple[str, ...]
    pot_labels: tuple[str, ...]
    house: tuple[str, ...]  # the room's rules: the fixed-limit cap, the commission
    number: int  # the question's place in its hand, from 1
    count: int  # the hand's questions
    hand: int  # the hand's place in the set, from 1
    structure: str
    blinds: str
    showdown: tuple[str, ...] = ()
    explanation: tuple[str, ...] = ()
    raked: bool = False  # the hand pays a commission: the odd chip is of the pot without it
    # The commission's rule before the end: folded (one line on a phone), open at the end
    later: tuple[str, ...] = ()
    # Short Deck's order of hands as this room plays it: said at the end questions, where
    # hands are compared (the betting questions do not need it; a phone keeps its room)
    order: str = ""


@dataclass(frozen=True, slots=True)
class SheetSeat:
    """A seat on paper: its name and marks (the button, a blind, all-in…), the chips
    behind and the chips in front this street."""

    name: str
    marks: str
    stack: int
    bet: int
    out: bool  # folded


SheetStreet = StreetLines  # a street's action on paper: as on the page


@dataclass(frozen=True, slots=True)
class AccionSheet:
    """A worksheet's item (``instructors/drills/accion.html``): where the question is in
    its hand, the table at that point (seats, board, pot), the action (the whole of it at
    a hand's first question; after that, only what happened since the previous one,
    ``since``), what is asked and the blanks: an amount's label, the players one may
    name, the pot rows."""

    hand: int
    number: int
    count: int
    rules: str
    street: str
    seats: tuple[SheetSeat, ...]
    board: tuple[Card, ...]
    pot: int
    bets: int
    story: tuple[SheetStreet, ...]
    since: bool
    ask: str
    label: str
    names: tuple[str, ...]
    pots: tuple[str, ...]
    showdown: bool  # the hand reached its end (the end's questions)
    felt: HandView  # the table as the learner's page draws it (folded hands stay hidden)


def _table(item: DrillItem) -> AccionTable:
    assert isinstance(item.table, AccionTable)
    return item.table


def pot_labels(table: AccionTable) -> list[str]:
    rows = max(3, len(table.hand.replay.spec.seats) - 1)
    names = spoken_pot_names([typed_pot(i) for i in range(rows)])
    return [capitalized(name) for name in names]


def _names(table: AccionTable) -> list[str]:
    return [s.name for s in table.hand.replay.spec.seats]


def _live(table: AccionTable) -> list[str]:
    return [s.name for s in table.view().seats if not s.folded]


STRUCTURE_NAMES = {"no_limit": "Sin límite", "pot_limit": "Límite de bote",
                   "fixed_limit": "Límite fijo"}  # fmt: skip


def _blinds(table: AccionTable) -> str:
    spec = table.hand.replay.spec
    if spec.button_blind:
        return (
            f"ante de {number(spec.ante)} por jugador, ciega del botón de "
            f"{number(spec.button_blind)}"
        )
    text = f"ciegas {number(spec.small_blind)}/{number(spec.big_blind)}"
    if spec.ante:
        text += f", ante {number(spec.ante)}"
    if spec.small_bet:
        text += f"; apuestas de {number(spec.small_bet)} y {number(spec.big_bet or 0)}"
    return text


NO_RAKE = "Sin comisión en esta mano."
RAKE_FROM = "sale del bote principal (si no alcanza, del bote lateral 1, y así por orden)"


def house_rules(table: AccionTable) -> tuple[str, ...]:
    """The room's rules the questions need and the table does not show: the fixed-limit
    cap and the commission (the last line). Short Deck's order is :func:`short_deck_order`."""
    spec = table.hand.replay.spec
    lines = []
    if spec.small_bet:
        lines.append(
            "Tope: una apuesta y tres subidas por ronda, también mano a mano (regla de esta sala)."
        )
    if spec.rake is not None:
        lines.append(f"Comisión: {spec.rake.rule_text()}; {RAKE_FROM}; {_no_flop(table)}.")
    else:
        lines.append(NO_RAKE)
    return tuple(lines)


def _no_flop(table: AccionTable) -> str:
    """A hand that ends before the flop: «sin flop no hay comisión», as most rooms play,
    unless this room takes it anyway."""
    rake = table.hand.replay.spec.rake
    if rake is None or rake.no_flop_no_drop:
        return "sin flop no hay comisión"
    return (
        "en esta sala se cobra también si la mano termina sin flop (lo más común es «sin "
        "flop no hay comisión»)"
    )


SHORT_DECK_ORDER = (
    "Short Deck, como se juega en esta sala: el color gana al full y la escalera gana al "
    "trío (hay salas donde el trío gana a la escalera); A-6-7-8-9 es la escalera más baja."
)


def short_deck_order(table: AccionTable) -> str:
    """The order of hands this room plays Short Deck with (the engine's: only the flush
    goes above the full house), said where the hand is Short Deck; else empty."""
    return SHORT_DECK_ORDER if table.hand.variant is Variant.SHORTDECK else ""


def amount_label(table: AccionTable) -> str:
    """The amount field's label: «Apuesta» before a bet, «Subida» after one; in fixed
    limit the one raise there is."""
    ask = table.ask
    step = table.hand.replay.steps[table.asked.step or 0] if table.asked.step is not None else None
    bet = step is not None and step.to_call == 0 and step.street.value != "preflop"
    if ask in ("min_raise_to", "max_raise_to") and table.hand.replay.spec.small_bet:
        return "Apuesta (hasta)" if bet else "Subida (hasta)"
    if ask in ("min_raise_to", "max_raise_to") and bet:
        return "Apuesta mínima" if ask == "min_raise_to" else "Apuesta máxima"
    return AMOUNT_FIELD_LABELS[ask]


@dataclass(frozen=True)
class AccionKind(KindDefaults):
    code: str = CODE
    letter: str = "a"
    catalog: Catalog = CATALOG
    description: str = (
        "Sigues una mano entera desde el asiento del crupier: quién habla, cuánto se "
        "iguala, hasta dónde se puede subir, el bote de cada calle y el reparto final. "
        "Cada paso es una mano, y cada pregunta un ejercicio."
    )
    salt: int = 8
    grid_help: str | None = None

    @property
    def variants(self) -> tuple[Variant, ...]:
        return VARIANTS

    # Items and the CLI

    def deal(self, step: int, seed: int, index: int, variant: Variant) -> AccionTable:
        return table_at(seed, step, index, variant)

    def document(
        self, seed: int, count: int, variant: Variant, steps: tuple[int, ...]
    ) -> dict[str, object]:
        """Whole hands (``count`` a step), as :func:`.contract.drill_items` gives them."""
        return {
            "kind": self.code,
            "title": self.catalog.title,
            "seed": seed,
            "variant": variant.value,
            "steps": [{"step": s, "title": STEP_TITLES[s]} for s in steps],
            "count": count,
            "items": [item for s in steps for item in drill_items(seed, count, s, variant)],
        }

    # The form and the page

    def form_fields(self, item: DrillItem) -> tuple[FormField, ...]:
        table = _table(item)
        ask = table.ask
        if ask == "to_act":
            return (FormField(WHO, ask, "Le toca hablar a", "a quién le toca hablar"),)
        if ask == "can_raise":
            return (FormField(CAN, ask, "¿Puede subir?", "si puede subir"),)
        if ask == "shows_first":
            return (FormField(SHOWS, ask, "Enseña primero", "quién enseña primero"),)
        if ask == "may_muck":
            return (FormField(MUCK, ask, "¿Puede tirarlas sin enseñarlas?",
                              "si puede tirarlas sin enseñarlas"),)  # fmt: skip
        if ask in AMOUNT_FIELD_LABELS:
            return (FormField(CHIPS, ask, amount_label(table), c.AMOUNT_LABELS[ask]),)
        if ask == "pots":
            fields: list[FormField] = []
            for i, pot in enumerate(pot_labels(table)):
                low = pot.lower()
                fields += [
                    FormField(f"bote{i + 1}", f"pots[{i}].amount", f"{pot}: fichas",
                              f"la cantidad del {low}"),
                    FormField(f"gana{i + 1}", f"pots[{i}].winners", f"{pot}: quién lo gana",
                              f"quién gana el {low}", many=True),
                    FormField(f"sobrante{i + 1}", f"pots[{i}].odd_chips",
                              f"{pot}: ficha sobrante", f"la ficha sobrante del {low}",
                              many=True),
                ]  # fmt: skip
            return tuple(fields)
        return tuple(
            FormField(
                f"recibe_{name}", f"received.{name}", f"{name} recibe", f"lo que recibe {name}"
            )  # fmt: skip
            for name in _names(table)
        )

    def read(
        self,
        item: DrillItem,
        fields: Sequence[FormField],
        values: Mapping[str, list[str]],
        errors: dict[str, str],
    ) -> Typed:
        table = _table(item)
        ask = table.ask
        if ask == "to_act":
            missing = "Elige a quién le toca hablar"
            return _pick_name(ask, values, errors, WHO, _names(table), missing,
                              "no juega en esta mesa")  # fmt: skip
        if ask == "shows_first":
            missing = "Elige quién enseña primero"
            return _pick_name(ask, values, errors, SHOWS, _live(table), missing,
                              "no llega al showdown")  # fmt: skip
        if ask in ("can_raise", "may_muck"):
            field = CAN if ask == "can_raise" else MUCK
            said = one(values, field)
            if said not in ("sí", "si", "no"):
                errors[field] = "Responde sí o no"
            return Typed({ask: said})
        if ask in AMOUNT_FIELD_LABELS:
            return Typed({ask: amount_text(values, errors, fields[0], blank=None)})
        if ask == "pots":
            return _read_pots(table, fields, values, errors)
        return Typed(
            {"received": {name: amount_text(values, errors, field, blank=0)
                          for name, field in zip(_names(table), fields, strict=True)}}
        )  # fmt: skip

    def page(
        self,
        item: DrillItem,
        fields: Sequence[FormField],
        reading: Reading | None,
        verdict: Verdict | None,
    ) -> ItemPage:
        table = _table(item)
        answered = verdict is not None and reading is not None
        view = table.view(answered)
        showdown: tuple[str, ...] = ()
        explanation: tuple[str, ...] = ()
        # The showdown's lines once answered, not after who shows first or a muck: the
        # pots and what each receives are still to be asked.
        if answered and view.end and len(table.hand.replay.live) > 1 and table.ask not in SHOW_ASKS:
            showdown = tuple(c.end_lines(table.hand.settlement))
            explanation = tuple(table.hand.settlement.explanation)
        house = house_rules(table)  # the commission's rule (or none) is the last line
        end = table.ask in END_ASKS or table.hand.replay.spec.rake is None
        details = AccionDetails(
            view,
            table.ask,
            table.question,
            tuple(_live(table)),
            tuple(_names(table)),
            tuple(pot_labels(table)),
            house if end else house[:-1],
            table.number + 1,
            table.count,
            table.hand.index + 1,
            STRUCTURE_NAMES[table.hand.replay.spec.structure.value],
            _blinds(table),
            showdown,
            explanation,
            table.hand.settlement.rake is not None and table.hand.replay.spec.rake is not None,
            () if end else house[-1:],
            short_deck_order(table),
        )
        if verdict is None or reading is None:
            return ItemPage(None, details)
        return ItemPage(None, details, tuple(_rows(table, fields, reading, verdict)))

    # LMS files, worksheets, keys

    def lms_question(self, item: DrillItem) -> LmsQuestion:
        table = _table(item)
        ask = table.ask
        offered = table.temptations()
        right = table.solution()
        situation = (f"Mano {table.hand.index + 1}, pregunta {table.number + 1} de "
                     f"{table.count}.", *hand_lines(table))  # fmt: skip
        if ask == "to_act":
            # Every player at the table is an option (folded and all-in ones too): the
            # right one, each tempting mistake's (its feedback), then the others.
            options = [ChoiceOption(True, str(right[ask]), _because(table).rstrip("."))]
            for code, typed in offered.items():
                options.append(
                    ChoiceOption(False, str(typed[ask]), c.EXPLAIN[code](table.asked), code)
                )
            options += [
                ChoiceOption(False, name, f"Le toca a {right[ask]}. {_because(table)}")
                for name in _names(table)
            ]
            return LmsQuestion(options=tuple(_unique(options)), situation=situation)
        if ask == "can_raise":
            return LmsQuestion(
                yes_no=YesNo("¿Puede subir?", bool(right[ask]), tuple(offered)),
                situation=situation,
            )
        if ask == "may_muck":
            return LmsQuestion(
                yes_no=YesNo("¿Puede tirarlas sin enseñarlas?", bool(right[ask]), tuple(offered)),
                situation=situation,
            )
        if ask == "shows_first":
            # Those at the showdown: the right one, each tempting mistake's, the others.
            options = [ChoiceOption(True, str(right[ask]), _because(table).rstrip("."))]
            options += [
                ChoiceOption(False, str(typed[ask]), c.EXPLAIN[code](table.asked), code)
                for code, typed in offered.items()
            ]
            options += [
                ChoiceOption(False, name, f"Enseña primero {right[ask]}. {_because(table)}")
                for name in _live(table)
            ]
            return LmsQuestion(options=tuple(_unique(options)), situation=situation)
        fields = _numeric(table)
        intro = POTS_INTRO if ask == "pots" else ""
        return LmsQuestion(cloze=fields, gift=fields, intro=intro, situation=situation)

    def answer_words(self, item: DrillItem, typed: Mapping[str, object]) -> str:
        ask = _table(item).ask
        value = typed.get(ask)
        if ask == "to_act":
            return f"Le toca a {value}."
        if ask == "can_raise":
            return "Sí puede subir." if t.flag(value, ask, "") else "No puede subir."
        if ask == "shows_first":
            return f"Enseña primero {value}."
        if ask == "may_muck":
            who = _table(item).hand.questions[_table(item).number].player or ""
            if t.flag(value, ask, ""):
                return f"Sí: {who} puede tirarlas sin enseñarlas."
            return f"No: {who} tiene que enseñarlas."
        if ask in AMOUNT_FIELD_LABELS:
            shown = number(value) if isinstance(value, int) else str(value)
            return f"{amount_label(_table(item))}: {shown}."
        if ask == "pots":
            assert isinstance(value, list)
            return " ".join(
                f"{capitalized(typed_pot(i))}: {number(int(p['amount']))}, "
                f"{join_names(p['winners']) or 'nadie'}."
                for i, p in enumerate(value)
            )
        assert isinstance(value, Mapping)
        return " · ".join(f"{name} {number(int(n))}" for name, n in value.items())

    def key_lines(self, item: DrillItem) -> list[str]:
        """Where the question is, the right answer, how it comes out (at the end, the
        whole settlement: the dealer's words)."""
        table = _table(item)
        where = (f"Mano {table.hand.index + 1}, pregunta {table.number + 1} de {table.count}: "
                 f"{table.question}")  # fmt: skip
        lines = [where, self.answer_words(item, item.table.solution()), *_why(table)]
        if table.ask in ("pots", "received"):
            lines += table.hand.settlement.explanation
        return lines

    def grid_answer(self, item: DrillItem) -> str:
        return self.answer_words(item, item.table.solution()).rstrip(".")

    def dealer_lines(self, item: DrillItem) -> list[str]:
        """The hand so far (the listing has no table of it), the right answer and how it
        comes out (at the end, the whole settlement)."""
        return [*hand_lines(_table(item)), *self.key_lines(item)]

    def settlement(self, item: DrillItem) -> Settlement | None:
        table = _table(item)
        return table.hand.settlement if table.ask in ("pots", "received", "rake") else None

    def listed_per_step(self, count: object, seed: int, step: int, variant: Variant) -> int:
        drill_items(seed, count, step, variant)  # type: ignore[arg-type]  # checks the count
        assert isinstance(count, int)
        return count * PER_HAND  # every question of ``count`` whole hands

    def listing_lines(self, item: DrillItem, number: int) -> list[str]:
        """A question of the hand: the hand's heading before its first question (its
        number and the id of its ``--json`` item), then the table at that point, the
        question and the answer (``number`` is not used: questions are numbered in
        their hand)."""
        table = _table(item)
        out = []
        hand = table.hand
        if table.number == 0:
            suffix = "" if hand.variant.value == "holdem" else f"-{hand.variant.value}"
            out += ["", f"Mano {hand.index + 1} · {self.code}{hand.step}-{hand.seed}-{hand.index}"
                    f"{suffix}"]  # fmt: skip
        answer = self.key_lines(item)[1:]  # without «Mano 1, pregunta 1 de 5: …»
        return [
            *out,
            "",
            f"Pregunta {table.number + 1} de {table.count}: {table.question}",
            "Mesa:",
            *(f"  {line}" for line in hand_lines(table)),
            "Respuesta:",
            *(f"  {line}" for line in answer),
        ]

    def export_cells(self, item: DrillItem, typed: Mapping[str, object]) -> ExportCells:
        """What each receives (the question «received»), and the table at the question:
        the button, the board so far, each seat as the hand's lines say it."""
        table = _table(item)
        view = table.view()
        button = next((seat.name for seat in view.seats if seat.button), "")
        seats = "; ".join(_seat_line(seat, table.ask == "to_act") for seat in view.seats)
        cells = (button, format_cards(view.board), seats)
        if table.ask == "received":
            received = typed.get("received")
            assert isinstance(received, Mapping)
            return ExportCells(received=received, table=cells)
        return ExportCells(table=cells)

    def sheet(self, item: DrillItem) -> AccionSheet:
        """The hand so far in words (a worksheet has no table of it) and a blank per
        field of the form."""
        table = _table(item)
        view = table.view()
        hide = table.ask == "to_act"  # the question is who: the table does not say it
        seats = tuple(
            SheetSeat(seat.name, _marks(seat.marks, hide), seat.stack, seat.bet, seat.folded)
            for seat in view.seats
        )
        story = _streets(view.story)
        since = table.number > 0
        if since:
            story = _since(_streets(table.hand.view(table.number - 1).story), story)
        label = amount_label(table) if table.ask in AMOUNT_FIELD_LABELS else ""
        names = tuple(_live(table) if table.ask == "shows_first" else _names(table))
        return AccionSheet(
            table.hand.index + 1, table.number + 1, table.count,
            _rules(table), view.street_title, seats, view.board, view.pot, view.bets, story, since,
            table.ask, label, names, tuple(pot_labels(table)), self.settlement(item) is not None,
            view,
        )  # fmt: skip


def _marks(marks: str, hide_to_act: bool) -> str:
    """A seat's marks, without «le toca hablar» when that is the question."""
    if not hide_to_act:
        return marks
    return ", ".join(m for m in marks.split(", ") if m and m != "le toca hablar")


def _streets(story: Sequence[StreetLines]) -> tuple[SheetStreet, ...]:
    return tuple(story)


def _since(
    before: tuple[SheetStreet, ...], now: tuple[SheetStreet, ...]
) -> tuple[SheetStreet, ...]:
    """The action of ``now`` not yet in ``before`` (the previous question's): a street
    already shown keeps only its new lines, a new street comes whole (with its cards)."""
    seen = {s.title: len(s.lines) for s in before}
    out = []
    for street in now:
        if street.title not in seen:
            out.append(street)
        elif len(street.lines) > seen[street.title]:
            out.append(SheetStreet(street.title, (), street.lines[seen[street.title] :]))
    return tuple(out)


def _rules(table: AccionTable, commission: bool = True) -> str:
    """The structure and the forced bets, and the room's commission when it takes one
    (a worksheet, a key or an LMS question must say it: the rake question counts on it)."""
    spec = table.hand.replay.spec
    text = f"{STRUCTURE_NAMES[spec.structure.value]}, {_blinds(table)}"
    if spec.rake is not None and commission:
        text += f"; la sala se lleva de comisión {spec.rake.rule_text()}; {RAKE_FROM}; "
        text += _no_flop(table)
    if commission and short_deck_order(table):
        text += ". " + short_deck_order(table).rstrip(".")
    return text


def hand_lines(table: AccionTable) -> list[str]:
    """The table at the question in words: the structure, the board, each seat, the pot
    and the action so far."""
    view = table.view()
    board = display_cards(view.board) or "ninguna"
    # The commission is said once, with the room's other rules (house_rules) below.
    lines = [f"{_rules(table, commission=False)}.", f"Cartas comunitarias: {board}."]
    hide = table.ask == "to_act"  # the question is who: the table does not say it
    lines += [f"{_seat_line(seat, hide)}." for seat in view.seats]
    lines += house_rules(table)
    if short_deck_order(table):
        lines.append(short_deck_order(table))
    lines.append(f"Bote en el centro: {number(view.pot)}.")
    lines += [f"Se devuelven {number(back)} a {name} (nadie las igualó)."
              for name, back in view.returned]  # fmt: skip
    for street in view.story:
        lines.append(f"{street.title}: {street.said}.")
    return lines


def _seat_line(seat: SeatView, hide_to_act: bool) -> str:
    """``Ana (ciega grande): A♠ K♦, 90 detrás, 10 delante`` (cards once shown)."""
    shown_marks = _marks(seat.marks, hide_to_act)
    marks = f" ({shown_marks})" if shown_marks else ""
    shown = f" {display_cards(seat.hole)}," if seat.hole else ""
    return f"{seat.name}{marks}:{shown} {number(seat.stack)} detrás, {number(seat.bet)} delante"


def _why(table: AccionTable) -> list[str]:
    """How the right answer comes out (the check's sentences on it)."""
    verdict = table.check(table.solution())
    return [line for line in verdict.feedback if line != "¡Correcto!"]


def _because(table: AccionTable) -> str:
    return " ".join(_why(table))


def _unique(options: list[ChoiceOption]) -> list[ChoiceOption]:
    seen: set[str] = set()
    out = []
    for option in options:
        if option.text not in seen:
            seen.add(option.text)
            out.append(option)
    return out


def _numeric(table: AccionTable) -> tuple[NumericField, ...]:
    ask = table.ask
    right = c.expected(table.asked)
    models = c.temptations(table.asked)
    fields = []
    keys = [k for k, v in right.items() if isinstance(v, int) and not isinstance(v, bool)]
    for key in keys:
        if ask == "pots" and not key.endswith("amount"):
            continue
        value = right[key]
        assert isinstance(value, int)
        wrong: dict[int, list[str]] = {}
        for code, typed in models.items():
            model = c.read(table.asked, typed).get(key)
            if model is None and key.startswith("pots["):
                model = 0  # a pot the mistake does not have (pots merged): 0 written
            if isinstance(model, int) and model != value:
                wrong.setdefault(model, []).append(code)
        label = amount_label(table) if key == ask and key in AMOUNT_FIELD_LABELS else key
        if key.startswith("received."):
            label = f"{key.split('.', 1)[1]} recibe"
        elif key.startswith("pots["):
            label = capitalized(typed_pot(int(key[5 : key.index("]")])))
        fields.append(
            NumericField(key, label, value, tuple((w, tuple(cs)) for w, cs in wrong.items()))
        )
    return tuple(fields)


def _pick_name(
    ask: str,
    values: Mapping[str, list[str]],
    errors: dict[str, str],
    field: str,
    names: Sequence[str],
    missing: str,
    outside: str,
) -> Typed:
    """A player chosen in a radio of ``names``: blank or another name is the field's error."""
    who = one(values, field)
    if not who:
        errors[field] = missing
    elif who not in names:
        errors[field] = f"«{who}» {outside}: elige un jugador de la lista"
    return Typed({ask: who})


def _read_pots(
    table: AccionTable,
    fields: Sequence[FormField],
    values: Mapping[str, list[str]],
    errors: dict[str, str],
) -> Typed:
    """The pot rows as «Reparte los botes» reads them (:func:`read_pot_rows`)."""
    pots = read_pot_rows(pot_labels(table), fields, values, errors)
    return Typed({"pots": pots}, PotRows(len(pots)))


def _rows(
    table: AccionTable, fields: Sequence[FormField], reading: Reading, verdict: Verdict
) -> list[CheckRow]:
    """The answer field by field beside the right one."""
    ask = table.ask
    right = table.solution()
    one_field = {
        "to_act": ("Le toca hablar a", WHO),
        "can_raise": ("¿Puede subir?", CAN),
        "shows_first": ("Enseña primero", SHOWS),
        "may_muck": ("¿Puede tirarlas sin enseñarlas?", MUCK),
    }
    if ask in one_field:
        label, name = one_field[ask]
        value = right[ask]
        shown = ("sí" if value else "no") if isinstance(value, bool) else str(value)
        return [CheckRow(label, reading.value(name) or "—", shown, verdict.fields.get(ask, False))]
    if ask in AMOUNT_FIELD_LABELS:
        value = right[ask]
        assert isinstance(value, int)
        return [CheckRow(amount_label(table), reading.value(CHIPS) or "—", number(value),
                         verdict.fields.get(ask, False))]  # fmt: skip
    if ask == "received":
        received = right["received"]
        assert isinstance(received, Mapping)
        return [
            CheckRow(f"{name} recibe", reading.value(f"recibe_{name}") or "0",
                     number(int(received[name])), verdict.fields.get(f"received.{name}", False))
            for name in _names(table)
        ]  # fmt: skip
    return _pot_check_rows(table, reading, verdict, right["pots"])


def _pot_check_rows(
    table: AccionTable, reading: Reading, verdict: Verdict, right: object
) -> list[CheckRow]:
    """The pots typed beside the right ones (``right``: the solution's pots): each pot's
    chips, winners and odd chip, and the number of pots when it is wrong."""
    pots = right
    assert isinstance(pots, list)
    filled = rows_filled(reading)
    labels = pot_labels(table)
    # The right pots as the corrections name them («el bote» when there is one, «bote
    # lateral» without a number when there is one side pot); the form's own labels for a
    # row the learner added past them.
    engine_names = [p.name for p in table.hand.settlement.pots]
    named = [capitalized(name) for name in spoken_pot_names(engine_names)]
    labels = named + labels[len(named) :]
    rows = []
    if not verdict.fields.get("pots", True):
        rows.append(CheckRow("Número de botes", str(filled), str(len(pots)), False))
    for i in range(max(filled, len(pots))):
        pot = labels[i] if i < len(labels) else f"Bote {i + 1}"
        mine = i < filled
        good = pots[i] if i < len(pots) else None
        rows.append(CheckRow(
            f"{pot}: fichas", reading.value(f"bote{i + 1}") if mine else "—",
            number(int(good["amount"])) if good else "no hay",
            verdict.fields.get(f"pots[{i}].amount", False)))  # fmt: skip
        rows.append(CheckRow(
            f"{pot}: lo gana",
            join_names(reading.values.get(f"gana{i + 1}", [])) or "nadie" if mine else "—",
            join_names(good["winners"]) if good else "no hay",
            verdict.fields.get(f"pots[{i}].winners", False)))  # fmt: skip
        odd = join_names(reading.values.get(f"sobrante{i + 1}", [])) if mine else ""
        odd_right = join_names(good["odd_chips"]) if good else ""
        if odd or odd_right:
            rows.append(CheckRow(f"{pot}: ficha sobrante", odd or "nadie", odd_right or "nadie",
                                 verdict.fields.get(f"pots[{i}].odd_chips", False)))  # fmt: skip
    return rows


KIND = AccionKind()
