"""The pot rows of a workshop form, as «Reparte los botes» and «Sigue la acción» read them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ..base import amount_text, one
from ..kind import FormField, Reading


@dataclass(frozen=True, slots=True)
class PotRows:
    """A form's pot rows as read (``Typed.details``): how many the learner filled in."""

    count: int


def rows_filled(reading: Reading) -> int:
    """How many pot rows the learner filled in (0 when the form was not read)."""
    return reading.details.count if isinstance(reading.details, PotRows) else 0


def read_pot_rows(
    labels: Sequence[str],
    fields: Sequence[FormField],
    values: Mapping[str, list[str]],
    errors: dict[str, str],
) -> list[dict[str, object]]:
    """The pot rows of a form (``boteN``, ``ganaN``, ``sobranteN``; ``labels`` name each
    row), as «Reparte los botes» and «Sigue la acción» read them: rows left empty at the
    end are pots the table does not have; an empty row before a filled one, and no row
    at all, get a Spanish message in ``errors``."""
    by_name = {f.name: f for f in fields}

    def empty(row: int) -> bool:
        nobody = not values.get(f"gana{row}") and not values.get(f"sobrante{row}")
        return nobody and one(values, f"bote{row}") in ("", "0")

    filled = [row for row in range(1, len(labels) + 1) if not empty(row)]
    last = filled[-1] if filled else 0
    if not filled:
        errors["bote1"] = "El bote principal: escribe cuántas fichas tiene y quién lo gana"
    pots: list[dict[str, object]] = []
    for row in range(1, last + 1):
        if empty(row):
            errors[f"bote{row}"] = (
                f"El {labels[row - 1].lower()} está vacío y hay botes después: escríbelos en "
                "orden, sin saltar ninguno"
            )
            continue
        pots.append(
            {
                "amount": amount_text(values, errors, by_name[f"bote{row}"], blank=None),
                "winners": list(values.get(f"gana{row}", [])),
                "odd_chips": list(values.get(f"sobrante{row}", [])),
            }
        )
    return pots
