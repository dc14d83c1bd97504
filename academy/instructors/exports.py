"""Writers for a class set: JSON, CSV, Moodle XML, GIFT and a printable HTML file.

Every writer is deterministic: no timestamps, no random order, ``"\\n"`` line endings,
UTF-8. The learners' links in a file are absolute, on the site's address the file is
written for (the web page's own, or ``academy practice-set --base-url``). The CSV starts
with a byte-order mark and separates its columns with ``;`` (or ``,``), so Excel in
Spanish opens it in columns with its accents.

>>> s = ClassSet((1,), (("cinco", 1),), 2, 42)
>>> export(s, "json", "https://poker.example/") == export(s, "json", "https://poker.example")
True
>>> FORMATS["gift"].filename(s), export(s, "csv", "https://poker.example/")[:9]
('serie-h1c1-2-42.gift.txt', b'\\xef\\xbb\\xbfserie;')
>>> export(s, "pdf", "https://poker.example/")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
academy.engine.errors.PokerError: formato: «pdf» no es un formato (usa uno de: html, json, ...)
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from ..drills import DrillItem
from ..drills.wording import answer_words
from ..drills.workshop_set import WORKSHOP_PATH
from ..engine import numbers
from ..engine.cards import format_cards
from ..engine.errors import PokerError, shorten
from ..engine.settle import Settlement
from ..practice import PracticeSet
from .class_set import ClassSet
from .common import (
    DEFAULT_WEIGHTS,
    PRACTICE_PATH,
    Handout,
    check_base_url,
    numbered,
    numbered_items,
)
from .gift import to_gift
from .key import dealer_lines, drill_settlement
from .moodle import to_moodle_xml
from .worksheet import render_document

FILE_PREFIX = "serie-"
CSV_COLUMNS = (
    "serie",
    "numero",
    "id",
    "nivel",
    "ejercicio",
    "paso",
    "variante",
    "boton",
    "mesa",
    "jugadores",
    "pregunta",
    "opcion",
    "texto",
    "correcta",
    "error",
    "explicacion",
    "enlace",
)
LIMIT_COLUMNS = ("igualar", "subir_minimo", "subir_maximo")
BOM = "\ufeff"


def seat_columns(seats: int) -> list[str]:
    """The numeric columns of each seat, in seat order: name, chips put in, chips received."""
    return [f"{what}_{n}" for n in range(1, seats + 1) for what in ("jugador", "aporta", "recibe")]


def set_json(handout: Handout) -> dict[str, object]:
    """The ``"set"`` object of the JSON export: ``link`` opens the levels and
    ``workshop_link`` the drill steps (``null`` for a part the set does not have)."""
    s = handout.class_set
    return {
        "code": s.code,
        "levels": list(s.levels),
        "drills": [f"{kind}:{step}" for kind, step in s.drills],
        "per_level": s.per_level,
        "seed": s.seed,
        "variant": s.variant.value,
        "link": handout.practice_link,
        "workshop_link": handout.workshop_link,
    }


def to_json(handout: Handout) -> str:
    s = handout.class_set
    data = {
        "set": set_json(handout),
        "showdowns": [showdown.to_json() for _, showdown in numbered(s)],
        "drills": [item.to_json() for _, item in numbered_items(s)],
    }
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def players_text(settlement: Settlement) -> str:
    """``Ana [5c 3s] 120; Dani [retirado] 10``: seat order, hole cards, chips put in."""
    parts = []
    for player in settlement.spec.players:
        shown = "retirado" if player.folded else format_cards(player.hole)
        parts.append(f"{player.name} [{shown}] {numbers.number(player.contributed)}")
    return "; ".join(parts)


def to_csv(handout: Handout) -> str:
    """One row per option of a showdown; for a drill item, one row for the right answer
    and one per tempting mistake. The table's columns repeat on each row of an item.

    After ``enlace`` the amounts have numeric columns of their own (plain digits, no
    separator, so a spreadsheet adds them): ``bote_total`` (all the chips put in), each
    seat's name, chips put in and chips received (``jugador_1, aporta_1, recibe_1``, …, as
    many seats as the set's largest table; received as settled, and on a row of «Reparte
    los botes» as that row's answer gives it, right or mistaken), and for «Calcula el
    límite» the row's ``igualar``, ``subir_minimo``, ``subir_maximo`` (0 when raising is
    closed)."""
    s = handout.class_set
    showdowns, items = numbered(s), numbered_items(s)
    settlements = [sd.settlement for _, sd in showdowns]
    settlements += [x for _, item in items if (x := drill_settlement(item)) is not None]
    seats = max((len(x.spec.players) for x in settlements), default=0)
    out = io.StringIO()
    writer = csv.writer(out, delimiter=handout.separator, lineterminator="\n")
    writer.writerow((*CSV_COLUMNS, "bote_total", *seat_columns(seats), *LIMIT_COLUMNS))
    if handout.practice_link is not None:
        link = handout.practice_link
        for number, showdown in showdowns:
            spec = showdown.settlement.spec
            table = (showdown.variant.value, spec.button, format_cards(spec.board),
                     players_text(showdown.settlement), showdown.question)  # fmt: skip
            amounts = _amounts(showdown.settlement, showdown.settlement.received, seats)
            for option in showdown.options:
                answer = (option.key, option.text, "sí" if option.correct else "no",
                          option.error or "", option.feedback)  # fmt: skip
                writer.writerow((s.code, number, showdown.id, showdown.level, "", "", *table,
                                 *answer, link, *amounts, "", "", ""))  # fmt: skip
    if handout.workshop_link is not None:
        link = handout.workshop_link
        for number, item in items:
            for row, amounts in _drill_rows(item, seats):
                writer.writerow((s.code, number, item.id, "", item.kind, item.step, *row, link,
                                 *amounts))  # fmt: skip
    return BOM + out.getvalue()


def _amounts(settlement: Settlement | None, received: Mapping[str, int] | None,
             seats: int) -> list[object]:  # fmt: skip
    """``bote_total`` and each seat's name, chips put in and chips received (empty cells
    past the table's seats, or for a table with no showdown)."""
    if settlement is None or received is None:
        return ["", *[""] * 3 * seats]
    players = settlement.spec.players
    cells: list[object] = [sum(p.contributed for p in players)]
    for player in players:
        cells += [player.name, player.contributed, int(received.get(player.name, 0))]
    return cells + [""] * 3 * (seats - len(players))


def _drill_rows(item: DrillItem, seats: int) -> list[tuple[tuple[object, ...], list[object]]]:
    """Each row of a drill item (the right answer, then each tempting mistake), with its
    numeric cells."""
    settlement = drill_settlement(item)

    def amounts(typed: Mapping[str, object]) -> list[object]:
        cells = item.drill.export_cells(item, typed)
        limits = list(cells.limits) if cells.limits is not None else ["", "", ""]
        return [*_amounts(settlement, cells.received, seats), *limits]

    solution = item.table.solution()
    if settlement is None:
        button, board, seats_text = item.drill.export_cells(item, solution).table or ("", "", "")
        table: tuple[str, ...] = (item.variant.value, button, board, seats_text,
                                  item.table.question)  # fmt: skip
    else:
        spec = settlement.spec
        table = (item.variant.value, spec.button, format_cards(spec.board),
                 players_text(settlement), item.table.question)  # fmt: skip
    rows: list[tuple[tuple[object, ...], list[object]]] = [
        (
            (*table, "", answer_words(item, solution), "sí", "", " ".join(dealer_lines(item))),
            amounts(solution),
        )
    ]
    for code, typed, verdict in item.table.offered():
        words = answer_words(item, typed)
        rows.append(((*table, "", words, "no", code, " ".join(verdict.feedback)), amounts(typed)))
    return rows


@dataclass(frozen=True, slots=True)
class Format:
    """One download: its writer, media type and file name ending."""

    code: str
    label: str
    mimetype: str
    extension: str
    write: Callable[[Handout], str]

    def filename(self, class_set: ClassSet) -> str:
        return f"{FILE_PREFIX}{class_set.code}.{self.extension}"


FORMATS: dict[str, Format] = {
    f.code: f
    for f in (
        Format("html", "Ficha y solucionario (HTML)", "text/html", "html", render_document),
        Format("json", "JSON", "application/json", "json", to_json),
        Format("csv", "CSV (hoja de cálculo)", "text/csv", "csv", to_csv),
        Format("moodle", "Moodle XML", "application/xml", "moodle.xml", to_moodle_xml),
        Format("gift", "GIFT (Moodle)", "text/plain", "gift.txt", to_gift),
    )
}


def check_format(code: str) -> Format:
    found = FORMATS.get(code)
    if found is None:
        offered = ", ".join(FORMATS)
        raise PokerError(
            f"«{shorten(code, 20)}» no es un formato (usa uno de: {offered})", field="formato"
        )
    return found


def parse_filename(name: str) -> tuple[Format, ClassSet]:
    """The format and the set of a download's file name (``serie-h1c2-2-42.gift.txt``).

    >>> fmt, s = parse_filename("serie-h1-2-42.moodle.xml")
    >>> fmt.code, s == ClassSet((1,), (), 2, 42)
    ('moodle', True)
    """
    by_length = sorted(FORMATS.values(), key=lambda f: len(f.extension), reverse=True)
    for fmt in by_length:
        suffix = f".{fmt.extension}"
        if name.startswith(FILE_PREFIX) and name.endswith(suffix):
            return fmt, ClassSet.from_code(name[len(FILE_PREFIX) : -len(suffix)])
    raise PokerError(f"«{shorten(name)}» no es el nombre de una descarga", field="descarga")


def export(
    chosen: ClassSet | PracticeSet,
    fmt: str,
    base_url: str,
    separator: str = ";",
    weights: str = DEFAULT_WEIGHTS,
) -> bytes:
    """The file of a set in format ``fmt``, as UTF-8 bytes, its links on ``base_url``
    (``separator`` is the CSV's, ``weights`` how Moodle XML weighs its questions)."""
    class_set = chosen if isinstance(chosen, ClassSet) else ClassSet.of(chosen)
    writer = check_format(fmt).write
    handout = Handout(class_set, check_base_url(base_url), separator, weights)
    return writer(handout).encode("utf-8")


__all__ = ["FORMATS", "PRACTICE_PATH", "WORKSHOP_PATH", "Format", "export", "parse_filename"]
