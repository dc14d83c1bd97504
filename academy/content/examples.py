"""Worked examples: ``examples/*.yaml``, each computed by the engine and checked.

A file is a list of ``{id, kind, title, ...}``; the other keys are the input of
:func:`academy.figures.compute`. An optional ``expect`` of ``path: value`` must equal the
figures the engine computed, so a lesson never states a number the engine disagrees with.

>>> same_value(0.1 + 0.2, 0.3), same_value(1, True)
(True, False)
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine.errors import PokerError
from ..figures import KINDS, RarityFunction, Scalar, compute, engine_rarity, flatten
from .reading import SLUG, ContentError, load_yaml, required_text


@dataclass(frozen=True)
class Example:
    id: str
    kind: str
    title: str
    data: Mapping[str, Any]
    result: Mapping[str, Any]
    path: Path | None = None

    @property
    def figures(self) -> dict[str, Scalar]:
        return flatten(self.result, self.id)


def load_examples(directory: Path, *, rarity: RarityFunction = engine_rarity) -> dict[str, Example]:
    examples: dict[str, Example] = {}
    for path in sorted(directory.glob("*.yaml")) if directory.is_dir() else []:
        data = load_yaml(path)
        if data is None:
            continue
        if not isinstance(data, list):
            raise ContentError("debe ser una lista de ejemplos {id, kind, title, …}", path)
        for i, entry in enumerate(data):
            example = _example(entry, path, i, rarity)
            if example.id in examples:
                other = examples[example.id].path
                raise ContentError(f"el ID está repetido (ya en {other})", path, example.id)
            examples[example.id] = example
    return examples


def _example(entry: object, path: Path, index: int, rarity: RarityFunction) -> Example:
    if not isinstance(entry, dict):
        raise ContentError("cada ejemplo debe ser un diccionario {id, kind, title, …}", path)
    example_id = entry.get("id")
    if not isinstance(example_id, str) or not SLUG.fullmatch(example_id):
        raise ContentError(
            "falta «id» o no es válido (minúsculas, cifras y guiones)", path, f"[{index}].id"
        )
    kind = entry.get("kind")
    if kind not in KINDS:
        raise ContentError(f"«kind» debe ser uno de: {', '.join(KINDS)}", path, f"{example_id}")
    title = required_text(entry, "title", path, example_id)
    data = {k: v for k, v in entry.items() if k not in ("id", "kind", "title", "expect")}
    try:
        result = compute(kind, data, rarity=rarity)
    except PokerError as error:
        raise ContentError(f"el ejemplo no es válido: {error}", path, example_id) from None
    example = Example(example_id, kind, title, data, result, path)
    _check_expectations(example, entry.get("expect"), path)
    return example


def _check_expectations(example: Example, expect: object, path: Path) -> None:
    """Each ``expect`` entry must equal the figure the engine computed."""
    if expect is None:
        return
    if not isinstance(expect, dict):
        raise ContentError("«expect» debe ser un diccionario ruta: valor", path, example.id)
    figures = example.figures
    for sub_path, wanted in expect.items():
        key = f"{example.id}.{sub_path}"
        if key not in figures:
            raise ContentError("esa cifra no existe en el resultado del motor", path, key)
        if not same_value(figures[key], wanted):
            raise ContentError(
                f"se esperaba {wanted!r} pero el motor da {figures[key]!r}", path, key
            )


def same_value(actual: object, wanted: object) -> bool:
    """Equality for expectations: numbers by value (floats nearly), cards by card."""
    if isinstance(actual, bool) or isinstance(wanted, bool):
        return actual is wanted
    if isinstance(actual, int | float) and isinstance(wanted, int | float):
        return math.isclose(actual, wanted, rel_tol=1e-9, abs_tol=1e-12)
    return actual == wanted
