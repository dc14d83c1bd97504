"""Third-party assets: htmx comes from npm (package-lock.json) into ``static/vendor/``.

Never a CDN: the site serves every script itself.
"""

from __future__ import annotations

import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
HTMX_SOURCE = Path("node_modules/htmx.org/dist/htmx.min.js")
HTMX_TARGET = Path("static/vendor/htmx.min.js")


def vendor_htmx(root: Path = ROOT) -> Path:
    """Copy htmx.min.js from ``node_modules`` (after ``npm ci``) to ``static/vendor``.

    Raises FileNotFoundError, in Spanish, when npm has not installed it yet.
    """
    source = root / HTMX_SOURCE
    if not source.is_file():
        raise FileNotFoundError(
            f"falta {HTMX_SOURCE}: ejecuta «npm ci» en {root} antes de copiar htmx"
        )
    target = root / HTMX_TARGET
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)
    return target


if __name__ == "__main__":  # pragma: no cover
    print(vendor_htmx())
