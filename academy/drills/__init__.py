"""«Taller del crupier»: drills where the learner does the work, checked by the engine.

The drills of :data:`.registry.KINDS`, three steps each, seeded like the practice levels:

- ``cinco`` («Elige las cinco»): pick the winner's five cards of a showdown;
- ``botes`` («Reparte los botes»): each pot's amount and winners, the odd chip, the
  refunds and what each player receives;
- ``limites`` («Calcula el límite»): the call, the minimum and maximum raise-to, or that
  raising is closed;
- ``accion`` («Sigue la acción»): whole hands followed from the dealer's seat, one
  question an item (who acts, the call, the raise, the pot, the pots and what each
  receives).

Each kind is a package (``cinco/``, ``botes/``, ``limites/``, ``accion/``) whose
``kind.py`` implements the :class:`~.kind.DrillKind` protocol; :mod:`.registry` lists them
(``KINDS``, ``kind_of``), and the web, the CLI, the sets and the instructors' exports read it.
``deal_items`` / ``drill_at`` deal items, ``DrillItem.check`` (or ``check_item``) checks
what a learner typed and names the mistakes, ``drill_json`` is ``academy drill --json``.
This package imports only the engine and the practice's dealing helpers (``levels``).
"""

from .catalog import STEPS, Catalog, DrillMistake
from .checking import Verdict
from .items import DrillItem, check_item, deal_items, drill_at, drill_json, item_seed
from .kind import DrillKind
from .registry import KIND_TITLES, KINDS, MISTAKES, STEP_TITLES, kind_of

__all__ = [
    "KINDS",
    "KIND_TITLES",
    "MISTAKES",
    "STEPS",
    "STEP_TITLES",
    "Catalog",
    "DrillItem",
    "DrillKind",
    "DrillMistake",
    "Verdict",
    "check_item",
    "drill_at",
    "drill_json",
    "deal_items",
    "item_seed",
    "kind_of",
]
