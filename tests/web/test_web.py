"""The web app through Flask's test client: routes, headers, fragments, errors."""

from __future__ import annotations

import re

import pytest
from flask import Flask, render_template_string
from flask.testing import FlaskClient
from helpers import CONTRACT_EXAMPLE, REPOSITORY
from helpers.web import rendered_templates, text
from jinja2 import UndefinedError

from academy.content import Content
from academy.web import CONTENT_SECURITY_POLICY, create_app

PAGES = [
    "/",
    "/fuentes/",
    "/glosario/",
    "/lecciones/primera/",
    "/herramientas/",
    "/herramientas/lector/",
    "/herramientas/botes/",
    "/herramientas/limites/",
    "/practica/",
    "/instructores/",
]
READER_OK = "/herramientas/lector/?variante=holdem&mano=Kh+Kd&mesa=Kc+Jd+9s+5h+2c"
POTS_OK = (
    "/herramientas/botes/?variante=holdem&mesa=Kc+Jd+9s+5h+2c&boton=C"
    "&nombre1=A&mano1=Kh+Kd&fichas1=50&nombre2=B&mano2=Jc+Jh&fichas2=120"
    "&nombre3=C&mano3=9c+9d&fichas3=200&nombre4=D&fichas4=40&retirado4=1"
)
LIMITS_OK = (
    "/herramientas/limites/?estructura=pot_limit&ciega_grande=10&bote=150&apuesta=50"
    "&ya_puesto=0&ultima_subida=50&stack=1000"
)


@pytest.mark.parametrize("url", PAGES + [READER_OK, POTS_OK, LIMITS_OK])
def test_every_page_answers_in_spanish(client: FlaskClient, url: str) -> None:
    response = client.get(url)
    assert response.status_code == 200
    assert response.mimetype == "text/html"
    body = text(response)
    assert '<html lang="es">' in body
    assert 'href="#contenido"' in body and 'id="contenido"' in body
    assert "Aquí no se apuesta nada:</strong> las cantidades son fichas de ejemplo." in body
    assert "style=" not in body  # the CSP forbids inline styles
    assert re.search(r"<script>|<script [^>]*>[^<]", body) is None  # no inline script


def test_every_real_lesson_renders(site_app: Flask, site_content: Content) -> None:
    client = site_app.test_client()
    for lesson in site_content.lessons:
        url = "/glosario/" if lesson.slug == "glosario" else f"/lecciones/{lesson.slug}/"
        response = client.get(url)
        assert response.status_code == 200, url
        body = text(response)
        assert "Revisa lo aprendido" in body
        assert body.count('class="quiz-item"') == 3
    assert client.get("/").status_code == 200
    assert client.get("/fuentes/").status_code == 200


@pytest.mark.parametrize(
    "url",
    PAGES + ["/no-existe/", "/lecciones/nada/", "/static/css/site.css", "/lecciones/primera/?p1=7"],
)
def test_security_headers_and_no_cookies(client: FlaskClient, url: str) -> None:
    response = client.get(url)
    response.close()
    assert response.headers["Content-Security-Policy"] == CONTENT_SECURITY_POLICY
    assert "frame-ancestors 'none'" in CONTENT_SECURITY_POLICY
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert response.headers["Referrer-Policy"] == "no-referrer"
    assert "Set-Cookie" not in response.headers


def test_api_answers_have_headers_and_no_cookies(client: FlaskClient) -> None:
    for response in (
        client.post("/api/showdown", json=CONTRACT_EXAMPLE),
        client.post("/api/showdown", data="{", content_type="application/json"),
    ):
        assert response.headers["Content-Security-Policy"] == CONTENT_SECURITY_POLICY
        assert response.headers["X-Content-Type-Options"] == "nosniff"
        assert "Set-Cookie" not in response.headers


def test_jinja_is_strict(app: Flask) -> None:
    with app.test_request_context("/"), pytest.raises(UndefinedError):
        render_template_string("{{ not_defined }}")


def test_pages_render_full_templates(app: Flask, client: FlaskClient) -> None:
    with rendered_templates(app) as names:
        client.get(READER_OK)
    assert names == ["tools/reader.html"]  # extends base.html, includes the fragment


@pytest.mark.parametrize(
    ("url", "partial"),
    [
        (READER_OK, "tools/partial/reader_result.html"),
        (POTS_OK, "tools/partial/pots_result.html"),
        (LIMITS_OK, "tools/partial/limits_result.html"),
        ("/lecciones/primera/?p1=1", "lessons/partial/quiz.html"),
    ],
)
def test_htmx_request_gets_the_fragment(
    app: Flask, client: FlaskClient, url: str, partial: str
) -> None:
    with rendered_templates(app) as names:
        response = client.get(url, headers={"HX-Request": "true"})
    assert response.status_code == 200
    assert names[0] == partial
    assert "base.html" not in names
    assert "<html" not in text(response)
    assert "HX-Request" in response.headers["Vary"]


def test_history_restore_gets_the_full_page(app: Flask, client: FlaskClient) -> None:
    headers = {"HX-Request": "true", "HX-History-Restore-Request": "true"}
    with rendered_templates(app) as names:
        client.get(READER_OK, headers=headers)
    assert names[0] == "tools/reader.html"


def test_home_lists_lessons_in_order_with_progress(client: FlaskClient) -> None:
    body = text(client.get("/"))
    first, glossary = body.index("Lección de prueba"), body.index(">Glosario</a>\n")
    assert first < glossary
    assert 'data-progress="primera" hidden' in body
    assert 'href="/practica/"' in body and 'href="/instructores/"' in body


def test_lesson_page_parts(client: FlaskClient) -> None:
    body = text(client.get("/lecciones/primera/"))
    assert "<h1>Lección de prueba</h1>" in body
    assert "¿Quién se lleva el bote?" in body and "La respuesta corta" in body
    # inline figures carry their key; block examples are drawn from the engine's result
    assert '<span data-figure="bote-lateral-abc.pots.0.amount">190</span>' in body
    assert '<span data-figure="bote-lateral-abc.net.A">+140</span>' in body  # net: signed
    assert '<span data-figure="bote-lateral-abc.hands.A.category">trío</span>' in body
    assert '<span data-figure="bote-lateral-abc.hands.A.five.0"><span class="card suit-h">' in body
    assert '<span data-figure="bote-lateral-abc.net.C">−120</span>' in body
    assert 'data-figure="trio-reyes.label">trío de reyes<' in body
    assert 'data-figure="pl-150.max_raise_to">250<' in body
    assert 'data-figure="ranking-5.counts.straight_flush">40<' in body
    assert 'data-figure="ranking-5.total">2\u202f598\u202f960<' in body
    assert "por el kicker, la tercera carta fuera de la pareja" in body  # the decision
    # sources: a disclosure that works without JavaScript
    assert (
        "<summary>Fuente: Documento de prueba, Sección 1, p. 35 — leído el 30 de noviembre "
        "de 2026</summary>" in body
    )
    assert 'href="/fuentes/#fuente-fuente-prueba"' in body
    assert 'href="/glosario/">Glosario</a>' in body  # related lessons


def test_cards_have_spanish_names_and_suit_classes(client: FlaskClient) -> None:
    body = text(client.get(READER_OK))
    assert '<span class="card suit-h"><span class="card-face" aria-hidden="true">' in body
    assert '<span class="vh">rey de corazones</span>' in body
    assert '<span class="card-rank">K</span><span class="card-suit">♥</span>' in body
    plays, unused = body.index(">Juegan<"), body.index(">No juegan<")
    assert plays < body.index("rey de tréboles", plays) < unused
    assert unused < body.index("cinco de corazones", unused)


def test_quiz_feedback_without_javascript(client: FlaskClient) -> None:
    right = text(client.get("/lecciones/primera/?p1=1"))
    assert "<strong>Correcto.</strong> A gana el bote principal." in right
    assert 'id="p1-1" value="1" checked' in right
    wrong = text(client.get("/lecciones/primera/?p1=0&p2=1"))
    assert "<strong>No es esa.</strong> La respuesta es «190»." in wrong
    assert "Los palos nunca desempatan." in wrong
    # answering question 3 keeps the answers already given
    assert '<input type="hidden" name="p1" value="0">' in wrong


@pytest.mark.parametrize("query", ["p1=9", "p1=abc", "p2=-1", "p3="])
def test_bad_quiz_answers_are_400(client: FlaskClient, query: str) -> None:
    response = client.get(f"/lecciones/primera/?{query}")
    assert response.status_code == 400
    assert "debe ser una de sus opciones" in text(response)


def test_not_found_and_method_pages_are_spanish(client: FlaskClient) -> None:
    for url in ("/no-existe/", "/lecciones/no-existe/", "/lecciones/%00/"):
        response = client.get(url)
        assert response.status_code == 404
        assert "Página no encontrada" in text(response)
    response = client.post("/")
    assert response.status_code == 405
    assert "Método no permitido" in text(response)
    assert "GET" in response.headers["Allow"]


def test_glossary_lesson_url_redirects(client: FlaskClient) -> None:
    response = client.get("/lecciones/glosario/")
    assert response.status_code == 301
    assert response.headers["Location"].endswith("/glosario/")


def test_profesores_redirects_to_the_instructors_page(client: FlaskClient) -> None:
    response = client.get("/profesores/")
    assert response.status_code == 301
    assert response.headers["Location"].endswith("/instructores/")


def test_unexpected_errors_get_a_spanish_500(fixture_content: Content) -> None:
    app = create_app({"CONTENT": fixture_content})

    @app.get("/roto/")
    def broken() -> str:
        raise RuntimeError("bug")

    app.logger.disabled = True
    response = app.test_client().get("/roto/")
    assert response.status_code == 500
    assert "Algo ha fallado" in text(response)
    assert "Traceback" not in text(response) and "RuntimeError" not in text(response)


# --- tools ------------------------------------------------------------------------


def test_reader_shows_the_best_five(client: FlaskClient) -> None:
    body = text(client.get(READER_OK))
    assert "trío de reyes" in body
    assert 'data-figure="lector.five"' in body and 'data-figure="lector.unused"' in body


def test_pots_calculator_settles_the_example(client: FlaskClient) -> None:
    body = text(client.get(POTS_OK))
    assert '<span data-figure="botes.pots.0.amount">190</span>' in body
    assert '<span data-figure="botes.refunds.C">80</span>' in body
    assert '<span data-figure="botes.net.D">−40</span>' in body
    assert "Paso a paso" in body


def test_limits_calculator_shows_the_steps(client: FlaskClient) -> None:
    body = text(client.get(LIMITS_OK))
    assert '<span data-figure="limites.max_raise_to">250</span>' in body
    assert "El bote tras igualar: 150 + 50 = 200." in body


def test_limits_calculator_fixed_limit(client: FlaskClient) -> None:
    url = (
        "/herramientas/limites/?estructura=fixed_limit&ciega_grande=10&bote=30&apuesta=10"
        "&ya_puesto=0&ultima_subida=10&stack=500&apuesta_pequena=10&apuesta_grande=20&calle=preflop&subidas=1"
    )
    response = client.get(url)
    assert response.status_code == 200
    assert '<span data-figure="limites.max_raise_to">20</span>' in text(response)


@pytest.mark.parametrize(
    ("url", "message"),
    [
        ("/herramientas/lector/?variante=holdem&mano=Kh&mesa=Kc+Jd+9s+5h+2c", "cada jugador"),
        ("/herramientas/lector/?variante=holdem&mano=Kh+Zz&mesa=Kc+Jd+9s+5h+2c", "no es una carta"),
        ("/herramientas/lector/?variante=poker&mano=Kh+Kd&mesa=Kc+Jd+9s+5h+2c", "no existe"),
        ("/herramientas/lector/?variante=holdem&mano=Kh+Kd&mesa=Kh+Jd+9s+5h+2c", "repetida"),
        ("/herramientas/lector/?mano=" + "K" * 500, "demasiado largo"),
        ("/herramientas/botes/?nombre1=A&fichas1=10", "al menos dos jugadores"),
        ("/herramientas/botes/?nombre1=A&fichas1=x&nombre2=B&fichas2=5", "número entero"),
        ("/herramientas/botes/?mano1=Kh+Kd&fichas1=5", "falta el nombre"),
        (
            "/herramientas/botes/?mesa=Kc+Jd+9s+5h+2c&nombre1=A&mano1=Kh+Kd&fichas1=5"
            "&nombre2=B&mano2=Kh+Qd&fichas2=5",
            "repetida",
        ),
        ("/herramientas/limites/?estructura=no_limit&ciega_grande=0", "número entero"),
        (
            "/herramientas/limites/?estructura=nada&ciega_grande=10&bote=0&apuesta=0"
            "&ya_puesto=0&ultima_subida=0&stack=10",
            "estructura desconocida",
        ),
        (
            "/herramientas/limites/?estructura=fixed_limit&ciega_grande=10&bote=0&apuesta=0"
            "&ya_puesto=0&ultima_subida=0&stack=10",
            "apuesta pequeña",
        ),
        (
            "/herramientas/limites/?estructura=fixed_limit&ciega_grande=10&bote=15&apuesta=10"
            "&ya_puesto=0&ultima_subida=10&stack=500&apuesta_pequena=10&apuesta_grande=20&calle=preflop&subidas=0",
            "la ciega grande ya cuenta como la apuesta",
        ),
        (
            "/herramientas/limites/?estructura=fixed_limit&ciega_grande=10&bote=15&apuesta=10"
            "&ya_puesto=0&ultima_subida=10&stack=500&apuesta_pequena=10&apuesta_grande=20&calle=preflop&subidas=3",
            "la apuesta vigente sería 30, no 10",
        ),
    ],
)
def test_tools_reject_bad_input_with_422(client: FlaskClient, url: str, message: str) -> None:
    response = client.get(url)
    assert response.status_code == 422
    body = text(response)
    assert message in body
    assert 'role="alert"' in body and "<form" in body  # the form comes back with the error


def test_tool_error_fragment_for_htmx(app: Flask, client: FlaskClient) -> None:
    url = "/herramientas/lector/?variante=holdem&mano=Kh&mesa=Kc+Jd+9s+5h+2c"
    with rendered_templates(app) as names:
        response = client.get(url, headers={"HX-Request": "true"})
    assert response.status_code == 422
    assert names[0] == "tools/partial/reader_result.html"
    assert "Revisa los datos." in text(response)


def test_tool_marks_the_invalid_field(client: FlaskClient) -> None:
    body = text(client.get("/herramientas/lector/?variante=holdem&mano=Kh&mesa=Kc+Jd+9s+5h+2c"))
    assert re.search(r'id="mano"[^>]*aria-invalid="true"', body)


# --- assets -----------------------------------------------------------------------


def test_javascript_budget_under_25_kb_gzipped() -> None:
    import gzip

    static = REPOSITORY / "static"
    scripts = [static / "js" / "site.js", static / "vendor" / "htmx.min.js"]
    assert all(p.is_file() for p in scripts), "run scripts/setup.sh (npm ci) first"
    total = sum(len(gzip.compress(p.read_bytes(), 9)) for p in scripts)
    assert total < 25 * 1024


def test_no_third_party_requests(client: FlaskClient) -> None:
    for url in PAGES:
        body = text(client.get(url))
        assert re.search(r'(src|href|action)="(https?:)?//', body) is None, url
        assert 'name="htmx-config"' in body and '"includeIndicatorStyles": false' in body


def test_pots_errors_name_the_form_row(client: FlaskClient) -> None:
    url = (
        "/herramientas/botes/?mesa=Kc+Jd+9s+5h+2c&nombre2=A&mano2=Kh+Kd&fichas2=5"
        "&nombre3=B&mano3=Kh+Qd&fichas3=5"
    )
    body = text(client.get(url))
    assert "Jugador 3, cartas propias:" in body
    assert re.search(r'id="mano3"[^>]*aria-invalid="true"', body)
