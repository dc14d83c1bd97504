"""The ``academy`` command: showdowns, betting limits, rarity, the site and its build.

Every failure caused by the input prints one Spanish line on standard error and exits
with status 2; nothing prints a traceback.
"""

from __future__ import annotations

import argparse
import errno
import io
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from .cli_input import (
    MAX_BATCH,
    SpanishParser,
    UsageError,
    amount,
    bounded,
    one_line,
    one_of,
    os_reason,
    output_path,
    read_json,
)
from .engine.errors import PokerError

__all__ = ["SpanishParser", "UsageError", "bounded", "main", "make_parser"]

PROXY_HEADERS = "x-forwarded-for x-forwarded-host x-forwarded-proto x-forwarded-port"


def print_json(data: object) -> None:
    print(json.dumps(data, ensure_ascii=False, indent=2))


def cmd_showdown(args: argparse.Namespace) -> int:
    from .engine.settle import settle_json

    data = read_json(args.file)
    if isinstance(data, list):
        if not data:
            raise UsageError("la lista de showdowns está vacía")
        if len(data) > MAX_BATCH:
            raise UsageError(f"como mucho {MAX_BATCH} showdowns por lista")
        results = []
        for i, spec in enumerate(data):
            try:
                results.append(settle_json(spec))
            except PokerError as error:
                raise error.within(f"[{i}]") from None
    else:
        results = [settle_json(data)]
    if args.json:
        print_json(results if isinstance(data, list) else results[0])
    else:
        for i, result in enumerate(results):
            if i:
                print()
            explanation = result["explanation"]
            assert isinstance(explanation, list)
            print("\n".join(str(line) for line in explanation))
    return 0


def cmd_limits(args: argparse.Namespace) -> int:
    from .engine.limits import limits

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


def cmd_practice_set(args: argparse.Namespace) -> int:
    from .engine.hands import Variant
    from .instructors import export
    from .practice import PracticeSet, parse_levels

    chosen = PracticeSet(parse_levels(args.levels), args.count, args.seed, Variant(args.variant))
    data = export(chosen, args.format)
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
    return 0


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

    check_output_folder(args.output)
    try:
        report = build(Path(args.output))
    except BuildError as error:
        raise UsageError(str(error)) from None
    except OSError as error:  # a folder that cannot be created or written
        raise UsageError(f"no se puede escribir en «{args.output}»: {os_reason(error)}") from None
    print(report.summary())
    return 0


def make_parser() -> SpanishParser:
    parser = SpanishParser(
        prog="academy",
        description="Academia de Póker: motor de póker, herramientas y sitio web.",
    )
    sub = parser.add_subparsers(dest="orden", required=True, parser_class=SpanishParser)

    p = sub.add_parser("showdown", help="resuelve un showdown descrito en JSON")
    p.add_argument(
        "file", metavar="fichero", help="fichero JSON, o - para leer de la entrada estándar"
    )
    p.add_argument("--json", action="store_true", help="muestra el resultado en JSON")
    p.set_defaults(func=cmd_showdown)

    p = sub.add_parser("limits", help="calcula cuánto se puede igualar y subir")
    p.add_argument("--structure", required=True, choices=["no_limit", "pot_limit", "fixed_limit"])
    for name in ("big-blind", "pot", "current-bet", "committed", "last-raise", "stack"):
        p.add_argument(f"--{name}", required=True, type=amount)
    p.add_argument("--small-bet", type=amount)
    p.add_argument("--big-bet", type=amount)
    p.add_argument("--street", choices=["preflop", "flop", "turn", "river"])
    p.add_argument("--raises", type=bounded(0, 4, "número de apuestas y subidas"), default=0)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_limits)

    p = sub.add_parser("rarity", help="cuenta las manos de cada categoría")
    p.add_argument("--cards", required=True, type=one_of(5, 7))
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_rarity)

    p = sub.add_parser("practice", help="genera showdowns de práctica con semilla")
    p.add_argument("--level", required=True, type=bounded(1, 4, "nivel"))
    p.add_argument("--seed", required=True, type=bounded(0, 2**63 - 1, "semilla"))
    p.add_argument("--count", type=bounded(1, 50, "número de showdowns"), default=5)
    p.add_argument("--variant", choices=["holdem", "omaha", "shortdeck"], default="holdem")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_practice)

    p = sub.add_parser(
        "practice-set", help="serie de práctica para instructores: ficha, solucionario, exportación"
    )
    p.add_argument("--levels", required=True, help="niveles, por ejemplo 1,2,3,4 o 1-4")
    p.add_argument("--count", required=True, type=bounded(1, 50, "número de manos por nivel"))
    p.add_argument("--seed", required=True, type=bounded(0, 2**63 - 1, "semilla"))
    p.add_argument("--variant", choices=["holdem", "omaha", "shortdeck"], default="holdem")
    p.add_argument("--format", required=True, choices=["html", "json", "csv", "moodle", "gift"])
    p.add_argument(
        "--output",
        required=True,
        type=output_path,
        help="fichero de salida, o - para la salida estándar",
    )
    p.set_defaults(func=cmd_practice_set)

    p = sub.add_parser("serve", help="sirve el sitio con waitress")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=bounded(1, 65535, "puerto"), default=8000)
    p.add_argument("--threads", type=bounded(1, 64, "número de hilos"), default=8)
    p.add_argument("--trusted-proxy", help="dirección IP del balanceador que va delante")
    p.add_argument("--access-log", action="store_true", help="una línea por petición")
    p.set_defaults(func=cmd_serve)

    p = sub.add_parser("build", help="genera el sitio estático")
    p.add_argument("--output", required=True, type=output_path, help="carpeta de salida")
    p.set_defaults(func=cmd_build)
    return parser


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
        code: int = args.func(args)
        return code
    except (UsageError, PokerError) as error:
        print(f"error: {one_line(str(error))}", file=sys.stderr)
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
