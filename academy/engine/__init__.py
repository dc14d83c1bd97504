"""The poker engine: pure Python, pure domain (no web, template or YAML imports)."""

from .cards import Card, display_cards, format_cards, full_deck, parse_cards
from .compare import Decision, decide, explain_order, rank_hands
from .deck import Rng, shuffled_deck
from .errors import PokerError
from .evaluate import Category, hand_value, shortdeck_value
from .hands import Hand, Variant, best_hand, parse_variant

__all__ = [
    "Card",
    "Category",
    "Decision",
    "Hand",
    "PokerError",
    "Rng",
    "Variant",
    "best_hand",
    "decide",
    "display_cards",
    "explain_order",
    "format_cards",
    "full_deck",
    "hand_value",
    "parse_cards",
    "parse_variant",
    "rank_hands",
    "shortdeck_value",
    "shuffled_deck",
]
