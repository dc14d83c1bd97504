"""The web site: app factory, security headers, error pages and the blueprints.

``create_app()`` loads and checks all of ``content/`` once; tests pass their own
``CONTENT`` (a :class:`academy.content.Content`) or ``CONTENT_DIR``.
"""

from __future__ import annotations

import gc
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from flask import Flask, Response, jsonify, render_template, request
from flask.typing import ResponseReturnValue
from htmx_flask import Htmx  # type: ignore[import-untyped]
from jinja2 import StrictUndefined
from markupsafe import escape
from werkzeug.exceptions import HTTPException

from ..content import load_content
from ..engine.errors import PokerError
from ..instructors.common import check_base_url
from ..paths import CONTENT_DIR, STATIC_DIR, TEMPLATES_DIR
from . import api, instructors, lessons, main, practice, progress, results, tools, workshop
from .filters import register_filters
from .hosts import HostCheck, refuse_bad_host
from .response_cache import ResponseCache
from .responses import finish_response
from .site import CONTENT_KEY
from .static_files import install_static

MAX_BODY = api.MAX_BODY  # one limit for every request body
CACHE_KEY = "academy.response_cache"

CONTENT_SECURITY_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; "
    "form-action 'self'; frame-ancestors 'none'"
)
SECURITY_HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
}
ERROR_MESSAGES = {
    400: ("Petición no válida", "Algún dato de la dirección o del formulario no es válido."),
    403: ("Acceso no permitido", "Esta página no está disponible."),
    404: ("Página no encontrada", "No hay ninguna página en esta dirección."),
    405: ("Método no permitido", "Esta dirección no acepta este tipo de petición."),
    406: ("Formato no disponible", "No podemos responder en el formato pedido."),
    408: ("Tiempo agotado", "La petición tardó demasiado. Inténtalo de nuevo."),
    413: ("Petición demasiado grande", "Los datos enviados superan el tamaño permitido."),
    414: ("Dirección demasiado larga", "La dirección de la página es demasiado larga."),
    415: ("Formato no admitido", "El tipo de datos enviado no se admite."),
    422: ("Datos no válidos", "Algún dato del formulario no es válido."),
    429: ("Demasiadas peticiones", "Espera un momento antes de volver a intentarlo."),
    431: ("Cabeceras demasiado grandes", "La petición lleva cabeceras demasiado grandes."),
}
# The server errors the proxy in front answers itself (deploy/nginx/academy.conf), in the
# same words and page as the app's own errors (academy/web/proxy_pages.py writes them).
SERVER_ERROR_MESSAGES = {
    500: ("Algo ha fallado", "Algo ha fallado en el servidor. Vuelve a intentarlo más tarde."),
    502: ("Sitio no disponible", "El sitio no responde en este momento. Vuelve a intentarlo "
          "en unos segundos."),
    503: ("Sitio no disponible", "El sitio está ocupado en este momento. Vuelve a intentarlo "
          "en unos segundos."),
    501: ("Petición no admitida", "El servidor no admite esta forma de enviar la petición."),
    504: ("Tiempo agotado", "El sitio ha tardado demasiado en responder. Vuelve a intentarlo "
          "en unos segundos."),
    505: ("Versión no admitida", "El servidor solo admite las versiones 1.0 y 1.1 de HTTP."),
}  # fmt: skip
GENERIC_ERROR = ("Petición no válida", "No podemos atender esta petición.")


def create_app(test_config: Mapping[str, Any] | None = None) -> Flask:
    """The Flask application; ``test_config`` overrides settings (``CONTENT_DIR``…)."""
    app = Flask(
        __name__,
        template_folder=str(TEMPLATES_DIR),
        static_folder=str(STATIC_DIR),
        static_url_path="/static",
    )
    app.config.from_mapping(
        CONTENT_DIR=str(CONTENT_DIR),
        MAX_CONTENT_LENGTH=MAX_BODY,
        MAX_FORM_MEMORY_SIZE=MAX_BODY,
        MAX_FORM_PARTS=200,
        RAISE_UNEXPECTED_ERRORS=False,  # the static build wants the real error
        STATIC_BUILD=False,  # the static build links downloads by their file names
        RESPONSE_CACHE_ENTRIES=4096,  # finished answers kept per process; 0: none
        FREEZE_STARTUP_OBJECTS=True,  # gc.freeze() once the app is made (not when TESTING)
    )
    if test_config is not None:
        app.config.from_mapping(test_config)
    if app.config.get("SITE_URL"):  # a wrong address stops the start, not every request
        app.config["SITE_URL"] = site_address(str(app.config["SITE_URL"]))
    app.json.ensure_ascii = False  # type: ignore[attr-defined]
    app.jinja_env.undefined = StrictUndefined
    app.jinja_env.trim_blocks = True
    app.jinja_env.lstrip_blocks = True
    Htmx(app)
    register_filters(app)
    install_static(app)

    content = app.config.get("CONTENT")
    if content is None:
        content = load_content(Path(app.config["CONTENT_DIR"]))
    app.extensions[CONTENT_KEY] = content

    blueprints = (
        main.bp,
        lessons.bp,
        tools.bp,
        practice.bp,
        workshop.bp,
        progress.bp,
        instructors.bp,
        results.bp,
        api.bp,
    )
    for blueprint in blueprints:
        app.register_blueprint(blueprint)

    app.before_request(refuse_bad_host)  # first: a Host no link can be built on
    app.after_request(finish_response)  # runs last: after_request goes in reverse
    app.after_request(spanish_redirect)
    app.after_request(add_security_headers)
    app.register_error_handler(HTTPException, handle_http_error)
    app.register_error_handler(Exception, handle_unexpected_error)
    flask_app = app.wsgi_app
    cache = ResponseCache(flask_app, max_entries=app.config["RESPONSE_CACHE_ENTRIES"])
    app.wsgi_app = HostCheck(cache, flask_app)  # type: ignore[method-assign]
    app.extensions[CACHE_KEY] = cache
    if app.config["FREEZE_STARTUP_OBJECTS"] and not app.testing:
        # The content, templates and tables live as long as the process: out of the
        # collector's sight, a full collection no longer walks them (a 30-40 ms pause
        # about once a second under load, measured with gc.callbacks).
        gc.freeze()
    return app


def production_app() -> Flask:
    """The app as the production stack runs it (``deploy/gunicorn.conf.py``): the site's
    address from the environment variable ``SITE_URL``, which it requires, so the learners'
    links in the instructors' files never come from a visitor's ``Host`` header."""
    address = os.environ.get("SITE_URL", "").strip()
    if not address:
        raise ValueError(
            "SITE_URL: falta la dirección pública del sitio (por ejemplo "
            "SITE_URL=https://poker.example/); el servidor de producción la necesita"
        )
    return create_app({"SITE_URL": address})


def site_address(text: str) -> str:
    """The ``SITE_URL`` setting, checked: a ValueError in Spanish when it is no address."""
    try:
        return check_base_url(text)
    except PokerError as problem:
        raise ValueError(f"SITE_URL: {problem.message}") from None


# Headers that, when an answer already has one, take the slow path below.
_ALREADY_SET = frozenset(name.lower() for name in (*SECURITY_HEADERS, "Set-Cookie", "Vary"))


def add_security_headers(response: Response) -> Response:
    """Strict CSP and friends on every response; never a cookie."""
    headers = response.headers
    if _ALREADY_SET.isdisjoint([name.lower() for name in headers.keys()]):
        # The usual answer (none of them set yet): appended in one go.
        headers.extend(SECURITY_HEADERS)
        headers.add("Vary", "HX-Request")
        return response
    for name, value in SECURITY_HEADERS.items():
        headers.setdefault(name, value)
    headers.pop("Set-Cookie", None)
    response.vary.add("HX-Request")
    return response


def spanish_redirect(response: Response) -> Response:
    """A redirect's page (shown by clients that do not follow it) in Spanish, not
    Werkzeug's English one."""
    if 300 <= response.status_code < 400 and response.location:
        link = escape(response.location)
        response.set_data(
            f'<!doctype html>\n<html lang="es">\n<title>Redirección</title>\n'
            f'<p>Esta página está en <a href="{link}">{link}</a>.</p>\n</html>\n'
        )
        response.mimetype = "text/html"
    return response


def handle_http_error(error: HTTPException) -> ResponseReturnValue:
    """Every 4xx answers in Spanish: JSON under ``/api/``, a page everywhere else."""
    code = error.code or 500
    if code < 400:
        return error.get_response()
    if code >= 500:
        return handle_unexpected_error(error)
    title, message = ERROR_MESSAGES.get(code, GENERIC_ERROR)
    if error.description and error.description != type(error).description:
        message = error.description  # our own Spanish reason
    if request.path.startswith("/api/"):
        return jsonify(error=message), code
    response = error.get_response()
    page = render_template("errors/error.html", code=code, title=title, message=message)
    headers = {"Allow": response.headers["Allow"]} if "Allow" in response.headers else {}
    return Response(page, status=code, headers=headers, mimetype="text/html")


def handle_unexpected_error(error: Exception) -> tuple[Response | str, int]:
    """A bug: log it, answer 500 with a Spanish page (never a traceback)."""
    from flask import current_app

    if not isinstance(error, HTTPException):
        if current_app.config["RAISE_UNEXPECTED_ERRORS"]:
            raise error
        current_app.logger.exception("error inesperado", exc_info=error)
    message = "Algo ha fallado en el servidor. Vuelve a intentarlo más tarde."
    if request.path.startswith("/api/"):
        return jsonify(error=message), 500
    try:
        page = render_template("errors/500.html", message=message)
    except Exception:  # pragma: no cover - the page itself failed
        page = f"<!doctype html><html lang=es><title>Error</title><p>{message}</p></html>"
    return page, 500
