"""The rule books and guides the lessons cite: ``sources.yaml``.

Each entry is ``ID: {document, section, page, read, summary}``; ``read`` is the date the
source was read, shown in Spanish.

>>> Source("tda", "Reglas TDA", "Regla 15", None, "2026-01-15", "Botes").read_text
'15 de enero de 2026'
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from pathlib import Path

from .reading import SLUG, ContentError, load_yaml, required_text

MONTHS = (
    "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio",
    "agosto", "septiembre", "octubre", "noviembre", "diciembre",
)  # fmt: skip


@dataclass(frozen=True)
class Source:
    id: str
    document: str
    section: str
    page: str | None
    read: str  # ISO date
    summary: str

    @property
    def read_text(self) -> str:
        """The date read, in Spanish: «15 de enero de 2026»."""
        date = dt.date.fromisoformat(self.read)
        return f"{date.day} de {MONTHS[date.month - 1]} de {date.year}"

    @property
    def citation(self) -> str:
        parts = [self.document, self.section]
        if self.page:
            parts.append(f"p. {self.page}")
        return ", ".join(parts)


def load_sources(path: Path) -> dict[str, Source]:
    if not path.exists():
        return {}
    data = load_yaml(path)
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise ContentError("debe ser un diccionario ID: {document, section, read, …}", path)
    sources = {}
    for source_id, entry in data.items():
        key = str(source_id)
        if not SLUG.fullmatch(key):
            raise ContentError(
                "el ID debe ir en minúsculas, con letras, cifras y guiones", path, key
            )
        if not isinstance(entry, dict):
            raise ContentError("debe ser un diccionario {document, section, read, …}", path, key)
        unknown = set(entry) - {"document", "section", "page", "read", "summary"}
        if unknown:
            raise ContentError(f"claves desconocidas: {', '.join(sorted(unknown))}", path, key)
        read = entry.get("read")
        if isinstance(read, dt.date):
            read = read.isoformat()
        try:
            dt.date.fromisoformat(str(read))
        except ValueError:
            raise ContentError(
                "«read» debe ser una fecha AAAA-MM-DD", path, f"{key}.read"
            ) from None
        page = entry.get("page")
        sources[key] = Source(
            id=key,
            document=required_text(entry, "document", path, key),
            section=required_text(entry, "section", path, key),
            page=None if page is None else str(page),
            read=str(read),
            summary=required_text(entry, "summary", path, key),
        )
    return sources
