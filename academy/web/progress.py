"""«Tu progreso»: one page that reads the learner's record in this browser.

The server keeps nothing: the page carries the names the script needs (levels, games,
drills and steps, each named mistake with the lesson section that teaches it, the address
that starts each level or step) as JSON, and ``static/js/progreso.js`` reads every
practice and workshop record of localStorage (docs/contracts.md, «Tu progreso»). Without
JavaScript the page says that it needs the browser's record.
"""

from __future__ import annotations

import json
from urllib.parse import urlencode

from flask import Blueprint, render_template, url_for

from ..drills import KINDS
from ..drills import MISTAKES as DRILL_MISTAKES
from ..engine.hands import Variant
from ..practice import MISTAKES as PRACTICE_MISTAKES
from ..practice.sets import LEVEL_TITLES
from .drill_lessons import drill_lesson_link
from .mistake_lessons import LessonLink, lesson_link

bp = Blueprint("progress", __name__)

GAMES = {"h": Variant.HOLDEM, "o": Variant.OMAHA, "s": Variant.SHORTDECK}  # as in set codes
GAME_NAMES = {"h": "Texas Hold’em", "o": "Omaha", "s": "Short Deck"}
HOLDEM_ONLY = (4,)  # the levels only hold'em plays


def _lesson(link: LessonLink | None) -> dict[str, str] | None:
    return {"url": link.url, "section": link.section} if link else None


def progress_data() -> dict[str, object]:
    """What progreso.js needs to name and link what it finds in the record."""
    practice_url = url_for("practice.index")
    workshop_url = url_for("workshop.index")
    levels = []
    for level, title in LEVEL_TITLES.items():
        games = [g for g in GAMES if g == "h" or level not in HOLDEM_ONLY]
        levels.append(
            {
                "level": level,
                "title": title,
                "games": games,
                "urls": {
                    g: practice_url
                    + "?"
                    + urlencode({"variante": GAMES[g].value, "niveles": level})
                    for g in games
                },
            }
        )
    steps = [
        {
            "kind": code,
            "step": step,
            "kindTitle": kind.catalog.title,
            "title": title,
            "url": workshop_url + "?" + urlencode({"ejercicios": f"{code}:{step}"}),
        }
        for code, kind in KINDS.items()
        for step, title in kind.catalog.steps.items()
    ]
    return {
        "games": GAME_NAMES,
        "levels": levels,
        "steps": steps,
        "practiceMistakes": {
            code: {"name": m.name, "lesson": _lesson(lesson_link(code))}
            for code, m in PRACTICE_MISTAKES.items()
        },
        "drillMistakes": {
            code: {"name": m.name, "lesson": _lesson(drill_lesson_link(code))}
            for code, m in DRILL_MISTAKES.items()
        },
    }


@bp.get("/progreso/")
def progress() -> str:
    data = json.dumps(progress_data(), ensure_ascii=False, separators=(",", ":"))
    return render_template("main/progress.html", progress_json=data)
