"""The requests ``bench_load.py`` sends: real paths, real practice codes, valid queries.

Every target is built from the project itself, so none is hand-picked to be cheap:
lesson slugs come from ``content/lessons``, practice paths and answer keys from
:class:`academy.practice.PracticeSet` (several seeds, every level, every option),
tool queries and API bodies are valid inputs of the kinds the tests use.

A client's *round* is eight requests, the mix of one learner's visit: the home page,
a lesson, two practice questions and two answers (htmx fragments), one tool request
(htmx fragment) and one ``POST /api/showdown``. Each client walks the lists from its own
offset, so the 50 clients ask for different URLs at the same moment.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from urllib.parse import urlencode

from academy.content import load_lessons
from academy.paths import CONTENT_DIR
from academy.practice import PracticeSet
from academy.web import tools

PRACTICE_SEEDS = (2026, 7, 42, 1234, 98765)
KINDS = ("home", "lesson", "practice", "tool", "api")
ROUND = ("home", "lesson", "practice", "practice", "practice", "practice", "tool", "api")
HTMX = (("HX-Request", "true"),)
SPREAD = 74  # offset between clients: even, and 50 clients get 50 different places


@dataclass(frozen=True, slots=True)
class Target:
    """One request: its kind (a row of the report), method, path, headers and body."""

    kind: str
    method: str
    path: str
    headers: tuple[tuple[str, str], ...] = ()
    body: bytes = b""


def home_targets() -> list[Target]:
    return [Target("home", "GET", "/")]


def lesson_targets() -> list[Target]:
    """Every lesson page (the glossary lesson lives at ``/glosario/``)."""
    targets = []
    for lesson in load_lessons(CONTENT_DIR / "lessons"):
        path = "/glosario/" if lesson.slug == "glosario" else f"/lecciones/{lesson.slug}/"
        targets.append(Target("lesson", "GET", path))
    return targets


def practice_seeds(count: int) -> list[int]:
    """``count`` seeds: the five usual ones first, then 100000, 100001…"""
    return [*PRACTICE_SEEDS[:count], *range(100_000, 100_000 + count - len(PRACTICE_SEEDS))]


def practice_targets(seeds: int = len(PRACTICE_SEEDS)) -> list[Target]:
    """Question and answer fragments of every slot of ``seeds`` default-sized sets, in
    the order a learner goes: a question, then one of its answers (each option in turn).

    Five sets give 200 URLs, which the server's response cache soon holds (a class
    working on the same sets); 500 sets give 20,000, more than it keeps (every learner
    on a set of their own), so nearly every fragment is dealt and rendered afresh."""
    targets = []
    for seed in practice_seeds(seeds):
        practice_set = PracticeSet(seed=seed)
        for slot in practice_set.slots():
            showdown = practice_set.showdown(slot.level, slot.index)
            base = f"/practica/{practice_set.code}/{slot.level}/{slot.index}/"
            key = showdown.options[(slot.index + seed) % len(showdown.options)].key
            targets.append(Target("practice", "GET", base + "fragmento/", HTMX))
            targets.append(Target("practice", "GET", f"{base}{key}/fragmento/", HTMX))
    return targets


READER_QUERIES = [
    tools.READER_DEFAULTS,
    {"variante": "omaha", "mano": "Ah Kh Qd Jd", "mesa": "Th 9h 2c 3d 8h"},
    {"variante": "shortdeck", "mano": "Ac 9c", "mesa": "6d 7h 8s Kc Qc"},
]
POTS_QUERIES = [
    tools.POTS_DEFAULTS,
    {
        "variante": "holdem",
        "mesa": "As Kd 7c 7h 2s",
        "nombre1": "Ana",
        "mano1": "Ah Qc",
        "fichas1": "300",
        "nombre2": "Beto",
        "mano2": "Ad Qs",
        "fichas2": "300",
    },
]
LIMITS_QUERIES = [
    tools.LIMITS_DEFAULTS,
    {
        "estructura": "no_limit",
        "ciega_grande": "10",
        "bote": "60",
        "apuesta": "50",
        "ya_puesto": "10",
        "ultima_subida": "40",
        "stack": "500",
    },
]


def tool_targets() -> list[Target]:
    """Reader, pots and limits in turn, as the htmx forms send them."""
    tools = [
        [f"/herramientas/lector/?{urlencode(q)}" for q in READER_QUERIES],
        [f"/herramientas/botes/?{urlencode(q)}" for q in POTS_QUERIES],
        [f"/herramientas/limites/?{urlencode(q)}" for q in LIMITS_QUERIES],
    ]
    longest = max(len(paths) for paths in tools)
    paths = [paths[i % len(paths)] for i in range(longest) for paths in tools]
    return [Target("tool", "GET", path, HTMX) for path in paths]


API_SPECS: list[object] = [
    {
        "variant": "holdem",
        "board": "Kc Jd 9s 5h 2c",
        "button": "C",
        "players": [
            {"name": "A", "hole": "Kh Kd", "contributed": 50},
            {"name": "B", "hole": "Jc Jh", "contributed": 120, "folded": False},
            {"name": "C", "hole": "9c 9d", "contributed": 200},
            {"name": "D", "contributed": 40, "folded": True},
        ],
    },
    {
        "variant": "omaha",
        "board": ["Th", "9h", "2c", "3d", "8h"],
        "players": [
            {"name": "Ana", "hole": "Ah Kh Qd Jd", "contributed": 80},
            {"name": "Beto", "hole": "7c 6c 5s 4s", "contributed": 80},
        ],
    },
]


def api_targets() -> list[Target]:
    headers = (("Content-Type", "application/json"), ("Accept", "application/json"))
    return [
        Target("api", "POST", "/api/showdown", headers, json.dumps(spec).encode())
        for spec in API_SPECS
    ]


def all_targets(seeds: int = len(PRACTICE_SEEDS)) -> dict[str, list[Target]]:
    """Every target, by kind."""
    return {
        "home": home_targets(),
        "lesson": lesson_targets(),
        "practice": practice_targets(seeds),
        "tool": tool_targets(),
        "api": api_targets(),
    }


def client_requests(
    targets: dict[str, list[Target]], client: int, clients: int
) -> Iterator[Target]:
    """Round after round of requests for client number ``client`` of ``clients`` (never
    ends). Each kind's list starts at an offset of the client's own, spread over the
    whole list, so the clients do not walk behind one another through the same URLs;
    the offset is even, so a practice question is still followed by its answer."""
    position = {
        kind: client * max(SPREAD, len(targets[kind]) // clients // 2 * 2) for kind in KINDS
    }
    while True:
        for kind in ROUND:
            choices = targets[kind]
            yield choices[position[kind] % len(choices)]
            position[kind] += 1
