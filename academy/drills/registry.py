"""The workshop's kinds of drill, in catalog order: what the web, the CLI, the sets and the
instructors' exports read (they never name a kind). A new kind is one more entry here
(docs/architecture.md, «Drill kinds»).

>>> list(KINDS), kind_of("botes").title, kind_of("botes").letter
(['cinco', 'botes', 'limites', 'accion'], 'Reparte los botes', 'b')
"""

from __future__ import annotations

from ..engine.errors import PokerError, shorten
from .accion.kind import KIND as ACCION
from .botes.kind import KIND as BOTES
from .cinco.kind import KIND as CINCO
from .kind import DrillKind
from .limites.kind import KIND as LIMITES

KINDS: dict[str, DrillKind] = {kind.code: kind for kind in (CINCO, BOTES, LIMITES, ACCION)}


def kind_of(code: object) -> DrillKind:
    """The kind of that code; PokerError (field ``kind``) for any other value."""
    if not isinstance(code, str) or code not in KINDS:
        shown = shorten(code if isinstance(code, str) else repr(code))
        raise PokerError(
            f"el ejercicio «{shown}» no existe (usa uno de: {', '.join(KINDS)})", "kind"
        )
    return KINDS[code]
