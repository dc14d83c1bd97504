"""The rules «Decisiones de sala» cites: each with its source, its number and its own
title, as the rule book writes it (content/rule_titles.yaml holds the same titles; a test
checks that they agree).

>>> RULES["44"].cited
'TDA 2024, regla 44: «Oversized Chip Betting (Overchips)»'
>>> RULES["RRoP-4"].as_json()
{'source': 'RRoP', 'number': '4'}
"""

from __future__ import annotations

from dataclasses import dataclass

TDA = "TDA 2024"
RROP = "RRoP"


@dataclass(frozen=True, slots=True)
class RuleRef:
    """A rule as an answer cites it: ``source`` («TDA 2024» or «RRoP»), ``number`` («44»,
    «RP-5», a section of Robert's Rules: «4») and the rule's own ``title``."""

    source: str
    number: str
    title: str

    def as_json(self) -> dict[str, str]:
        """The contract's ``rule``: source and number."""
        return {"source": self.source, "number": self.number}

    @property
    def cited(self) -> str:
        """The citation a learner reads: source, number and the rule's own title."""
        if self.source == RROP:
            return f"Robert’s Rules of Poker, sección {self.number}: «{self.title}»"
        if self.number.startswith("RP-"):
            return f"TDA 2024, procedimiento recomendado {self.number}: «{self.title}»"
        return f"TDA 2024, regla {self.number}: «{self.title}»"


_TDA_TITLES = {
    "12": "Declarations. Cards Speak at Showdown",
    "13": "Tabling Cards and Killing Winning Hand",
    "14": "Live Cards at Showdown",
    "16": "Face Up for All-Ins",
    "17": "Non All-In Showdowns and Showdown Order",
    "19": "Playing the Board at Showdown",
    "32": "Dead Button",
    "35": "Misdeals and Fouled Decks",
    "36": "Substantial Action (SA)",
    "39": "Irregular Flops and Premature-Dealt Cards",
    "40": "Methods of Betting: Verbal and Chips",
    "41": "Methods of Calling",
    "43": "Raise Amounts",
    "44": "Oversized Chip Betting (Overchips)",
    "45": "Multiple Chip Betting",
    "47": "Re-Opening the Bet.",
    "48": "Number of Allowable Raises",
    "49": "Accepted Action",
    "51": "Binding Declarations / Undercalls in Turn",
    "53": "Action Out of Turn (OOT)",
    "54": "Pot Size and Pot-Limit Bets",
    "56": "String Bets and Raises",
    "59": "Conditional and Premature Declarations",
    "62": "All-In with Chips Found Behind Later",
    "RP-5": "Prematurely Dealt Cards",
}
_RROP_TITLES = {
    "3": "General Poker Rules",
    "4": "Button and Blind Use",
    "5": "Hold’em",
    "6": "Omaha",
}

RULES: dict[str, RuleRef] = {
    **{number: RuleRef(TDA, number, title) for number, title in _TDA_TITLES.items()},
    **{f"RRoP-{n}": RuleRef(RROP, n, title) for n, title in _RROP_TITLES.items()},
}
"""Every rule cited, by its TDA number («44», «RP-5») or «RRoP-<section>»."""
