"""Shortcodes in a lesson body, and the body's Markdown turned into HTML pieces.

``[[ejemplo ID]]``, ``[[fuente ID]]``, ``[[practica ID]]`` (a practice showdown answered in
place, ``n2-2026-0``) and ``[[glosario SECTION]]`` (a table of the term table) stand alone
on their line; ``[[cifra ID.path]]`` and ``[[nivel N]]`` (a link to practice level N) go
inline. The body renders to HTML with each shortcode set apart, for the templates to
fill in.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import markdown

from .reading import ContentError

SHORTCODE = re.compile(r"\[\[\s*([a-záéíóú]+)\s+([^\]\s]+)\s*\]\]")
BLOCK_SHORTCODES = ("ejemplo", "fuente", "practica", "glosario")
INLINE_SHORTCODES = ("cifra", "nivel")
_TOKEN = "qqcontentshortcode{}qq"
_TOKEN_IN_HTML = re.compile(r"(<p>\s*)?qqcontentshortcode(\d+)qq(\s*</p>)?")
MARKDOWN_EXTENSIONS = ("tables", "attr_list", "toc")


@dataclass(frozen=True)
class Shortcode:
    """A shortcode found in a lesson body: ``kind`` ejemplo, cifra or fuente."""

    kind: str
    target: str  # example id, figure key or source id


def render_body(
    body: str, path: Path | None = None
) -> tuple[tuple[str | Shortcode, ...], tuple[tuple[str, str], ...]]:
    """Markdown to HTML pieces with the shortcodes set apart, plus the ``##`` sections.

    >>> parts, toc = render_body("## Uno\\n\\nVale [[cifra a.b]].\\n\\n[[ejemplo a]]\\n")
    >>> parts[1:]
    (Shortcode(kind='cifra', target='a.b'), '.</p>\\n', Shortcode(kind='ejemplo', target='a'))
    >>> toc
    (('uno', 'Uno'),)
    """
    shortcodes: list[Shortcode] = []

    def stash(match: re.Match[str]) -> str:
        kind, target = match.group(1), match.group(2)
        if kind not in (*BLOCK_SHORTCODES, *INLINE_SHORTCODES):
            raise ContentError(
                f"shortcode desconocido [[{kind} …]] (usa ejemplo, cifra, fuente, practica, "
                "glosario o nivel)",
                path,
            )
        shortcodes.append(Shortcode(kind, target))
        return _TOKEN.format(len(shortcodes) - 1)

    stashed = SHORTCODE.sub(stash, body)
    if "[[" in stashed:
        line = next(x for x in stashed.splitlines() if "[[" in x)
        raise ContentError(f"shortcode mal escrito: {line.strip()!r}", path)
    converter = markdown.Markdown(extensions=list(MARKDOWN_EXTENSIONS))
    html = converter.convert(stashed)
    toc = tuple(
        (entry["id"], entry["name"])
        for top in getattr(converter, "toc_tokens", [])
        for entry in ([top] if top["level"] == 2 else top["children"])
        if entry["level"] == 2
    )
    parts: list[str | Shortcode] = []
    position = 0
    for match in _TOKEN_IN_HTML.finditer(html):
        code = shortcodes[int(match.group(2))]
        alone = match.group(1) is not None and match.group(3) is not None
        if code.kind in BLOCK_SHORTCODES:
            if not alone:
                raise ContentError(
                    f"[[{code.kind} {code.target}]] debe ir solo en su propia línea, "
                    "separado por líneas en blanco",
                    path,
                )
            parts.append(html[position : match.start()])
            parts.append(code)
        else:
            parts.append(html[position : match.start()] + (match.group(1) or ""))
            parts.append(code)
            parts.append(match.group(3) or "")
        position = match.end()
    parts.append(html[position:])
    return tuple(p for p in parts if p != ""), toc
