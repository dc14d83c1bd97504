"""Practice showdowns, levels 1-4 (docs/contracts.md, «Practice»): seeded, settled by the
engine, with named mistakes as wrong options."""

from .answers import Claim
from .mistakes import MISTAKES, Mistake, mistake_name
from .sets import PracticeSet, Slot, parse_levels
from .showdowns import Option, Showdown, check_answer, generate, practice_json, showdown_at

__all__ = [
    "MISTAKES",
    "Claim",
    "Mistake",
    "Option",
    "PracticeSet",
    "Showdown",
    "Slot",
    "check_answer",
    "generate",
    "mistake_name",
    "parse_levels",
    "practice_json",
    "showdown_at",
]
