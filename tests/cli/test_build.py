"""The static build: pages, assets, figures.json, and failures that name the problem."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from helpers import FIXTURE_CONTENT

from academy.build import BuildError, BuildReport, build
from academy.content import Content

pytestmark = pytest.mark.slow  # builds: each test writes a static site


def copy_fixtures(tmp_path: Path) -> Path:
    root = tmp_path / "content"
    shutil.copytree(FIXTURE_CONTENT, root)
    return root


def add_to_lesson(root: Path, text: str) -> None:
    path = root / "lessons" / "01-primera.md"
    path.write_text(path.read_text(encoding="utf-8") + text, encoding="utf-8")


def test_build_writes_pages_assets_and_figures(
    fixture_site: BuildReport, fixture_content: Content
) -> None:
    report = fixture_site
    out = report.output
    for page in (
        "index.html",
        "fuentes/index.html",
        "glosario/index.html",
        "lecciones/primera/index.html",
        "herramientas/lector/index.html",
        "herramientas/botes/index.html",
        "herramientas/limites/index.html",
        "404.html",
        "static/css/site.css",
        "static/js/site.js",
    ):
        assert (out / page).is_file(), page
    figures = json.loads((out / "figures.json").read_text(encoding="utf-8"))
    assert figures == dict(fixture_content.figures)
    assert figures["bote-lateral-abc.pots.1.amount"] == 140
    assert report.figures == len(figures)
    assert report.pages >= 10 and report.seconds > 0
    assert "páginas" in report.summary() and str(report.figures) in report.summary()
    lesson = (out / "lecciones/primera/index.html").read_text(encoding="utf-8")
    assert '<span data-figure="bote-lateral-abc.pots.0.amount">190</span>' in lesson
    assert "Página no encontrada" in (out / "404.html").read_text(encoding="utf-8")


def test_build_can_replace_its_own_output(tmp_path: Path) -> None:
    out = tmp_path / "sitio"
    build(out, content_dir=FIXTURE_CONTENT)
    (out / "viejo.html").write_text("x", encoding="utf-8")
    build(out, content_dir=FIXTURE_CONTENT)
    assert not (out / "viejo.html").exists()


def test_build_refuses_a_folder_with_other_files(tmp_path: Path) -> None:
    (tmp_path / "mio.txt").write_text("no borrar", encoding="utf-8")
    with pytest.raises(BuildError, match="no está vacía"):
        build(tmp_path, content_dir=FIXTURE_CONTENT)
    assert (tmp_path / "mio.txt").exists()


def test_build_fails_on_a_wrong_expectation(tmp_path: Path) -> None:
    root = copy_fixtures(tmp_path)
    path = root / "examples" / "ejemplos.yaml"
    path.write_text(
        path.read_text(encoding="utf-8").replace("net.A: 140", "net.A: 100"), encoding="utf-8"
    )
    out = tmp_path / "sitio"
    with pytest.raises(BuildError, match=r"bote-lateral-abc\.net\.A: se esperaba 100"):
        build(out, content_dir=root)
    assert not out.exists()  # content is checked before anything is written


@pytest.mark.parametrize(
    ("markdown", "message"),
    [
        ("\nUn [enlace roto](/lecciones/no-existe/).\n", "/lecciones/no-existe/ responde 404"),
        ("\nUna [imagen](/static/img/nada.png).\n", "enlace roto a /static/img/nada.png"),
        ("\nUn [ancla rota](/fuentes/#fuente-nada).\n", "enlace roto a /fuentes/#fuente-nada"),
    ],
)
def test_build_fails_on_a_broken_link(tmp_path: Path, markdown: str, message: str) -> None:
    root = copy_fixtures(tmp_path)
    add_to_lesson(root, markdown)
    with pytest.raises(BuildError, match=message) as error:
        build(tmp_path / "sitio", content_dir=root)
    assert "/lecciones/primera/" in str(error.value)


def test_build_follows_redirects_with_a_static_page(tmp_path: Path) -> None:
    root = copy_fixtures(tmp_path)
    add_to_lesson(root, "\nVer el [glosario](/lecciones/glosario/).\n")
    out = tmp_path / "sitio"
    build(out, content_dir=root)
    moved = (out / "lecciones/glosario/index.html").read_text(encoding="utf-8")
    assert 'http-equiv="refresh" content="0; url=/glosario/"' in moved


def test_build_of_the_real_site(tmp_path: Path) -> None:
    report = build(tmp_path / "sitio")
    assert report.pages >= 8
    assert report.figures > 0


def test_build_names_a_page_that_fails(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import academy.web.main

    def broken() -> str:
        raise RuntimeError("plantilla rota")

    monkeypatch.setattr(academy.web.main, "render_template", lambda *a, **k: broken())
    with pytest.raises(BuildError, match="la página / falla al generarse: RuntimeError"):
        build(tmp_path / "sitio", content_dir=FIXTURE_CONTENT)


def test_build_fails_on_a_repeated_id(tmp_path: Path) -> None:
    root = copy_fixtures(tmp_path)
    add_to_lesson(root, "\n[[ejemplo trio-reyes]]\n")  # the same example twice on one page
    with pytest.raises(BuildError, match="la página /lecciones/primera/ repite el id"):
        build(tmp_path / "sitio", content_dir=root)


def test_build_freezes_the_default_practice_set_with_its_fragments(
    fixture_site: BuildReport,
) -> None:
    from academy.practice import PracticeSet

    out = fixture_site.output
    practice_set = PracticeSet()
    assert (out / "practica/index.html").is_file()
    for showdown in practice_set.showdowns():
        folder = out / "practica" / practice_set.code / str(showdown.level) / str(showdown.index)
        fragment = (folder / "fragmento/index.html").read_text(encoding="utf-8")
        assert "<html" not in fragment and f'data-slot="{showdown.id}"' in fragment
        assert (folder / "index.html").is_file()
        for option in showdown.options:
            answer = (folder / option.key / "fragmento/index.html").read_text(encoding="utf-8")
            assert "<html" not in answer
            assert f'data-correct="{"true" if option.correct else "false"}"' in answer
            assert (folder / option.key / "index.html").is_file()


def test_the_build_summary_writes_its_seconds_with_a_decimal_comma(tmp_path: Path) -> None:
    from academy.build import BuildReport

    summary = BuildReport(tmp_path, pages=3, figures=2, static_files=1, seconds=10.789).summary()
    assert summary.endswith("en 10,79 s.") and "10.79" not in summary
