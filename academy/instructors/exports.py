"""Writers for a practice set: JSON, CSV, Moodle XML, GIFT and a printable HTML file.

Every writer is deterministic: no timestamps, no random order, ``"\\n"`` line endings,
UTF-8. The learners' link in a file is relative (``/practica/?…``), so a file is the same
whether it comes from the web page or from the command line.

>>> from academy.practice import PracticeSet
>>> s = PracticeSet((1,), 2, 42)
>>> export(s, "json") == export(s, "json"), FORMATS["gift"].filename(s)
(True, 'serie-h1-2-42.gift.txt')
>>> export(s, "pdf")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
academy.engine.errors.PokerError: formato: «pdf» no es un formato (usa uno de: html, json, ...)
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Callable
from dataclasses import dataclass

from ..engine import numbers
from ..engine.errors import PokerError, shorten
from ..practice import PracticeSet, Showdown
from .common import learners_link
from .gift import to_gift
from .moodle import to_moodle_xml
from .worksheet import render_document

FILE_PREFIX = "serie-"
CSV_COLUMNS = (
    "serie",
    "numero",
    "id",
    "nivel",
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
)


def set_json(practice_set: PracticeSet) -> dict[str, object]:
    """The ``"set"`` object of the JSON export."""
    return {
        "code": practice_set.code,
        "levels": list(practice_set.levels),
        "per_level": practice_set.per_level,
        "seed": practice_set.seed,
        "variant": practice_set.variant.value,
        "link": learners_link(practice_set),
    }


def to_json(practice_set: PracticeSet) -> str:
    data = {
        "set": set_json(practice_set),
        "showdowns": [s.to_json() for s in practice_set.showdowns()],
    }
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def players_text(showdown: Showdown) -> str:
    """``Ana [5c 3s] 120; Dani [retirado] 10``: seat order, hole cards, chips put in."""
    parts = []
    for player in showdown.settlement.spec.players:
        if player.folded:
            shown = "retirado"
        else:
            shown = " ".join(str(card) for card in player.hole)
        parts.append(f"{player.name} [{shown}] {numbers.number(player.contributed)}")
    return "; ".join(parts)


def to_csv(practice_set: PracticeSet) -> str:
    """One row per option; the showdown's columns repeat on each of its rows."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for number, showdown in enumerate(practice_set.showdowns(), start=1):
        spec = showdown.settlement.spec
        for option in showdown.options:
            writer.writerow(
                (
                    practice_set.code,
                    number,
                    showdown.id,
                    showdown.level,
                    showdown.variant.value,
                    spec.button,
                    " ".join(str(card) for card in spec.board),
                    players_text(showdown),
                    showdown.question,
                    option.key,
                    option.text,
                    "sí" if option.correct else "no",
                    option.error or "",
                    option.feedback,
                )
            )
    return out.getvalue()


@dataclass(frozen=True, slots=True)
class Format:
    """One download: its writer, media type and file name ending."""

    code: str
    label: str
    mimetype: str
    extension: str
    write: Callable[[PracticeSet], str]

    def filename(self, practice_set: PracticeSet) -> str:
        return f"{FILE_PREFIX}{practice_set.code}.{self.extension}"


FORMATS: dict[str, Format] = {
    f.code: f
    for f in (
        Format("html", "Ficha y solucionario (HTML)", "text/html", "html", render_document),
        Format("json", "JSON", "application/json", "json", to_json),
        Format("csv", "CSV (una fila por opción)", "text/csv", "csv", to_csv),
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


def parse_filename(name: str) -> tuple[Format, PracticeSet]:
    """The format and the set of a download's file name (``serie-h1-2-42.gift.txt``).

    >>> fmt, s = parse_filename("serie-h1-2-42.moodle.xml")
    >>> fmt.code, s == PracticeSet((1,), 2, 42)
    ('moodle', True)
    """
    by_length = sorted(FORMATS.values(), key=lambda f: len(f.extension), reverse=True)
    for fmt in by_length:
        suffix = f".{fmt.extension}"
        if name.startswith(FILE_PREFIX) and name.endswith(suffix):
            return fmt, PracticeSet.from_code(name[len(FILE_PREFIX) : -len(suffix)])
    raise PokerError(f"«{shorten(name)}» no es el nombre de una descarga", field="descarga")


def export(practice_set: PracticeSet, fmt: str) -> bytes:
    """The file of ``practice_set`` in format ``fmt``, as UTF-8 bytes."""
    return check_format(fmt).write(practice_set).encode("utf-8")
