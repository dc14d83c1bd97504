"""One hand of «Sigue la acción» as a learner sees it: each question page's text, then a
wrong answer (the first tempting mistake, when the table has one) and the right answer,
each checked by the site. Through the Flask test client: no server.

Run: .venv/bin/python benchmarks/accion_walk.py SEED STEP
(``42 1`` walks /practica/taller/ha1-5-42/accion/1/0/ … /4/: the first hand of that set)
"""

from __future__ import annotations

import re
import sys
from html import unescape
from urllib.parse import urlencode

sys.path.insert(0, "tests")  # helpers.workshop_accion: an answer as its form sends it

from helpers.workshop_accion import form_pairs  # noqa: E402

from academy.drills.workshop_set import DrillSet  # noqa: E402
from academy.web import create_app  # noqa: E402

BLOCKS = r"<br\s*/?>|</(p|li|h2|h3|tr|div|section|summary|legend|label)>"


def text(html: str, start: str, end: str) -> str:
    """The page's words from ``start`` to ``end``, one block a line."""
    part = html[html.index(start) :]
    part = part[part.index(">") + 1 :]  # after the tag that holds ``start``
    part = part[: part.index(end)] if end in part else part
    part = re.sub(r"<(script|style)[^>]*>.*?</\1>", "", part, flags=re.S)
    part = unescape(re.sub(r"<[^>]+>", " ", re.sub(BLOCKS, "\n", part)))
    lines = (re.sub(r"\s+", " ", line).strip() for line in part.split("\n"))
    return "\n".join(line for line in lines if line)


def answered(client: object, path: str, pairs: list[tuple[str, str]]) -> str:
    page = client.get(path + "respuesta/?" + urlencode(pairs)).get_data(as_text=True)  # type: ignore[attr-defined]
    return text(page, "data-item", "Tu progreso").split("Calles anteriores")[0]


def main() -> None:
    seed, step = int(sys.argv[1]), int(sys.argv[2])
    client = create_app().test_client()
    drill_set = DrillSet.from_query({"semilla": str(seed), "ejercicios": f"accion:{step}"})
    for item in drill_set.items()[:5]:
        path = f"/practica/taller/{drill_set.code}/accion/{step}/{item.index}/"
        print(f"\n===== {path}")
        print(text(client.get(path).get_data(as_text=True), "data-item", "<form"))
        for code, typed, _ in item.table.offered()[:1]:
            print(f"--- a wrong answer ({code}): {urlencode(form_pairs(item, typed))}")
            print(answered(client, path, form_pairs(item, typed)))
        right = form_pairs(item, item.table.solution())
        print(f"--- the right answer: {urlencode(right)}")
        print(answered(client, path, right))


if __name__ == "__main__":
    main()
