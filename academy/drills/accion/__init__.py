"""«Sigue la acción» (``accion``): whole hands followed from the dealer's seat.

- :mod:`.hands`: a hand planned from a seed and played by a seeded policy on the engine;
- :mod:`.questions`: the questions of a hand, in the order the hand reaches them;
- :mod:`.contract`: ``academy drill --kind accion --json``, one item a hand;
- :mod:`.dealt`: one item a question (the web, the instructors' sets): item ``index``
  walks the hands of a set and their questions;
- :mod:`.view`: the table at a question, as plain data;
- :mod:`.reading`, :mod:`.check_models`, :mod:`.feedback`: a typed answer read, each
  mistake's model, the verdict's words;
- :mod:`.check`: the typed answer checked, with the named mistakes;
- :mod:`.table`: the item as a :class:`..verdict.DrillTable`.
"""

from .catalog import STEP_TITLES
from .contract import drill_items, item_json
from .dealt import Hand, hand_at, locate
from .hands import KIND, MAX_COUNT, STEPS, VARIANTS, deal, hand_json, item_seed
from .questions import PER_HAND, point, questions
from .table import AccionTable, table_at
from .view import HandView, Point, SeatView, StreetLines, hand_view, walk

__all__ = [
    "KIND",
    "MAX_COUNT",
    "PER_HAND",
    "STEPS",
    "STEP_TITLES",
    "VARIANTS",
    "AccionTable",
    "Hand",
    "HandView",
    "Point",
    "SeatView",
    "StreetLines",
    "deal",
    "drill_items",
    "hand_at",
    "hand_json",
    "hand_view",
    "item_json",
    "item_seed",
    "locate",
    "point",
    "questions",
    "table_at",
    "walk",
]
