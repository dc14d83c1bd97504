"""The ``academy`` command: showdowns, betting limits, rarity, practice and drills, the
instructors' sets, the site and its build.

Every failure caused by the input prints one Spanish line on standard error and exits
with status 2; nothing prints a traceback.
"""

from __future__ import annotations

import argparse
import errno
import io
import json
import os
import shutil
import sys
import tempfile
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import IO

from .cli_input import (
    MAX_INPUT_BYTES,
    SpanishParser,
    UsageError,
    bounded,
    error_line,
    input_chunks,
    one_line,
    os_reason,
)
from .cli_parser import make_parser
from .engine.errors import PokerError
from .engine.json_stream import read_items
from .engine.settle import settle_each, settle_json

__all__ = ["SpanishParser", "UsageError", "bounded", "main", "make_parser"]

PROXY_HEADERS = "x-forwarded-for x-forwarded-host x-forwarded-proto x-forwarded-port"
SPOOL_BYTES = 8 * 1024 * 1024  # output kept in memory until it is this big, then on disk


def print_json(data: object) -> None:
    """``data`` as indented JSON (a document of plain values, never circular)."""
    print(json.dumps(data, ensure_ascii=False, indent=2, check_circular=False))


def cmd_showdown(args: argparse.Namespace) -> int:
    """Settle one spec or a list of any length: the specs are read one at a time and the
    answer is spooled (memory, then a temporary file) so a bad spec prints nothing."""
    with (
        input_chunks(args.file) as chunks,
        tempfile.SpooledTemporaryFile(SPOOL_BYTES, "w+", encoding="utf-8") as out,
    ):
        is_list, specs = read_items(chunks, max_item=MAX_INPUT_BYTES)
        # A list's error names the spec by its place (``[3].board``); a single spec's
        # error is the spec's own (``board: …``), with no ``[0].`` in front.
        results = settle_each(specs) if is_list else map(settle_json, specs)
        written = _write_settlements(results, out, args.json, is_list)
        if is_list and not written:
            raise UsageError("la lista de showdowns está vacía")
        out.seek(0)
        shutil.copyfileobj(out, sys.stdout)
    return 0


def _write_settlements(
    results: Iterable[dict[str, object]], out: IO[str], as_json: bool, is_list: bool
) -> int:
    """Each result as JSON (a list like ``json.dumps(..., indent=2)`` writes it, one item
    at a time) or as its explanation, a blank line between two; how many were written."""
    count = 0
    for count, result in enumerate(results, start=1):
        if as_json:
            text = json.dumps(result, ensure_ascii=False, indent=2)
            if is_list:
                text = ("[\n" if count == 1 else ",\n") + "\n".join(
                    "  " + line for line in text.splitlines()
                )
            out.write(text if is_list else text + "\n")
        else:
            explanation = result["explanation"]
            assert isinstance(explanation, list)
            out.write(("\n" if count > 1 else "") + "\n".join(map(str, explanation)) + "\n")
    if as_json and is_list and count:
        out.write("\n]\n")
    return count


def cmd_limits(args: argparse.Namespace) -> int:
    from .engine.errors import PokerError
    from .engine.limits import fixed_round_problem, limits

    if args.structure == "fixed_limit":
        problem = fixed_round_problem(
            args.street, args.raises, args.current_bet, args.small_bet, args.big_bet
        )
        if problem:
            raise PokerError(problem, "raises")
    result = limits(
        args.structure,
        big_blind=args.big_blind,
        pot=args.pot,
        current_bet=args.current_bet,
        committed=args.committed,
        last_raise=args.last_raise,
        stack=args.stack,
        small_bet=args.small_bet,
        big_bet=args.big_bet,
        street=args.street,
        raises=args.raises,
        facing_short_all_in=args.facing_short_all_in,
    )
    if args.json:
        print_json(result.to_json())
    else:
        print("\n".join(result.steps))
    return 0


def cmd_rarity(args: argparse.Namespace) -> int:
    from .engine.evaluate import Category
    from .engine.rarity import rarity

    result = rarity(args.cards)
    if args.json:
        print_json(result)
        return 0
    from .engine.evaluate import CATEGORY_NAMES
    from .engine.numbers import number, percent, shared_places

    counts = result["counts"]
    probability = result["probability"]
    assert isinstance(counts, dict) and isinstance(probability, dict)
    total = result["total"]
    assert isinstance(total, int)
    print(f"Manos de {args.cards} cartas: {number(total)}")
    places = shared_places(probability.values())
    for category in reversed(Category):
        name = CATEGORY_NAMES[category]
        share = percent(probability[category.value], places)
        count = number(counts[category.value])
        print(f"  {name:<22} {count:>13}  {share:>11}")
    return 0


def cmd_practice(args: argparse.Namespace) -> int:
    from .practice import practice_json

    result = practice_json(args.level, args.seed, args.count, args.variant)
    if args.json:
        print_json(result)
        return 0
    showdowns = result["showdowns"]
    assert isinstance(showdowns, list)
    for i, showdown in enumerate(showdowns, start=1):
        print(f"{i}. {showdown['question']}")
        for option in showdown["options"]:
            mark = "✔" if option["correct"] else " "
            print(f"   {mark} {option['key']}) {option['text']}")
    return 0


def cmd_drill(args: argparse.Namespace) -> int:
    """A drill's items: JSON as ``drill_json`` builds it, or the listing for people."""
    if args.json:
        from .drills import drill_json

        print_json(drill_json(args.kind, args.seed, args.count, args.variant, args.step))
        return 0
    from .drills.listing import drill_listing

    sys.stdout.write(drill_listing(args.kind, args.seed, args.count, args.variant, args.step))
    return 0


NO_BASE_URL = (
    "falta --base-url, la dirección del sitio (como --base-url https://poker.example/): el "
    "enlace de la clase va impreso en la ficha y en cada fichero, y sin ella no llevaría a "
    "ninguna parte"
)


def cmd_practice_set(args: argparse.Namespace) -> int:
    from .drills.workshop_set import parse_drills
    from .engine.hands import Variant
    from .instructors import FORMATS, ClassSet, export
    from .practice import parse_levels

    if args.levels is None and args.drills is None:
        raise UsageError("elige al menos --levels (niveles 1 a 4) o --drills (pasos del taller)")
    levels = parse_levels(args.levels) if args.levels is not None else ()
    drills = parse_drills(args.drills) if args.drills is not None else ()
    chosen = ClassSet(levels, drills, args.count, args.seed, Variant(args.variant))
    if args.base_url is None:
        raise UsageError(NO_BASE_URL)
    if args.weights is not None and args.format != "moodle":
        raise UsageError(
            "--weights solo vale con --format moodle: GIFT no lleva puntuación (cada "
            "pregunta vale un punto) y los demás formatos no son cuestionarios"
        )
    data = export(chosen, args.format, args.base_url, args.separator, args.weights or "pregunta")
    named = args.output is None
    if named:  # the download's own name, one Moodle's upload form accepts
        args.output = FORMATS[args.format].filename(chosen)
    if args.output == "-":
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()
        return 0
    try:
        Path(args.output).write_bytes(data)
    except FileNotFoundError:
        raise UsageError(f"no se puede escribir «{args.output}»: la carpeta no existe") from None
    except IsADirectoryError:
        raise UsageError(f"no se puede escribir «{args.output}»: es una carpeta") from None
    except PermissionError:
        raise UsageError(f"no se puede escribir «{args.output}»: permiso denegado") from None
    except OSError:
        raise UsageError(f"no se puede escribir «{args.output}»") from None
    if args.format == "gift" and not args.output.endswith(".txt"):
        print(
            f"aviso: el formulario de Moodle puede rechazar «{Path(args.output).name}»; "
            "nómbralo acabado en .gift.txt, como serie-CODIGO.gift.txt",
            file=sys.stderr,
        )
    if named:
        print(f"escrito: {args.output}", file=sys.stderr)
    return 0


def cmd_results(args: argparse.Namespace) -> int:
    """The class table from the learners' results codes (one per line, «Nombre: CÓDIGO»):
    exit 0 when at least one line is read, 2 when none or when the codes are more work
    than one reading may do; what the reading did (a repeat counted once, lines past 200
    not read) is said on standard error."""
    from .instructors.results import class_results, results_json
    from .web.results import MAX_PASTE, read_drill

    with input_chunks(args.codes) as chunks:
        data = b""
        for chunk in chunks:
            data += chunk
            if len(data) > MAX_PASTE * 4:
                raise UsageError("hay demasiado texto: una línea por alumno")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise UsageError(f"«{args.codes}» no es texto UTF-8") from None
    try:
        results = class_results(text, read_drill)
    except PokerError as problem:  # more work than one reading may do
        raise UsageError(problem.message) from None
    if args.json:
        print_json(results_json(results))
    else:
        print(results_text(results))
    for note in results.notes:  # repeats counted once, two names, lines not read…
        where = f"línea {note.line}: " if note.line else ""
        print(f"aviso: {where}{note.text}", file=sys.stderr)
    if not results.read:
        print(
            "error: ninguna línea trae un código de resultados que se pueda leer", file=sys.stderr
        )
        return 2
    return 0


def results_text(results: object) -> str:
    """The class table for people: each line's score or message, then each set's share
    right per question and its most common mistakes."""
    from .instructors.results import BadLine, ClassResults

    assert isinstance(results, ClassResults)
    out = []
    tables = {t.plan.set_code: t for t in results.tables}
    for row in results.rows:
        if isinstance(row, BadLine):
            out.append(f"{row.name}: línea {row.line}: {row.error}")
            continue
        table = tables[row.set_code]
        kind = "práctica" if row.kind == "practica" else "taller"
        groups = " · ".join(
            "{} {}/{}".format(g.title.split(":")[0], *table.group_score(row, g.key))
            for g in table.plan.groups
        )
        answered = ""  # as the page says it: how many were answered, when not all
        if row.answered < row.total:
            answered = f" ({row.answered} {'respondida' if row.answered == 1 else 'respondidas'})"
        score = f"{row.correct} de {row.total}{answered}"
        out.append(f"{row.name} ({row.set_code}, {kind}): {score} · {groups}")
    for table in results.tables:
        count = len(table.learners)
        out += ["", f"Serie {table.plan.set_code}: {count} {'alumno' if count == 1 else 'alumnos'}"]
        width = max(len(c.question.label) for c in table.columns)
        for column in table.columns:
            share = round(100 * column.right / count)
            out.append(
                f"  {column.question.label:<{width}}  {column.right}/{count} bien ({share} %)"
            )
        if table.mistakes:
            out.append("  Errores más comunes:")
            out += [
                f"  - {m.name}: {m.count} {'vez' if m.count == 1 else 'veces'}, "
                f"{m.learners} {'alumno' if m.learners == 1 else 'alumnos'}"
                for m in table.mistakes[:8]
            ]
    return "\n".join(out)


CONNECTION_LIMIT = 500  # open connections `academy serve` keeps; beyond it, new ones wait


def cmd_serve(args: argparse.Namespace) -> int:
    from waitress.server import create_server

    from .web import MAX_BODY, create_app
    from .web.access_log import AccessLog

    app = create_app()
    try:
        server = create_server(
            AccessLog(app) if args.access_log else app,
            host=args.host,
            port=args.port,
            threads=args.threads,
            ident="academia",  # the Server header: no software name or version
            max_request_body_size=16 * MAX_BODY,  # the app answers 413 in Spanish above MAX_BODY
            max_request_header_size=64 * 1024,
            channel_timeout=30,  # seconds a silent connection is kept
            # waitress's default of 100 connections: 100 half-sent requests stopped it
            connection_limit=CONNECTION_LIMIT,
            backlog=1024,
            asyncore_use_poll=True,  # select() cannot watch more than 1,024 descriptors
            clear_untrusted_proxy_headers=True,
            trusted_proxy=args.trusted_proxy,  # a load balancer: believe its X-Forwarded-*
            trusted_proxy_headers=PROXY_HEADERS if args.trusted_proxy else "",
        )
    except (OSError, ValueError) as error:  # a bad address, a port in use or not allowed
        reasons = {errno.EADDRINUSE: "el puerto ya está en uso", errno.EACCES: "permiso denegado"}
        reason = reasons.get(getattr(error, "errno", None) or 0, "dirección no válida")
        raise UsageError(f"no se puede servir en {args.host}:{args.port}: {reason}") from None
    print(f"Academia de Póker en http://{args.host}:{args.port}/", flush=True)
    server.run()
    return 0


def check_output_folder(output: str) -> None:
    """Refuse, before the build reads and renders everything, a folder that cannot be."""
    path = Path(output)
    try:
        if path.exists() and not path.is_dir():
            raise UsageError(f"«{output}» existe y no es una carpeta")
        parent = next((p for p in path.parents if p.exists()), None)
    except OSError as error:
        raise UsageError(f"no se puede escribir en «{output}»: {os_reason(error)}") from None
    if parent is not None and not parent.is_dir():
        raise UsageError(
            f"no se puede escribir en «{output}»: una parte de la ruta no es una carpeta"
        )


def cmd_build(args: argparse.Namespace) -> int:
    from .build import BuildError, build
    from .instructors import PLACEHOLDER_SITE

    check_output_folder(args.output)
    try:
        report = build(Path(args.output), base_url=args.base_url or PLACEHOLDER_SITE)
    except BuildError as error:
        raise UsageError(str(error)) from None
    except OSError as error:  # a folder that cannot be created or written
        raise UsageError(f"no se puede escribir en «{args.output}»: {os_reason(error)}") from None
    print(report.summary())
    if args.base_url is None:
        print(
            f"Aviso: sin --base-url, el enlace de la clase de las fichas y descargas de "
            f"instructores dice {PLACEHOLDER_SITE}; vuelve a generar con la dirección del sitio."
        )
    return 0


def _silence_stdout() -> None:
    """Point standard output at /dev/null, so the final flush does not fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, io.UnsupportedOperation):
        pass


def main(argv: Sequence[str] | None = None) -> int:
    parser = make_parser()
    try:
        args = parser.parse_args(argv)
        commands = {  # read at each call, so a test may replace one
            "showdown": cmd_showdown,
            "limits": cmd_limits,
            "rarity": cmd_rarity,
            "practice": cmd_practice,
            "drill": cmd_drill,
            "practice-set": cmd_practice_set,
            "serve": cmd_serve,
            "build": cmd_build,
            "results": cmd_results,
        }
        code: int = commands[args.orden](args)
        return code
    except (UsageError, PokerError) as error:
        print(f"error: {error_line(error)}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # the reader stopped early (``| head``): no traceback
        _silence_stdout()
        return 1
    except Exception as error:  # a content error at start-up: one line, no traceback
        if type(error).__name__ != "ContentError":
            raise
        print(f"error: {one_line(str(error))}", file=sys.stderr)
        return 2


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
