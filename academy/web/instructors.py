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
from dataclasses import dataclass, replace
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
from werkzeug.datastructures import MultiDict

from ..drills import KINDS, DrillItem
from ..drills.workshop_set import MAX_TEXT, steps_words
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
from ..practice import Showdown
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

MAX_FIELD = 40  # characters of a one-value field (a seed, a count, a variant)
# Values of the ticked boxes: more than the form can send is refused, never cut. A value
# of ``ejercicios`` may be a whole selection (``cinco:1-3,botes:1-3``, as a link writes
# it), read whole up to parse_drills' own limit.
MOST_TICKED = {"niveles": 8, "ejercicios": 60}
MAX_TICKED = {"niveles": MAX_FIELD, "ejercicios": MAX_TEXT}
# The form's one-value fields: query name → SetForm attribute.
FIELDS = {
    "semilla": "seed",
    "por_nivel": "per_level",
    "variante": "variant",
    "separador": "separator",
    "pesos": "weights",
}
DRILL_CHOICES = tuple(
    (f"{code}:{step}", kind.catalog.title, step, title)
    for code, kind in KINDS.items()
    for step, title in kind.catalog.steps.items()
)
SEPARATOR_CHOICES = ((";", "punto y coma ;"), (",", "coma ,"))
WEIGHT_CHOICES = tuple((code, words.capitalize()) for code, words in WEIGHTS.items())
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


@dataclass(frozen=True, slots=True)
class SetForm:
    """«Prepara una serie» as sent: each field as typed (at most 200 characters), the ticked
    levels and workshop steps as lists. ``levels_given``: the form was sent (it always sends
    an empty ``niveles``), so "no box ticked" differs from "not given"."""

    levels: tuple[str, ...] = ()
    drills: tuple[str, ...] = ()
    levels_given: bool = False
    seed: str = ""
    per_level: str = ""
    variant: str = ""
    separator: str = ""
    weights: str = ""

    @classmethod
    def from_args(cls, args: MultiDict[str, str]) -> SetForm:
        def ticked(name: str) -> tuple[str, ...]:
            # one value more, one character more than allowed: read() refuses them whole
            given = [v for v in args.getlist(name) if v.strip()][: MOST_TICKED[name] + 1]
            return tuple(v[: MAX_TICKED[name] + 1] for v in given)

        typed = {attribute: args.get(name, "")[:200] for name, attribute in FIELDS.items()}
        return cls(ticked("niveles"), ticked("ejercicios"), "niveles" in args, **typed)

    @classmethod
    def shown(cls, class_set: ClassSet, separator: str, weights: str) -> SetForm:
        """The form as it shows a valid set (``1-2`` ticks 1 and 2)."""
        return cls(
            tuple(str(level) for level in class_set.levels),
            tuple(f"{kind}:{step}" for kind, step in class_set.drills),
            True,
            str(class_set.seed),
            str(class_set.per_level),
            class_set.variant.value,
            separator,
            weights,
        )

    def get(self, name: str, default: str = "") -> str:
        """A field by its query name (``semilla``), as the form macros read it."""
        value: str = getattr(self, FIELDS[name]) if name in FIELDS else default
        return value

    def with_seed(self, seed: int) -> SetForm:
        return replace(self, seed=str(seed))

    def read(self) -> tuple[ClassSet, str, str]:
        """The set, the CSV's separator and Moodle's weights the form asks for; PokerError
        (Spanish, naming the field) if it cannot be."""
        for name, attribute in FIELDS.items():
            if len(getattr(self, attribute)) > MAX_FIELD:
                raise PokerError("el texto es demasiado largo", field=name)
        for name, values in (("niveles", self.levels), ("ejercicios", self.drills)):
            if len(values) > MOST_TICKED[name]:
                raise PokerError(f"hay más de {MOST_TICKED[name]} valores", field=name)
            if any(len(value) > MAX_TICKED[name] for value in values):
                raise PokerError(
                    f"el texto es demasiado largo (como mucho {MAX_TICKED[name]} caracteres)",
                    field=name,
                )
        separator = self.separator or ";"
        if separator not in SEPARATORS:
            raise PokerError("elige punto y coma o coma", field="separador")
        weights = self.weights or DEFAULT_WEIGHTS
        if weights not in WEIGHTS:
            raise PokerError("elige cómo puntúa Moodle: cada pregunta igual o por hueco", "pesos")
        query = {"semilla": self.seed, "por_nivel": self.per_level, "variante": self.variant}
        if self.drills:
            query["ejercicios"] = ",".join(self.drills)
        if self.levels:
            query["niveles"] = ",".join(self.levels)
        elif self.levels_given and not self.drills:
            raise PokerError("elige al menos un nivel o un paso del taller", field="niveles")
        return ClassSet.from_query(query), separator, weights

    def query(self) -> str:
        """The form's query as sent (for a form that does not read)."""
        pairs = [("niveles", level) for level in self.levels]
        if not pairs and self.levels_given:
            pairs = [("niveles", "")]
        pairs += [("ejercicios", drill) for drill in self.drills]
        pairs += [(name, self.get(name)) for name in FIELDS if self.get(name)]
        return urlencode(pairs)


@dataclass(frozen=True, slots=True)
class ClassSetPage:
    """What ``/instructores/`` shows: the form and, for a set that reads, its preview."""

    form: SetForm
    error: str | None = None
    error_field: str | None = None
    class_set: ClassSet | None = None
    separator: str = ";"
    weights: str = DEFAULT_WEIGHTS
    new_seed: bool = False
    links: tuple[tuple[str, str, str], ...] = ()  # label, absolute link, same-host path
    samples: tuple[tuple[int, Showdown], ...] = ()
    drill_samples: tuple[tuple[int, DrillItem], ...] = ()
    page_query: str = ""
    variants: tuple[tuple[str, str], ...] = VARIANTS
    drill_choices: tuple[tuple[str, str, int, str], ...] = DRILL_CHOICES
    separators: tuple[tuple[str, str], ...] = SEPARATOR_CHOICES
    weight_choices: tuple[tuple[str, str], ...] = WEIGHT_CHOICES
    formats: tuple[Format, ...] = tuple(FORMATS.values())

    @classmethod
    def of(cls, form: SetForm, new_seed: bool) -> ClassSetPage:
        try:
            class_set, separator, weights = form.read()
        except PokerError as problem:
            return cls(form, error_text(problem), problem.field, new_seed=new_seed)
        return cls(
            SetForm.shown(class_set, separator, weights),
            class_set=class_set,
            separator=separator,
            weights=weights,
            new_seed=new_seed,
            links=tuple(
                (label, link, link.removeprefix(request.url_root.rstrip("/")))
                for label, link in class_links(class_set, site_url())
            ),
            samples=_samples(class_set),
            drill_samples=_drill_samples(class_set),
            page_query=_page_query(class_set, separator, weights),
        )

    @property
    def query(self) -> str:
        """The address bar's query: the set's, or the form's as sent."""
        return self.page_query or self.form.query()


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
    form = SetForm.from_args(request.args)
    new_seed = "nueva" in request.args
    if new_seed:
        form = form.with_seed(secrets.randbelow(NEW_SEED_BELOW))
        if not wants_fragment():
            return redirect(f"{url_for('.index')}?{form.query()}", code=303)
    page = ClassSetPage.of(form, new_seed)
    push_url = f"{url_for('.index')}?{page.query}" if new_seed else None  # the seed drawn
    status = 200 if page.class_set else INVALID
    preview = "instructors/partial/preview.html"
    response = render("instructors/index.html", preview, status, push_url=push_url, page=page)
    if new_seed:
        response.headers["Cache-Control"] = "no-store"  # a fresh seed each time
    return response


def _samples(class_set: ClassSet) -> tuple[tuple[int, Showdown], ...]:
    """The first showdown of each level, numbered as in the worksheet."""
    practice, per_level = class_set.practice, class_set.per_level
    if practice is None:
        return ()
    return tuple(
        (position * per_level + 1, practice.showdown(level, 0))
        for position, level in enumerate(practice.levels)
    )


def _drill_samples(class_set: ClassSet) -> tuple[tuple[int, DrillItem], ...]:
    """The first item of each drill step, numbered as in the worksheet."""
    return tuple((n, item) for n, item in numbered_items(class_set) if item.index == 0)


def _checked() -> tuple[ClassSet, str, str]:
    try:
        return SetForm.from_args(request.args).read()
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
def download_links() -> dict[str, object]:
    return {"download_url": download_url, "step_title": step_title, "steps_words": steps_words}


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
