"""What checking a learner's answer returns, and how a mistake is recognised in numbers.

An answer is read into *values*: one per field (``"pots[1].amount"``, ``"to_call"``).
Each named mistake is a *model*: the same table worked out under the mistaken rule, read
into values the same way. A mistake is named when the learner typed one of its model's
values in a field where the model and the right answer differ, so a mistake is only
named when the typed numbers show it.

>>> right = {"to_call": 50, "max_raise_to": 250}
>>> models = [("pot_without_call", {"to_call": 50, "max_raise_to": 200}),
...           ("raise_by_not_to", {"to_call": 50, "max_raise_to": 200 - 50})]
>>> order = ("pot_without_call", "raise_by_not_to")  # the kind's catalog order
>>> recognise({"to_call": 50, "max_raise_to": 200}, right, models, order=order)
['pot_without_call']
>>> recognise({"to_call": 50, "max_raise_to": 250}, right, models, order=order)
[]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

Values = Mapping[str, object]
Model = tuple[str, Values]  # (mistake code, the table's values under that mistake)


class VerdictDetails(Protocol):
    """A kind's own part of a verdict (its package's dataclass), with its JSON keys."""

    def to_json(self) -> dict[str, object]: ...


@dataclass(frozen=True, slots=True)
class Verdict:
    """A checked answer: right or wrong per field, the named mistakes (codes, catalog
    order) and the Spanish feedback sentences, explained on that table; ``details``: the
    kind's own part (a dataclass of its package, such as the cards a learner chose), its
    keys added to the JSON.
    """

    correct: bool
    fields: dict[str, bool]
    mistakes: tuple[str, ...]
    feedback: tuple[str, ...]
    details: VerdictDetails | None = None

    def to_json(self, names: Mapping[str, str]) -> dict[str, object]:
        """The verdict as JSON, each mistake with its Spanish name (``names``: the kind's
        the catalog's ``mistake_names``)."""
        data: dict[str, object] = {
            "correct": self.correct,
            "fields": dict(self.fields),
            "mistakes": [{"code": c, "name": names[c]} for c in self.mistakes],
            "feedback": list(self.feedback),
        }
        if self.details is not None:
            data |= self.details.to_json()
        return data


class DrillTable(Protocol):
    """One dealt item of a drill: what it asks, its engine answer and how to check."""

    @property
    def spec(self) -> dict[str, object]: ...

    @property
    def question(self) -> str: ...

    @property
    def scenarios(self) -> tuple[str, ...]: ...

    def answer(self) -> dict[str, object]:
        """The engine's answer, as ``academy showdown --json`` / ``limits --json``."""
        ...

    def solution(self) -> dict[str, object]:
        """A right answer in the shape the learner types it."""
        ...

    def temptations(self) -> dict[str, dict[str, object]]:
        """For each mistake tempting on this table, the answer its model types."""
        ...

    def offered(self) -> list[tuple[str, dict[str, object], Verdict]]:
        """Each tempting mistake, its answer and the verdict on that answer."""
        ...

    def check(self, typed: object) -> Verdict: ...


def marks(typed: Values, right: Values) -> dict[str, bool]:
    """Right or wrong per field: every field of the right answer, and any extra one."""
    keys = [*right, *(k for k in typed if k not in right)]
    return {k: k in typed and k in right and typed[k] == right[k] for k in keys}


def differing(model: Values, right: Values) -> set[str]:
    """The fields where a model's values are not the right ones."""
    keys = set(model) | set(right)
    return {k for k in keys if model.get(k, _ABSENT) != right.get(k, _ABSENT)}


_ABSENT = object()


def recognise(
    typed: Values,
    right: Values,
    models: Sequence[Model],
    shown_in: Mapping[str, tuple[str, ...]] | None = None,
    diffs: Sequence[set[str]] | None = None,
    *,
    order: Sequence[str],
) -> list[str]:
    """The mistakes whose models explain the learner's wrong values, in ``order`` (the
    kind's catalog order).

    A model *explains* a field when the typed value is wrong there and equals the
    model's; it is *contradicted* where it differs from the right value and the learner
    typed the right one. Of a code with several models the one explaining most fields
    counts (then the one contradicted least). A code is dropped when another explains
    more fields than it does, or the same fields and is contradicted less. ``shown_in``
    may say, for a code, the fields (by prefix) where only that mistake shows: it is
    named only if one of them is explained (a refund typed as 0 shows a forgotten refund,
    not one put in a pot, unless some pot holds it). ``diffs``, when given, are
    :func:`differing` of each model (worked out once for a table's many answers).
    """
    chosen = explaining(typed, right, models, shown_in, diffs)
    found = {code: (fields, against) for code, (fields, against, _) in chosen.items()}
    kept = [
        code
        for code, mine in found.items()
        if not any(_better(other, mine) and mine[0] <= other[0] for other in found.values())
    ]
    _readmit(found, kept)
    return sorted(kept, key=list(order).index)


def explaining(
    typed: Values,
    right: Values,
    models: Sequence[Model],
    shown_in: Mapping[str, tuple[str, ...]] | None = None,
    diffs: Sequence[set[str]] | None = None,
) -> dict[str, tuple[set[str], int, int]]:
    """Per code whose model explains some wrong field: the fields its chosen model
    explains, how often it is contradicted and that model's index in ``models`` (the
    choice :func:`recognise` makes: most fields explained, then least contradicted)."""
    wrong = {k for k in typed if typed[k] != right.get(k, _ABSENT)}
    found: dict[str, tuple[set[str], int, int]] = {}
    for i, (code, model) in enumerate(models):
        fields = {k for k in wrong if model.get(k, _ABSENT) == typed[k]}
        where = (shown_in or {}).get(code)
        if not fields or (where and not any(k.startswith(where) for k in fields)):
            continue
        # Where the learner typed the right value, the model contradicts it exactly
        # where it differs from the right answer.
        differs = differing(model, right) if diffs is None else diffs[i]
        against = sum(1 for k in differs if k in typed and k not in wrong)
        if code not in found or _better((fields, against), found[code][:2]):
            found[code] = (fields, against, i)
    return found


def _readmit(found: Mapping[str, tuple[set[str], int]], kept: list[str]) -> None:
    """Give a dropped mistake its place back when what its rival explained more than it
    is explained by another mistake named too: two mistakes at once are both named (a
    forgotten refund with dead chips left out does not become a refund put in a pot
    because the dead chips also moved that pot's odd chip). The rival goes when it is
    contradicted no less."""
    for code, mine in found.items():
        if code in kept:
            continue
        for rival in kept:
            theirs = found[rival]
            if not mine[0] <= theirs[0] or mine[1] > theirs[1]:
                continue
            others = set().union(*(found[k][0] for k in kept if k != rival))
            if others and theirs[0] - mine[0] <= others:
                kept[kept.index(rival)] = code
                break


def _better(a: tuple[set[str], int], b: tuple[set[str], int]) -> bool:
    """More fields explained, or as many and fewer contradictions."""
    return len(a[0]) > len(b[0]) or (len(a[0]) == len(b[0]) and a[1] < b[1])


def tempting(models: Sequence[Model], right: Values) -> dict[str, Values]:
    """Per code, its first model that differs from the right answer."""
    found: dict[str, Values] = {}
    for code, model in models:
        if code not in found and differing(model, right):
            found[code] = model
    return found
