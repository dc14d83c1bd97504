"""Reading content files: the one error type, YAML and required texts."""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import yaml

from ..paths import ROOT

SLUG = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")


class ContentError(Exception):
    """A lesson, example or source that is not valid; the message names file and key."""

    def __init__(self, message: str, path: Path | str | None = None, key: str | None = None):
        self.message = message
        self.path = path
        self.key = key
        where = relative_path(path) if path is not None else ""
        if key:
            where = f"{where}: {key}" if where else key
        super().__init__(f"{where}: {message}" if where else message)


def relative_path(path: Path | str) -> str:
    """``path`` relative to the project, as error messages show it."""
    try:
        return str(Path(path).resolve().relative_to(ROOT))
    except ValueError:
        return str(path)


def load_yaml(path: Path) -> Any:
    """The YAML in ``path``; invalid YAML or non-UTF-8 text raises ContentError."""
    try:
        return yaml.safe_load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as error:
        raise ContentError(f"YAML no válido ({error})", path) from None
    except UnicodeDecodeError:
        raise ContentError("el archivo debe estar en UTF-8", path) from None


def required_text(data: Mapping[str, Any], key: str, path: Path, within: str | None = None) -> str:
    """``data[key]`` stripped; missing or blank raises ContentError at ``within.key``."""
    value = data.get(key)
    if not isinstance(value, str) or not value.strip():
        raise ContentError("debe ser un texto no vacío", path, f"{within}.{key}" if within else key)
    return value.strip()
