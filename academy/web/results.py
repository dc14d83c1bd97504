"""The class's results: ``/instructores/resultados/`` reads the learners' results codes.

A plain form (works without JavaScript) that POSTs: ``codigos`` holds the pasted lines,
one per learner, «Nombre: CÓDIGO» or just the code. A POST's body may hold 200 learners'
longest codes (MAX_BODY, more than the site's 64 KiB for this path only); a GET with
``?codigos=`` reads the same, and the page offers that link when it fits in an address
(LINK_MOST characters: behind nginx a request line is at most 8 KiB). The page shows one
row per line (a score, or the Spanish message of a line that cannot be read), what the
reading did (a repeat counted once, lines past 200 not read), then for each set the class
table: one row per learner (score per level or drill step), one column per question (the
share who got it right at the first answer), and the most common named mistakes linked to
the lessons that teach them. ``descargar/resultados-clase.csv``, POSTed the same field or
with the same query, downloads the table (a route with a parameter: the static build,
which cannot read codes, does not write it).
Nothing is stored: each code is checked against its set and every verdict is worked out
again (``academy.instructors.results``).
"""

from __future__ import annotations

import csv
import io
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from urllib.parse import parse_qsl, urlencode

from flask import Blueprint, Response, abort, current_app, render_template, request
from werkzeug.datastructures import MultiDict

from ..drills import DrillItem
from ..drills.workshop_set import DrillSet
from ..engine.errors import PokerError
from ..instructors.results import (
    MAX_LINES,
    BadLine,
    ClassResults,
    ClassTable,
    Dealt,
    class_results,
    marks_count,
    plan,
    read_paste,
    workload,
)
from ..practice import PracticeSet
from .drill_lessons import drill_lesson_link
from .fields import INVALID
from .htmx import page_fields
from .mistake_lessons import LessonLink, lesson_link
from .workshop_forms import read_answer

bp = Blueprint("results", __name__, url_prefix="/instructores/resultados")

MAX_PASTE = 400_000  # characters of the pasted lines
# A heavy paste (more items to deal or answers to check than a small class's) is read by
# one thread of a process at a time; another heavy one meanwhile gets a Spanish 503 with
# Retry-After, so ordinary pages keep the other threads.
HEAVY_ITEMS = 300
HEAVY_ANSWERS = 1_500
HEAVY_MARKS = 2_000  # learners × questions: the table the page renders
HEAVY_READINGS = threading.BoundedSemaphore(1)
RETRY_SECONDS = 10
MAX_BODY = 1_300_000  # bytes of a POSTed form: MAX_PASTE url-encoded, most of it 1:1
LINK_MOST = 6_000  # characters of ``?codigos=…`` still offered as a link
MAX_FIELDS = 400  # fields of one workshop answer's query


def read_drill(item: DrillItem, query: str) -> tuple[bool, tuple[str, ...]]:
    """A workshop answer's query read by the workshop's own form reader and checked by
    the drill (right, mistakes); PokerError (Spanish) when it cannot be read."""
    try:
        pairs = parse_qsl(query, keep_blank_values=True, max_num_fields=MAX_FIELDS)
    except ValueError:
        raise PokerError("tiene demasiados campos", "respuesta") from None
    reading = read_answer(item, MultiDict(pairs))
    if reading.typed is None:
        raise PokerError("; ".join(reading.errors.values()) or "está vacía", "respuesta")
    verdict = item.check(reading.typed)
    return verdict.correct, verdict.mistakes


def mistake_link(table: ClassTable, code: str) -> LessonLink | None:
    """The lesson section that teaches a named mistake, for the set's variant."""
    if table.plan.kind == "taller":
        variant = DrillSet.from_code(table.plan.set_code).variant
        return drill_lesson_link(code, variant)
    return lesson_link(code, PracticeSet.from_code(table.plan.set_code).variant)


def _pasted() -> str:
    if request.method == "POST":
        request.max_content_length = MAX_BODY  # this path's own, before the form is read
        request.max_form_memory_size = MAX_BODY
        text = request.form.get("codigos", "")
    else:
        text = request.args.get("codigos", "")
    if len(text) > MAX_PASTE:
        raise PokerError(
            f"hay demasiado texto: pega como mucho {MAX_LINES} líneas, una por alumno", "codigos"
        )
    return text


class Busy(Exception):
    """Another heavy paste is being read in this process."""


@contextmanager
def reading_slot(text: str) -> Iterator[None]:
    """Hold the process's one heavy-reading slot while a heavy paste is read; Busy when
    it is taken (a light paste never waits)."""
    lines, dealt = read_paste(text).lines, Dealt()
    _, items, answers = workload(lines, dealt)
    if (
        items <= HEAVY_ITEMS
        and answers <= HEAVY_ANSWERS
        and marks_count(lines, dealt) <= HEAVY_MARKS
    ):
        yield
        return
    if not HEAVY_READINGS.acquire(blocking=False):
        raise Busy
    try:
        yield
    finally:
        HEAVY_READINGS.release()


def _busy(plain: bool = False) -> Response:
    message = (
        "Se están leyendo los códigos de otra clase grande. "
        f"Vuelve a intentarlo en {RETRY_SECONDS} segundos."
    )
    if plain:
        response = Response(message + "\n", 503, content_type="text/plain; charset=utf-8")
    else:
        page = render_template("errors/error.html", code=503, title="Lectura ocupada",
                               message=message)  # fmt: skip
        response = Response(page, status=503, mimetype="text/html")
    response.headers["Retry-After"] = str(RETRY_SECONDS)
    response.headers["Cache-Control"] = "no-store"
    return response


@dataclass(frozen=True, slots=True)
class ClassResultsPage:
    """What ``/instructores/resultados/`` shows: the pasted lines, a summary of what could
    not be read, and the class table."""

    codigos: str  # the form's field, as pasted
    error: str | None
    summary: str | None
    results: ClassResults | None
    csv_url: str  # the CSV by GET, when the paste fits in a link ("" when it does not)
    link: str  # this table by GET, likewise
    static_build: bool


@bp.context_processor
def results_helpers() -> dict[str, object]:
    return {"mistake_link": mistake_link, "max_lines": MAX_LINES}


@bp.route("/", methods=["GET", "POST"])
def index() -> Response:
    error, results, status = None, None, 200
    try:
        text = _pasted()
    except PokerError as problem:
        text, error, status = "", problem.message, INVALID
    summary = error
    if text.strip():
        try:
            with reading_slot(text):
                results = class_results(text, read_drill)
        except Busy:
            return _busy()
        except PokerError as problem:
            error = summary = problem.message
            status = INVALID
    if results is not None:
        if not results.read:
            status = INVALID
            summary = (
                "ninguna línea trae un código de resultados que se pueda leer: mira el "
                "mensaje de cada una"
            )
    query = urlencode({"codigos": text})
    fits = len(query) <= LINK_MOST
    page = ClassResultsPage(
        codigos=text,
        error=error,
        summary=summary,
        results=results,
        csv_url=f"{request.path}descargar/{CSV_NAME}?{query}" if fits else "",
        link=f"{request.path}?{query}" if fits and results and results.read else "",
        static_build=current_app.config.get("STATIC_BUILD", False),
    )
    response = Response(render_template("instructors/results.html", **page_fields(page)), status)
    if request.method == "POST":
        response.headers["Cache-Control"] = "no-store"  # names stay out of caches
    return response


CSV_NAME = "resultados-clase.csv"
CSV_HEAD = ("nombre", "serie", "tipo", "bien", "respondidas", "total", "error")


def results_csv(results: ClassResults) -> str:
    """One row per pasted line: name, set, scores; then, per level or drill step, its
    right answers; then each question, 1 right, 0 wrong, empty if not answered."""
    tables = {t.plan.set_code: t for t in results.tables}
    groups = list(dict.fromkeys(g.key for t in results.tables for g in t.plan.groups))
    questions = max((len(t.plan.questions) for t in results.tables), default=0)
    out = io.StringIO()
    writer = csv.writer(out, delimiter=";", lineterminator="\n")
    writer.writerow((*CSV_HEAD, *groups, *(f"p{n}" for n in range(1, questions + 1))))
    for row in results.rows:
        if isinstance(row, BadLine):
            writer.writerow((row.name, "", "", "", "", "", row.error))
            continue
        table = tables[row.set_code]
        scores = {g.key: table.group_score(row, g.key)[0] for g in table.plan.groups}
        marks = [("" if not m.answered else int(m.right)) for m in row.marks]
        writer.writerow((row.name, row.set_code, row.kind, row.correct, row.answered, row.total,
                         "", *(scores.get(g, "") for g in groups), *marks))  # fmt: skip
    return "\ufeff" + out.getvalue()


@bp.route("/descargar/<filename>", methods=["GET", "POST"])
def download(filename: str) -> Response:
    if filename != CSV_NAME:
        abort(404, description=f"La tabla de la clase se descarga como {CSV_NAME}.")
    try:
        text = _pasted()
        with reading_slot(text):
            results = class_results(text, read_drill)
    except Busy:
        return _busy(plain=True)
    except PokerError as problem:
        return Response(problem.message + "\n", INVALID, content_type="text/plain; charset=utf-8")
    if not results.read:
        message = "Ninguna línea trae un código de resultados que se pueda leer.\n"
        return Response(message, INVALID, content_type="text/plain; charset=utf-8")
    response = Response(results_csv(results), content_type="text/csv; charset=utf-8")
    response.headers["Content-Disposition"] = f'attachment; filename="{CSV_NAME}"'
    return response


__all__ = ["bp", "plan", "read_drill", "results_csv"]
