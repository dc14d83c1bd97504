"""The workshop's kinds of drill, in catalog order: the one place that names them. The
web, the CLI, the sets and the instructors' exports read it (they never name a kind), and
it gathers what each kind's package declares (its :class:`~.catalog.Catalog`): titles,
steps, named mistakes with their lessons, scenarios. A new kind is its package, one line
here and its templates (docs/drills.md, «Adding a kind»).

>>> list(KINDS), kind_of("botes").catalog.title, kind_of("botes").letter
(['cinco', 'botes', 'limites', 'accion', 'sala'], 'Reparte los botes', 'b')
>>> MISTAKES["refund_forgotten"].name
'la devolución olvidada'
"""

from __future__ import annotations

from ..engine.errors import PokerError, shorten
from .accion.kind import KIND as ACCION
from .botes.kind import KIND as BOTES
from .catalog import DrillMistake
from .cinco.kind import KIND as CINCO
from .kind import DrillKind
from .limites.kind import KIND as LIMITES
from .sala.kind import KIND as SALA

KINDS: dict[str, DrillKind] = {kind.code: kind for kind in (CINCO, BOTES, LIMITES, ACCION, SALA)}


def _gathered() -> dict[str, DrillMistake]:
    """Every kind's named mistakes, each once (a shared mistake is the same declaration
    in each kind that names it), in catalog order."""
    found: dict[str, DrillMistake] = {}
    for kind in KINDS.values():
        for mistake in kind.catalog.mistakes:
            if found.setdefault(mistake.code, mistake) != mistake:
                raise AssertionError(f"two kinds declare «{mistake.code}» differently")
    return found


MISTAKES = _gathered()
KIND_TITLES = {code: kind.catalog.title for code, kind in KINDS.items()}
STEP_TITLES = {
    (code, s): title for code, k in KINDS.items() for s, title in k.catalog.steps.items()
}


def kind_of(code: object) -> DrillKind:
    """The kind of that code; PokerError (field ``kind``) for any other value."""
    if not isinstance(code, str) or code not in KINDS:
        shown = shorten(code if isinstance(code, str) else repr(code))
        raise PokerError(
            f"el ejercicio «{shown}» no existe (usa uno de: {', '.join(KINDS)})", "kind"
        )
    return KINDS[code]
