"""The ``academy`` command line: one function per subcommand adds its arguments.

Choices and bounds come from where they are defined (the engine's structures and streets,
the practice's levels, variants and counts, the instructors' formats), so the command
cannot offer what the code does not. :func:`academy.cli.main` runs the subcommand named
in ``orden``.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from .cli_input import SpanishParser, amount, base_url, bounded, one_of, output_path
from .drills.catalog import DEFAULT_COUNT as DRILL_COUNT
from .drills.catalog import MAX_COUNT as DRILL_MAX_COUNT
from .drills.catalog import STEPS as DRILL_STEPS
from .drills.items import SHOWDOWN_VARIANTS
from .drills.registry import KINDS as DRILL_KINDS
from .engine.deck import MAX_SEED
from .engine.limits import MAX_BET_LEVELS, Street, Structure
from .instructors import FORMATS, SEPARATORS, WEIGHTS
from .practice.levels import LEVELS, MAX_COUNT, VARIANTS
from .practice.sets import MAX_PER_LEVEL

PRACTICE_VARIANTS = [variant.value for variant in VARIANTS]
DRILL_VARIANTS = [variant.value for variant in SHOWDOWN_VARIANTS]

if TYPE_CHECKING:  # what ``add_subparsers`` returns (not subscriptable at run time)
    Subparsers = argparse._SubParsersAction[SpanishParser]


def showdown_parser(sub: Subparsers) -> None:
    p = sub.add_parser("showdown", help="resuelve showdowns descritos en JSON")
    p.add_argument(
        "file",
        metavar="fichero",
        help="fichero JSON (un showdown o una lista de cualquier tamaño), o - para leer de la "
        "entrada estándar",
    )
    p.add_argument("--json", action="store_true", help="muestra el resultado en JSON")


def limits_parser(sub: Subparsers) -> None:
    p = sub.add_parser("limits", help="calcula cuánto se puede igualar y subir")
    p.add_argument("--structure", required=True, choices=[s.value for s in Structure])
    for name in ("big-blind", "pot", "current-bet", "committed", "last-raise", "stack"):
        p.add_argument(f"--{name}", required=True, type=amount)
    p.add_argument("--small-bet", type=amount)
    p.add_argument("--big-bet", type=amount)
    p.add_argument("--street", choices=[s.value for s in Street])
    p.add_argument(
        "--raises", type=bounded(0, MAX_BET_LEVELS, "número de apuestas y subidas"), default=0
    )
    p.add_argument(
        "--facing-short-all-in",
        action="store_true",
        help="ya actuaste y te llega un all-in menor que una subida completa",
    )
    p.add_argument("--json", action="store_true")


def rarity_parser(sub: Subparsers) -> None:
    p = sub.add_parser("rarity", help="cuenta las manos de cada categoría")
    p.add_argument("--cards", required=True, type=one_of(5, 7))
    p.add_argument("--json", action="store_true")


def practice_parser(sub: Subparsers) -> None:
    p = sub.add_parser("practice", help="genera showdowns de práctica con semilla")
    p.add_argument("--level", required=True, type=bounded(LEVELS[0], LEVELS[-1], "nivel"))
    p.add_argument("--seed", required=True, type=bounded(0, MAX_SEED, "semilla"))
    p.add_argument("--count", type=bounded(1, MAX_COUNT, "número de showdowns"), default=5)
    p.add_argument("--variant", choices=PRACTICE_VARIANTS, default="holdem")
    p.add_argument("--json", action="store_true")


def drill_parser(sub: Subparsers) -> None:
    titles = ", ".join(f"«{kind.catalog.title}»" for kind in DRILL_KINDS.values())
    p = sub.add_parser("drill", help=f"ejercicios del taller del crupier: {titles}")
    p.add_argument("--kind", required=True, choices=list(DRILL_KINDS))
    p.add_argument("--seed", required=True, type=bounded(0, MAX_SEED, "semilla"))
    p.add_argument(
        "--count",
        type=bounded(
            1, DRILL_MAX_COUNT, "número de ejercicios por paso (en «Sigue la acción», de manos)"
        ),
        default=DRILL_COUNT,
        help="ejercicios por paso; en «Sigue la acción», manos enteras por paso (en el "
        "listado y en --json), de cinco preguntas cada una",
    )
    p.add_argument(
        "--step", type=bounded(DRILL_STEPS[0], DRILL_STEPS[-1], "paso"), help="sin él, los tres"
    )
    p.add_argument("--variant", choices=DRILL_VARIANTS, default="holdem")
    p.add_argument("--json", action="store_true", help="muestra los ejercicios en JSON")


def practice_set_parser(sub: Subparsers) -> None:
    p = sub.add_parser(
        "practice-set", help="serie de práctica para instructores: ficha, solucionario, exportación"
    )
    p.add_argument("--levels", help="niveles, por ejemplo 1,2,3,4 o 1-4")
    p.add_argument(
        "--drills", help="pasos del taller, por ejemplo cinco:1,botes:2-3 (limites: los tres)"
    )
    p.add_argument(
        "--count",
        required=True,
        type=bounded(1, MAX_PER_LEVEL, "número de manos por nivel y ejercicios por paso"),
    )
    p.add_argument("--seed", required=True, type=bounded(0, MAX_SEED, "semilla"))
    p.add_argument("--variant", choices=PRACTICE_VARIANTS, default="holdem")
    p.add_argument("--format", required=True, choices=list(FORMATS))
    p.add_argument(
        "--base-url",
        type=base_url,
        help="dirección del sitio para el enlace de la clase, como https://poker.example/",
    )
    p.add_argument(
        "--separator",
        choices=list(SEPARATORS),
        default=";",
        help="separador del CSV: ; (Excel en español, por defecto) o ,",
    )
    p.add_argument(
        "--weights",
        choices=list(WEIGHTS),
        help="puntuación en Moodle XML: pregunta (cada pregunta vale lo mismo, por defecto) "
        "o hueco (un punto por hueco de cada ejercicio)",
    )
    p.add_argument(
        "--output",
        type=output_path,
        help="fichero de salida (por defecto el nombre de la descarga, como "
        "serie-h1-5-42.gift.txt, que el formulario de Moodle acepta), o - para la salida "
        "estándar",
    )


def results_parser(sub: Subparsers) -> None:
    p = sub.add_parser(
        "results", help="tabla de la clase a partir de los códigos de resultados de los alumnos"
    )
    p.add_argument(
        "--codes",
        required=True,
        metavar="fichero",
        help="fichero con una línea por alumno («Nombre: CÓDIGO» o solo el código), o - "
        "para leer de la entrada estándar",
    )
    p.add_argument("--json", action="store_true", help="muestra el resultado en JSON")


def serve_parser(sub: Subparsers) -> None:
    p = sub.add_parser("serve", help="sirve el sitio con waitress")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=bounded(1, 65535, "puerto"), default=8000)
    p.add_argument("--threads", type=bounded(1, 64, "número de hilos"), default=8)
    p.add_argument("--trusted-proxy", help="dirección IP del balanceador que va delante")
    p.add_argument("--access-log", action="store_true", help="una línea por petición")


def build_parser(sub: Subparsers) -> None:
    p = sub.add_parser("build", help="genera el sitio estático")
    p.add_argument("--output", required=True, type=output_path, help="carpeta de salida")
    p.add_argument(
        "--base-url",
        type=base_url,
        help="dirección donde se servirá el sitio (enlaces de las fichas de instructores)",
    )


SUBCOMMANDS = (
    showdown_parser,
    limits_parser,
    rarity_parser,
    practice_parser,
    drill_parser,
    practice_set_parser,
    results_parser,
    serve_parser,
    build_parser,
)


def make_parser() -> SpanishParser:
    parser = SpanishParser(
        prog="academy",
        description="Academia de Póker: motor de póker, herramientas y sitio web.",
    )
    sub = parser.add_subparsers(dest="orden", required=True, parser_class=SpanishParser)
    for add in SUBCOMMANDS:
        add(sub)
    return parser
