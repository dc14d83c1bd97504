"""Instructors: choose a class set, preview it, print it, hand it out, export it.

``GET /instructores/`` is a plain GET form that works without JavaScript; with htmx the
same URL answers just the preview fragment. "Nueva semilla" draws a seed on the server
and shows it in the form. The worksheet, the answer key and the downloads take the same
query (``semilla``, ``niveles``, ``ejercicios``, ``por_nivel``, ``variante``; the CSV also
``separador``, Moodle XML ``pesos``); a bad value answers with a Spanish message and a 4xx status.

The learners' links printed on the page, the worksheet, the answer key and in every file
are absolute, on the site's own address: the ``SITE_URL`` setting when there is one (the
static build's), else the address the request came to (``request.url_root``; behind a
balancer, ``academy serve --trusted-proxy`` makes it the public one).
"""

from __future__ import annotations

import secrets
from typing import Any
from urllib.parse import urlencode

from flask import (
    Blueprint,
    Response,
    abort,
    current_app,
    redirect,
    render_template,
    request,
    url_for,
)
from flask.typing import ResponseReturnValue

from ..engine.errors import PokerError
from ..instructors import (
    FORMATS,
    SEPARATORS,
    WEIGHTS,
    ClassSet,
    Format,
    class_links,
    parse_filename,
)
from ..instructors.common import check_base_url, numbered_items, step_title
from ..instructors.worksheet import TEMPLATE_FILTERS, TEMPLATE_GLOBALS, sheet_context
from ..practice.drills import KINDS
from ..practice.sets import NEW_SEED_BELOW
from .downloads import (
    HEAVY_ITEMS,
    RETRY_SECONDS,
    Busy,
    DownloadStore,
    Helper,
    Prepared,
    prepared_export,
)
from .fields import INVALID, error_text
from .hosts import BAD_HOST_MESSAGE
from .htmx import render, wants_fragment

bp = Blueprint("instructors", __name__, url_prefix="/instructores")

MAX_FIELD = 40
FIELDS = ("semilla", "por_nivel", "variante", "separador", "pesos")
SET_FIELDS = ("semilla", "por_nivel", "variante")
DRILL_CHOICES = [
    (f"{code}:{step}", kind.title, step, title)
    for code, kind in KINDS.items()
    for step, title in kind.step_titles.items()
]
SEPARATOR_CHOICES = [(";", "punto y coma ;"), (",", "coma ,")]
WEIGHT_CHOICES = [(code, words.capitalize()) for code, words in WEIGHTS.items()]
DEFAULT_WEIGHTS = WEIGHT_CHOICES[0][0]
VARIANTS = (
    ("holdem", "Texas Hold’em"),
    ("omaha", "Omaha (solo niveles 1 a 3)"),
    ("shortdeck", "Short Deck (solo niveles 1 a 3)"),
)


DOWNLOADS_KEY = "academy.downloads"
HELPER_KEY = "academy.downloads_helper"


@bp.record_once
def _keep_downloads(state: Any) -> None:
    state.app.extensions.setdefault(DOWNLOADS_KEY, DownloadStore())
    state.app.extensions.setdefault(HELPER_KEY, Helper())


@bp.record_once
def _register_filters(state: Any) -> None:
    for name, function in TEMPLATE_FILTERS.items():
        state.app.jinja_env.filters.setdefault(name, function)
    for name, function in TEMPLATE_GLOBALS.items():
        state.app.jinja_env.globals.setdefault(name, function)


def _form() -> dict[str, Any]:
    """The submitted values, as the form shows them (levels as a list)."""
    args = request.args
    levels = [value[:MAX_FIELD] for value in args.getlist("niveles")[:8] if value.strip()]
    drills = [value[:MAX_FIELD] for value in args.getlist("ejercicios")[:12] if value.strip()]
    # The form sends an empty ``niveles`` too, so "no box ticked" differs from "not given".
    form: dict[str, Any] = {
        "niveles": levels,
        "ejercicios": drills,
        "levels_given": "niveles" in args,
    }
    for name in FIELDS:
        form[name] = args.get(name, "")[:200]
    return form


def _class_set(form: dict[str, Any]) -> ClassSet:
    """The set the form asks for; PokerError (Spanish, naming the field) if it cannot be."""
    for name in FIELDS:
        if len(form[name]) > MAX_FIELD:
            raise PokerError("el texto es demasiado largo", field=name)
    _separator(form)
    _weights(form)
    query = {name: form[name] for name in SET_FIELDS}
    if form["ejercicios"]:
        query["ejercicios"] = ",".join(form["ejercicios"])
    if form["niveles"]:
        query["niveles"] = ",".join(form["niveles"])
    elif form["levels_given"] and not form["ejercicios"]:
        raise PokerError("elige al menos un nivel o un paso del taller", field="niveles")
    return ClassSet.from_query(query)


def _separator(form: dict[str, Any]) -> str:
    """The CSV's separator: «;» unless the form says «,»."""
    chosen = form["separador"] or ";"
    if chosen not in SEPARATORS:
        raise PokerError("elige punto y coma o coma", field="separador")
    return str(chosen)


def _weights(form: dict[str, Any]) -> str:
    """How Moodle XML weighs its questions: every question the same unless «hueco»."""
    chosen = form["pesos"] or DEFAULT_WEIGHTS
    if chosen not in WEIGHTS:
        raise PokerError("elige cómo puntúa Moodle: cada pregunta igual o por hueco", "pesos")
    return str(chosen)


def _form_query(form: dict[str, Any]) -> str:
    pairs = [("niveles", level) for level in form["niveles"]]
    if not pairs and form["levels_given"]:
        pairs = [("niveles", "")]
    pairs += [("ejercicios", drill) for drill in form["ejercicios"]]
    pairs += [(name, form[name]) for name in FIELDS if form[name]]
    return urlencode(pairs)


def _shown(class_set: ClassSet, separator: str, weights: str) -> dict[str, Any]:
    """The form's values for a valid set."""
    return {
        "niveles": [str(level) for level in class_set.levels],
        "ejercicios": [f"{kind}:{step}" for kind, step in class_set.drills],
        "semilla": str(class_set.seed),
        "por_nivel": str(class_set.per_level),
        "variante": class_set.variant.value,
        "separador": separator,
        "pesos": weights,
        "levels_given": True,
    }


def site_url() -> str:
    """The site's own address, for the learners' links (absolute: they go on paper): a
    Spanish 400 if the address the request came to cannot be one (a balancer's
    ``X-Forwarded-*`` may still say anything)."""
    if current_app.config.get("SITE_URL"):
        return str(current_app.config["SITE_URL"])
    try:
        return check_base_url(request.url_root)
    except PokerError:
        abort(400, description=BAD_HOST_MESSAGE)


def _page_query(class_set: ClassSet, separator: str, weights: str = DEFAULT_WEIGHTS) -> str:
    """The set's query, with the CSV separator and the weights when not the default."""
    query = class_set.query()
    if separator != ";":
        query += f"&{urlencode({'separador': separator})}"
    return query if weights == DEFAULT_WEIGHTS else f"{query}&{urlencode({'pesos': weights})}"


@bp.get("/")
def index() -> ResponseReturnValue:
    form = _form()
    new_seed = "nueva" in request.args
    if new_seed:
        form["semilla"] = str(secrets.randbelow(NEW_SEED_BELOW))
        if not wants_fragment():
            return redirect(f"{url_for('.index')}?{_form_query(form)}", code=303)
    class_set, error, error_field, status = None, None, None, 200
    try:
        class_set = _class_set(form)
    except PokerError as problem:
        error, error_field, status = error_text(problem), problem.field, INVALID
    separator, weights = ";", DEFAULT_WEIGHTS
    if class_set is not None:  # the form shows the set as parsed ("1-2" ticks 1 and 2)
        separator, weights = _separator(form), _weights(form)
        form = _shown(class_set, separator, weights)
    context: dict[str, Any] = {
        "form": form,
        "error": error,
        "error_field": error_field,
        "variants": VARIANTS,
        "drill_choices": DRILL_CHOICES,
        "separators": SEPARATOR_CHOICES,
        "weight_choices": WEIGHT_CHOICES,
        "weights": weights,
        "class_set": class_set,
        "new_seed": new_seed,
        "formats": FORMATS.values(),
        "separator": separator,
    }
    if class_set is not None:
        context["links"] = [
            (label, link, link.removeprefix(request.url_root.rstrip("/")))  # same host: a path
            for label, link in class_links(class_set, site_url())
        ]
        context["samples"] = _samples(class_set)
        context["drill_samples"] = _drill_samples(class_set)
        context["page_query"] = _page_query(class_set, separator, weights)
    push_url = None
    if new_seed:  # the address bar shows the set with the seed just drawn
        query = _page_query(class_set, separator, weights) if class_set else _form_query(form)
        push_url = f"{url_for('.index')}?{query}"
    response = render(
        "instructors/index.html",
        "instructors/partial/preview.html",
        status,
        push_url=push_url,
        **context,
    )
    if new_seed:
        response.headers["Cache-Control"] = "no-store"  # a fresh seed each time
    return response


def _samples(class_set: ClassSet) -> list[tuple[int, Any]]:
    """The first showdown of each level, numbered as in the worksheet."""
    practice, per_level = class_set.practice, class_set.per_level
    if practice is None:
        return []
    return [
        (position * per_level + 1, practice.showdown(level, 0))
        for position, level in enumerate(practice.levels)
    ]


def _drill_samples(class_set: ClassSet) -> list[tuple[int, Any]]:
    """The first item of each drill step, numbered as in the worksheet."""
    return [(n, item) for n, item in numbered_items(class_set) if item.index == 0]


def _checked() -> tuple[ClassSet, str, str]:
    form = _form()
    try:
        return _class_set(form), _separator(form), _weights(form)
    except PokerError as problem:
        abort(400, description=error_text(problem))


def _sheet(template: str) -> str:
    class_set, separator, weights = _checked()
    context = sheet_context(class_set, class_links(class_set, site_url()))
    query = _page_query(class_set, separator, weights)
    return render_template(template, page_query=query, **context)


@bp.get("/ficha/")
def worksheet() -> str:
    return _sheet("instructors/worksheet.html")


@bp.get("/solucionario/")
def answer_key() -> str:
    return _sheet("instructors/answer_key.html")


@bp.context_processor
def download_links() -> dict[str, Any]:
    return {"download_url": download_url, "step_title": step_title}


def download_url(
    chosen: Format, class_set: ClassSet, separator: str = ";", weights: str = DEFAULT_WEIGHTS
) -> str:
    """Where a page links a download: by its file name in the static build (a static host
    serves a file by its name and extension), with the set's query otherwise (and the
    CSV's separator when it is not the default)."""
    if current_app.config["STATIC_BUILD"]:
        return url_for(".download_file", filename=chosen.filename(class_set))
    query = class_set.query()
    if chosen.code == "csv":
        query = _page_query(class_set, separator)
    elif chosen.code == "moodle":
        query = _page_query(class_set, ";", weights)
    return f"{url_for('.download', fmt=chosen.code)}?{query}"


@bp.get("/descargar/<fmt>/")
def download(fmt: str) -> Response:
    chosen = FORMATS.get(fmt)
    if chosen is None:
        abort(404, description=f"No hay descargas en ese formato (usa: {', '.join(FORMATS)}).")
    return _download(chosen, *_checked())


@bp.get("/descargar/<filename>")
def download_file(filename: str) -> Response:
    """A download by its file name (``serie-h1234-5-2026.json``): the set is in the code."""
    try:
        chosen, class_set = parse_filename(filename)
    except PokerError as problem:
        abort(404, description=error_text(problem))
    return _download(chosen, class_set)


def _download(
    chosen: Format, class_set: ClassSet, separator: str = ";", weights: str = DEFAULT_WEIGHTS
) -> Response:
    """The file, made once per process and kept gzipped (:mod:`.downloads`): gzip to a
    client that accepts it, the plain bytes to any other; a Spanish 503 when too many
    heavy files are being made."""
    base = site_url()
    store: DownloadStore = current_app.extensions[DOWNLOADS_KEY]
    key = (chosen.code, class_set.code, separator, weights, base)
    heavy = class_set.size > HEAVY_ITEMS
    job = (class_set, chosen.code, base, separator, weights)
    helper: Helper = current_app.extensions[HELPER_KEY]

    def make() -> Prepared:  # a heavy set in the helper process, any other right here
        return helper.run(prepared_export, *job) if heavy else prepared_export(*job)

    try:
        prepared = store.get(key, make, heavy=heavy)
    except Busy:
        return _busy()
    gzipped = request.accept_encodings.quality("gzip") > 0
    response = Response(
        prepared.gzipped if gzipped else prepared.plain(),
        content_type=f"{chosen.mimetype}; charset=utf-8",
    )
    response.headers["Content-Disposition"] = f'attachment; filename="{chosen.filename(class_set)}"'
    response.vary.add("Accept-Encoding")
    if gzipped:
        response.headers["Content-Encoding"] = "gzip"
    response.set_etag(f"{prepared.digest}-gz" if gzipped else prepared.digest)
    return response


def _busy() -> Response:
    """Too many heavy files at once in this process: try again in a few seconds."""
    page = render_template(
        "errors/error.html",
        code=503,
        title="Descargas ocupadas",
        message="Se están preparando otras descargas grandes. "
        f"Vuelve a intentarlo en {RETRY_SECONDS} segundos.",
    )
    response = Response(page, status=503, mimetype="text/html")
    response.headers["Retry-After"] = str(RETRY_SECONDS)
    response.headers["Cache-Control"] = "no-store"
    return response
