"""Where the site's files are: ``content/``, ``templates/`` and ``static/``.

In the repository (and so in an editable install) they are the folders at its top. A
wheel carries a copy of the three inside the package, in ``academy/site_files/`` (the
build hook in ``setup.py`` puts them there), so an installed ``academy`` serves and builds
the site from any working directory. Nothing else in the package works out these paths.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
BUNDLED = PACKAGE / "site_files"
ROOT = BUNDLED if BUNDLED.is_dir() else PACKAGE.parent
CONTENT_DIR = ROOT / "content"
TEMPLATES_DIR = ROOT / "templates"
STATIC_DIR = ROOT / "static"
