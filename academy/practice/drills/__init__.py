"""«Taller del crupier»: drills where the learner does the work, checked by the engine.

Three drills, three steps each, seeded like the practice levels:

- ``cinco`` («Elige las cinco»): pick the winner's five cards of a showdown;
- ``botes`` («Reparte los botes»): each pot's amount and winners, the odd chip, the
  refunds and what each player receives;
- ``limites`` («Calcula el límite»): the call, the minimum and maximum raise-to, or that
  raising is closed.

``generate`` / ``drill_at`` deal items, ``DrillItem.check`` (or ``check_answer``) checks
what a learner typed and names the mistakes, ``drill_json`` is ``academy drill --json``.
This package imports only the engine and the practice's dealing helpers (``levels``).
"""

from .catalog import KIND_TITLES, KINDS, MISTAKES, SCENARIOS, STEP_TITLES, STEPS, Mistake
from .items import DrillItem, check_answer, drill_at, drill_json, generate, item_seed
from .verdict import Verdict

__all__ = [
    "KINDS",
    "KIND_TITLES",
    "MISTAKES",
    "SCENARIOS",
    "STEPS",
    "STEP_TITLES",
    "DrillItem",
    "Mistake",
    "Verdict",
    "check_answer",
    "drill_at",
    "drill_json",
    "generate",
    "item_seed",
]
