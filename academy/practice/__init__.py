"""Practice showdowns, levels 1-4 (DESIGN.md §4): seeded, settled by the engine, with
named mistakes as wrong options."""

from .claims import Claim
from .errors import MISTAKES, Mistake
from .showdowns import Option, Showdown, check_answer, generate, practice_json, showdown_at

__all__ = [
    "MISTAKES",
    "Claim",
    "Mistake",
    "Option",
    "Showdown",
    "check_answer",
    "generate",
    "practice_json",
    "showdown_at",
]
