"""Drill answers in words and as numbers, for answer keys, spreadsheets and LMS questions.

:func:`answer_words` says a typed answer (the solution, or what a mistake types) as a
short Spanish line; :func:`numeric_fields` lists the numbers a learner writes for an item
of «Reparte los botes» or «Calcula el límite», each with its right value and the values
the table's tempting mistakes would write instead.

>>> from academy.drills import drill_at
>>> item = drill_at("limites", 3, 42, 0)
>>> answer_words(item, item.table.solution())
'Igualar 30; ya no se puede subir.'
>>> [(f.key, f.right, f.wrong) for f in numeric_fields(item)][:1]
[('to_call', 30, ((75, ('committed_not_deducted',)),))]
"""

from __future__ import annotations

from collections.abc import Mapping

from .kind import DrillItem, NumericField

__all__ = ["NumericField", "answer_words", "numeric_fields"]


def answer_words(item: DrillItem, typed: Mapping[str, object]) -> str:
    """A typed answer of ``item`` as one Spanish line (numbers as the site writes them):
    its kind's :meth:`~.kind.DrillKind.answer_words`."""
    return item.drill.answer_words(item, typed)


def numeric_fields(item: DrillItem, refunds: bool = True) -> list[NumericField]:
    """The numbers a learner writes for ``item`` (``refunds``: with the refund rows): its
    kind's :meth:`~.kind.DrillKind.numeric_fields`; empty where the answer is not numbers."""
    return item.drill.numeric_fields(item, refunds)
