"""What the checking modules read of a dealt table.

The dealing modules (``cinco``, ``limites``) build tables whose methods call the checking
modules; the checking modules see a table only through these protocols, so neither imports
the other and the package has no import cycle.
"""

from __future__ import annotations

from typing import Protocol

from ..engine.cards import Card
from ..engine.hands import Hand, Variant
from ..engine.limits import Limits
from ..engine.settle import Settlement


class ShowdownTable(Protocol):
    """A dealt showdown of «Elige las cinco»."""

    @property
    def settlement(self) -> Settlement: ...

    @property
    def variant(self) -> Variant: ...

    @property
    def winners(self) -> tuple[str, ...]: ...

    def hand(self, name: str) -> Hand: ...

    def hole(self, name: str) -> tuple[Card, ...]: ...

    def right_fives(self) -> tuple[frozenset[Card], ...]:
        """Every five that is a right answer (worked out once per table)."""
        ...


class LimitSituation(Protocol):
    """A betting situation of «Calcula el límite»."""

    @property
    def spec(self) -> dict[str, object]: ...

    @property
    def short_increment(self) -> int: ...

    def limits(self) -> Limits: ...
