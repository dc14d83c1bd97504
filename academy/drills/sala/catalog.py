"""«Decisiones de sala» declares its title, steps, named mistakes (each with the section
of lesson 8, «Decisiones de sala», that teaches the rule it breaks) and scenarios (its
families)."""

from __future__ import annotations

from ..catalog import Catalog, DrillMistake
from .families import FAMILIES, LESSON, MISTAKES, STEP_TITLES

CATALOG = Catalog(
    title="Decisiones de sala",
    steps=dict(STEP_TITLES),
    mistakes=tuple(DrillMistake(m.code, m.name, (LESSON, m.section)) for m in MISTAKES.values()),
    scenarios={f.code: f.title for f in FAMILIES},
)
