"""Checking one question of «Sigue la acción», with the named mistakes the typed value
shows.

Three modules do the work: :mod:`.reading` reads the typed answer and the right one,
:mod:`.check_models` works out each mistake's model (the table's answer under a mistaken
rule, with the engine's own pieces), :mod:`.feedback` says why. A mistake is named only
when the learner typed its model's value where it differs from the right one
(:func:`..checking.recognise`); this module puts them together.
"""

from __future__ import annotations

from ..checking import (
    Values,
    Verdict,
    differing,
    explaining,
    marks,
    recognise,
    tempting,
)
from ..pot_rows import check as pot_check
from .catalog import CATALOG
from .check_models import NO_STACK_LIMIT, models, seat_limits
from .feedback import EXPLAIN, corrections, end_lines, odd_chip_why, why
from .reading import (
    AMOUNT_ASKS,
    AMOUNT_LABELS,
    POT_PREFIX,
    Asked,
    as_typed,
    expected,
    read,
    solution,
)

__all__ = [
    "AMOUNT_ASKS",
    "AMOUNT_LABELS",
    "EXPLAIN",
    "NO_STACK_LIMIT",
    "POT_PREFIX",
    "Asked",
    "as_typed",
    "check",
    "end_lines",
    "expected",
    "models",
    "odd_chip_why",
    "offered",
    "read",
    "seat_limits",
    "solution",
    "temptations",
]


# Checking ----------------------------------------------------------------------------


def check(asked: Asked, typed: object) -> Verdict:
    given = read(asked, typed)
    right_values = expected(asked)
    fields = marks(given, right_values)
    codes = _named(asked, given, right_values)
    if all(fields.values()):
        return Verdict(True, fields, (), ("¡Correcto!", *why(asked)))
    feedback = [EXPLAIN[code](asked) for code in codes]
    fixes = corrections(asked, given, fields)
    if codes and asked.ask == "to_act":
        fixes = []  # the named mistake already says who acts and why
    if "short_allin_closes_all" in codes:
        fixes = fixes[:-1]  # the named mistake already says who had not spoken
    if "rake_cap_ignored" in codes and asked.ask == "rake":
        fixes = fixes[:1]  # the cap is said by the mistake: not the rule again
    feedback += fixes
    return Verdict(False, fields, tuple(codes), tuple(line for line in feedback if line))


def _named(asked: Asked, given: Values, right_values: Values) -> list[str]:
    """The mistakes named for ``given``: one a wrong number. Where two explain the same
    wrong fields, the one whose model strays least from the typed answer (fewest of its
    values the learner did not type) is named, then the first of :func:`models` (the
    more likely). Each mistake counts with the model :func:`recognise` chose for it."""
    found = models(asked)
    shown = pot_check.SHOWN_IN if asked.ask in ("pots", "received") else None
    codes = recognise(given, right_values, found, shown, order=CATALOG.order)
    chosen = explaining(given, right_values, found, shown)
    order = list(dict.fromkeys(code for code, _ in found))

    def astray(code: str) -> int:
        model = found[chosen[code][2]][1]
        return sum(1 for k in differing(model, right_values) if given.get(k) != model.get(k))

    explained: set[str] = set()
    kept = []
    for code in sorted(codes, key=lambda code: (astray(code), order.index(code))):
        mine = chosen[code][0]
        if mine and mine <= explained:
            continue
        kept.append(code)
        explained |= mine
    return [code for code in codes if code in kept]


def temptations(asked: Asked) -> dict[str, dict[str, object]]:
    """Per mistake, an answer that names it (and no other in its place)."""
    right_values = expected(asked)
    found = tempting(models(asked), right_values)
    return {
        code: as_typed(asked, v)
        for code, v in found.items()
        if code in _named(asked, v, right_values)
    }


def offered(asked: Asked) -> list[tuple[str, dict[str, object], Verdict]]:
    return [(code, typed, check(asked, typed)) for code, typed in temptations(asked).items()]
