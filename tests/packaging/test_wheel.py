"""Packaging: the wheel built from the repository serves and builds the site anywhere.

One slow test (marked ``wheel``; about ten seconds): the files a build needs are copied
to a temporary folder, ``pip wheel`` builds the wheel there (with the test venv's pinned
setuptools, no network), and the wheel is installed with ``--no-deps`` into a fresh venv
made without pip. The dependencies (Flask, waitress…) come from the test venv through a
``.pth`` line, which adds their folder but runs none of the ``.pth`` files in it, so the
editable install of the repository is not seen: ``academy`` comes from the wheel alone.
Then, from a folder that is not the repository, ``academy build`` writes the site and
``academy serve`` answers pages, the stylesheet and htmx.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import sysconfig
import urllib.request
import zipfile
from pathlib import Path

import pytest
from helpers import REPOSITORY
from helpers.servers import free_port, serving

pytestmark = pytest.mark.wheel

SOURCES = ("pyproject.toml", "setup.py", "README.md", "academy", "content", "templates", "static")
IGNORED = shutil.ignore_patterns("__pycache__", "*.pyc", "site_files", "*.egg-info")


def run(*command: str | Path, cwd: Path) -> str:
    result = subprocess.run(
        [str(part) for part in command], cwd=cwd, capture_output=True, text=True, timeout=300
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    source = tmp_path_factory.mktemp("fuente")
    for name in SOURCES:
        if (REPOSITORY / name).is_dir():
            shutil.copytree(REPOSITORY / name, source / name, ignore=IGNORED)
        else:
            shutil.copy2(REPOSITORY / name, source / name)
    wheels = tmp_path_factory.mktemp("ruedas")
    pip = (sys.executable, "-m", "pip", "--disable-pip-version-check")
    run(
        *pip, "wheel", "--quiet", "--no-deps", "--no-build-isolation", "-w", wheels, ".", cwd=source
    )
    (built,) = wheels.glob("academy-*.whl")
    return built


@pytest.fixture(scope="module")
def installed(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh venv holding the wheel; its ``bin`` folder."""
    venv = tmp_path_factory.mktemp("venv")
    run(sys.executable, "-m", "venv", "--without-pip", venv, cwd=venv)
    python = venv / "bin" / "python"
    pip = (sys.executable, "-m", "pip", "--disable-pip-version-check", "--python", python)
    run(*pip, "install", "--quiet", "--no-deps", "--no-index", wheel, cwd=venv)
    purelib = run(
        python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])", cwd=venv
    )
    (Path(purelib.strip()) / "dependencias.pth").write_text(
        sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8"
    )
    return venv / "bin"


def test_the_wheel_carries_the_site_files(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    for name in (
        "academy/paths.py",
        "academy/site_files/content/sources.yaml",
        "academy/site_files/templates/base.html",
        "academy/site_files/static/css/site.css",
        "academy/site_files/static/vendor/htmx.min.js",
    ):
        assert name in names, name
    lessons = [n for n in names if n.startswith("academy/site_files/content/lessons/")]
    assert len(lessons) == len(list((REPOSITORY / "content" / "lessons").glob("*.md")))
    assert not [n for n in names if n.startswith(("tests/", "setup.py", "academy/site_files/."))]


def test_the_installed_wheel_builds_and_serves_from_any_folder(
    installed: Path, tmp_path: Path
) -> None:
    where = run(
        installed / "python", "-c", "import academy.paths as p; print(p.ROOT)", cwd=tmp_path
    )
    assert Path(where.strip()).is_relative_to(installed.parent)  # not the repository
    report = run(installed / "academy", "build", "--output", "sitio", cwd=tmp_path)
    assert "páginas" in report
    site = tmp_path / "sitio"
    assert (site / "index.html").is_file() and (site / "figures.json").is_file()
    assert (site / "static" / "vendor" / "htmx.min.js").is_file()
    expected = {p.stem.split("-", 1)[1] for p in (REPOSITORY / "content" / "lessons").glob("*.md")}
    built = {p.name for p in (site / "lecciones").iterdir()} | {"glosario"}
    assert built == expected
    port = free_port()
    command = [str(installed / "academy"), "serve", "--port", str(port)]
    for base in serving(command, port, cwd=tmp_path):
        for path in ("/", "/lecciones/ranking-de-manos/", "/static/css/site.css"):
            with urllib.request.urlopen(base + path, timeout=10) as response:
                assert response.status == 200, path
        with urllib.request.urlopen(base + "/", timeout=10) as response:
            assert 'lang="es"' in response.read().decode("utf-8")
