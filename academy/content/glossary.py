"""The site's term table: ``glossary.yaml``, written once and used twice.

The glossary page draws its tables from it (``[[glosario SECTION]]``), and the tests read
its ``retired`` words: the words the site never uses outside the glossary's synonym
column (``pozo``, ``pinta``, ``bote secundario``…).

Each section is ``{id, title, terms}``; each term is ``{term, meaning, synonyms,
retired}``: ``synonyms`` are shown in the «También se dice» column, ``retired`` are the
spellings of those synonyms the site's own text must not use.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from .reading import SLUG, ContentError, load_yaml, required_text


@dataclass(frozen=True)
class Term:
    term: str
    meaning: str
    synonyms: tuple[str, ...]
    retired: tuple[str, ...]


@dataclass(frozen=True)
class GlossarySection:
    id: str
    title: str
    terms: tuple[Term, ...]


def load_glossary(path: Path) -> dict[str, GlossarySection]:
    """The sections of ``glossary.yaml`` by id (empty when there is no such file)."""
    if not path.exists():
        return {}
    data = load_yaml(path)
    if not isinstance(data, list):
        raise ContentError("debe ser una lista de secciones {id, title, terms}", path)
    sections: dict[str, GlossarySection] = {}
    for index, entry in enumerate(data):
        if not isinstance(entry, dict) or not SLUG.fullmatch(str(entry.get("id", ""))):
            raise ContentError("cada sección necesita un «id» en minúsculas", path, f"[{index}]")
        key = str(entry["id"])
        if key in sections:
            raise ContentError("la sección está repetida", path, key)
        terms = entry.get("terms")
        if not isinstance(terms, list) or not terms:
            raise ContentError("«terms» debe ser una lista de términos", path, key)
        sections[key] = GlossarySection(
            key,
            required_text(entry, "title", path, key),
            tuple(_term(term, path, f"{key}.terms[{i}]") for i, term in enumerate(terms)),
        )
    return sections


def _term(entry: object, path: Path, where: str) -> Term:
    if not isinstance(entry, dict):
        raise ContentError("debe ser {term, meaning, synonyms, retired}", path, where)
    unknown = set(entry) - {"term", "meaning", "synonyms", "retired"}
    if unknown:
        raise ContentError(f"claves desconocidas: {', '.join(sorted(unknown))}", path, where)
    lists = {}
    for key in ("synonyms", "retired"):
        value = entry.get(key) or []
        if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
            raise ContentError("debe ser una lista de textos", path, f"{where}.{key}")
        lists[key] = tuple(value)
    shown = " ".join(lists["synonyms"])
    for word in lists["retired"]:
        if not retired_pattern(word).search(shown):
            raise ContentError(
                f"«{word}» debe aparecer entre los sinónimos del término", path, where
            )
    return Term(
        required_text(entry, "term", path, where),
        required_text(entry, "meaning", path, where),
        lists["synonyms"],
        lists["retired"],
    )


def retired_words(sections: dict[str, GlossarySection]) -> tuple[str, ...]:
    """Every retired word of the table, longest first."""
    words = {w for s in sections.values() for t in s.terms for w in t.retired}
    return tuple(sorted(words, key=lambda w: (-len(w), w)))


def retired_pattern(word: str) -> re.Pattern[str]:
    """A retired word as a whole word, any case, each part also in the plural:
    ``bote secundario`` matches «Botes secundarios», ``par`` matches «pares» but not
    «pareja» or «impar».

    >>> par = retired_pattern("par")
    >>> bool(par.search("dos pares")), bool(par.search("impar")), bool(par.search("pareja"))
    (True, False, False)
    """
    parts = [re.escape(part) + "(?:e?s)?" for part in word.split()]
    return re.compile(r"(?<![\w-])" + r"\s+".join(parts) + r"(?![\w-])", re.IGNORECASE)
