"""Build hook: a wheel carries ``content/``, ``templates/`` and ``static/``.

The three folders stay at the top of the repository. When setuptools builds a wheel, the
hook copies them into the built package as ``academy/site_files/``, where
:mod:`academy.paths` looks first. An editable install reads the repository itself.
Everything else about the package is in ``pyproject.toml``.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
SITE_FOLDERS = ("content", "templates", "static")  # as in academy/paths.py
IGNORED = shutil.ignore_patterns("__pycache__", "*.pyc", ".*")
NEEDED = Path("static/vendor/htmx.min.js")  # put there by scripts/setup.sh (npm ci)


class BuildPyWithSiteFiles(build_py):
    def run(self) -> None:
        if not self.editable_mode:  # no module left over from an earlier build
            shutil.rmtree(Path(self.build_lib) / "academy", ignore_errors=True)
        super().run()
        if self.editable_mode:
            return
        if not (HERE / NEEDED).is_file():
            raise SystemExit(f"falta {NEEDED}: ejecuta scripts/setup.sh antes de construir")
        target = Path(self.build_lib) / "academy" / "site_files"
        shutil.rmtree(target, ignore_errors=True)
        for folder in SITE_FOLDERS:
            shutil.copytree(HERE / folder, target / folder, ignore=IGNORED)


setup(cmdclass={"build_py": BuildPyWithSiteFiles})
