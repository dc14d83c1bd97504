"""Shortcodes in a lesson body, and the body's Markdown turned into HTML pieces.

``[[ejemplo ID]]``, ``[[fuente ID]]``, ``[[practica ID]]`` (a practice showdown answered in
place, ``n2-2026-0``) and ``[[glosario SECTION]]`` (a table of the term table) stand alone
on their line; ``[[cifra ID.path]]`` and ``[[nivel N]]`` (a link to practice level N) go
inline. The body renders to HTML with each shortcode set apart, for the templates to
fill in; sources cited one after another become one :class:`SourceGroup` (one line that
opens on all of them).

A fold keeps secondary material (how rooms differ, a rulebook's fine print, a second
worked example) closed until the learner asks for it: a line ``[[pliegue Título]]`` opens
it, a line ``[[/pliegue]]`` closes it, each alone and between blank lines; it renders as
``<details class="fold"><summary>Título</summary> … </details>``. A fold holds no ``##``
section title and no other fold.
"""

from __future__ import annotations

import html as html_text
import re
from collections.abc import Iterator
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
FOLD_OPEN = re.compile(r"^\[\[pliegue\s+(?P<title>[^\]]+?)\s*\]\]\s*$")
FOLD_CLOSE = re.compile(r"^\[\[/pliegue\]\]\s*$")
_FOLD_TOKEN = "qqcontentfold{}qq"
_FOLD_END = "qqcontentfoldendqq"
_FOLD_IN_HTML = re.compile(r"(<p>\s*)?(qqcontentfold(\d+)qq|qqcontentfoldendqq)(\s*</p>)?")


@dataclass(frozen=True)
class Shortcode:
    """A shortcode found in a lesson body: ``kind`` ejemplo, cifra or fuente."""

    kind: str
    target: str  # example id, figure key or source id


@dataclass(frozen=True)
class SourceGroup:
    """Sources cited one after another (two or more), drawn as one disclosure."""

    targets: tuple[str, ...]
    kind: str = "fuentes"

    def shortcodes(self) -> Iterator[Shortcode]:
        return (Shortcode("fuente", target) for target in self.targets)


Part = str | Shortcode | SourceGroup


def _mark_folds(body: str, path: Path | None) -> tuple[str, list[str]]:
    """The fold lines replaced by tokens; the titles, in order."""
    titles: list[str] = []
    lines = body.split("\n")
    open_at: int | None = None
    for number, line in enumerate(lines):
        opening, closing = FOLD_OPEN.match(line), FOLD_CLOSE.match(line)
        if opening:
            if open_at is not None:
                raise ContentError(
                    f"línea {number + 1}: un pliegue dentro de otro (el de la línea "
                    f"{open_at + 1} sigue abierto; ciérralo con [[/pliegue]])",
                    path,
                )
            open_at = number
            titles.append(opening.group("title"))
            lines[number] = _FOLD_TOKEN.format(len(titles) - 1)
        elif closing:
            if open_at is None:
                raise ContentError(f"línea {number + 1}: [[/pliegue]] sin [[pliegue …]]", path)
            open_at = None
            lines[number] = _FOLD_END
        elif open_at is not None and re.match(r"#{1,2}\s", line):
            raise ContentError(
                f"línea {number + 1}: un pliegue no puede tener un título # o ## "
                f"(el pliegue de la línea {open_at + 1} sigue abierto)",
                path,
            )
        elif "[[pliegue" in line or "[[/pliegue" in line:
            raise ContentError(
                f"línea {number + 1}: [[pliegue Título]] y [[/pliegue]] van solos en su línea",
                path,
            )
    if open_at is not None:
        raise ContentError(
            f"línea {open_at + 1}: falta [[/pliegue]] para cerrar este pliegue", path
        )
    return "\n".join(lines), titles


def _draw_folds(html: str, titles: list[str], path: Path | None) -> str:
    def draw(match: re.Match[str]) -> str:
        if match.group(1) is None or match.group(4) is None:
            raise ContentError(
                "[[pliegue …]] y [[/pliegue]] deben ir solos en su línea, separados por "
                "líneas en blanco",
                path,
            )
        if match.group(3) is None:
            return "</details>"
        title = html_text.escape(titles[int(match.group(3))], quote=False)
        return f'<details class="fold"><summary>{title}</summary>'

    return _FOLD_IN_HTML.sub(draw, html)


def _group_sources(parts: list[Part]) -> list[Part]:
    """Sources cited one after another (only blank space between them) as one group."""
    grouped: list[Part] = []
    run: list[str] = []

    def flush() -> None:
        if len(run) == 1:
            grouped.append(Shortcode("fuente", run[0]))
        elif run:
            grouped.append(SourceGroup(tuple(run)))
        run.clear()

    for index, part in enumerate(parts):
        if isinstance(part, Shortcode) and part.kind == "fuente":
            run.append(part.target)
        elif isinstance(part, str) and not part.strip() and run:
            following = parts[index + 1] if index + 1 < len(parts) else None
            if not (isinstance(following, Shortcode) and following.kind == "fuente"):
                flush()
                grouped.append(part)
        else:
            flush()
            grouped.append(part)
    flush()
    return grouped


def render_body(
    body: str, path: Path | None = None
) -> tuple[tuple[Part, ...], tuple[tuple[str, str], ...]]:
    """Markdown to HTML pieces with the shortcodes set apart, plus the ``##`` sections.

    >>> parts, toc = render_body("## Uno\\n\\nVale [[cifra a.b]].\\n\\n[[ejemplo a]]\\n")
    >>> parts[1:]
    (Shortcode(kind='cifra', target='a.b'), '.</p>\\n', Shortcode(kind='ejemplo', target='a'))
    >>> toc
    (('uno', 'Uno'),)
    >>> body = "[[pliegue Más]]\\n\\n[[fuente a]]\\n\\n[[fuente b]]\\n\\n[[/pliegue]]\\n"
    >>> folded, _ = render_body(body)
    >>> folded[0], folded[1].targets, folded[2]
    ('<details class="fold"><summary>Más</summary>\\n', ('a', 'b'), '\\n</details>')
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

    folded, titles = _mark_folds(body, path)
    stashed = SHORTCODE.sub(stash, folded)
    if "[[" in stashed:
        line = next(x for x in stashed.splitlines() if "[[" in x)
        raise ContentError(f"shortcode mal escrito: {line.strip()!r}", path)
    converter = markdown.Markdown(extensions=list(MARKDOWN_EXTENSIONS))
    html = _draw_folds(converter.convert(stashed), titles, path)
    toc = tuple(
        (entry["id"], entry["name"])
        for top in getattr(converter, "toc_tokens", [])
        for entry in ([top] if top["level"] == 2 else top["children"])
        if entry["level"] == 2
    )
    parts: list[Part] = []
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
    return tuple(_group_sources([p for p in parts if p != ""])), toc
