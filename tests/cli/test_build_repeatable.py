"""Two builds of the same commit are the same bytes, and «Otra serie» works on a static host
(issue 24, point 6): ``/practica/nueva/`` lists the sets the build holds, never a random
seed the host does not have."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

import pytest
from helpers import FIXTURE_CONTENT

from academy.build import NEW_SET_PATH, STATIC_PRACTICE_SEEDS, BuildReport, build
from academy.practice import PracticeSet


def tree(root: Path) -> dict[str, str]:
    """Every file under ``root``: its relative path → the SHA-256 of its bytes."""
    return {
        str(path.relative_to(root)): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(root.rglob("*"))
        if path.is_file()
    }


@pytest.mark.slow  # a sweep or a subprocess: the full suite runs it, the fast tier does not
def test_two_builds_are_byte_identical(tmp_path: Path, fixture_site: BuildReport) -> None:
    again = build(tmp_path / "otra", content_dir=FIXTURE_CONTENT)
    first, second = tree(fixture_site.output), tree(again.output)
    assert first.keys() == second.keys()
    differing = [name for name in first if first[name] != second[name]]
    assert differing == []
    assert len(first) > 100


def test_another_set_on_a_static_host_is_a_set_the_host_has(fixture_site: BuildReport) -> None:
    out = fixture_site.output
    page = (out / NEW_SET_PATH.strip("/") / "index.html").read_text(encoding="utf-8")
    assert "semilla=" not in page and "http-equiv" not in page  # no frozen random redirect
    assert "/static/js/static_sets." in page  # the script that picks one
    links = re.findall(r'<a href="([^"]+)" data-static-set="([^"]+)"', page)
    codes = [PracticeSet().code] + [PracticeSet(seed=s).code for s in STATIC_PRACTICE_SEEDS]
    assert [code for _, code in links] == codes
    for link, code in links:
        assert link == f"/practica/{code}/1/0/"
        first = (out / link.strip("/") / "index.html").read_text(encoding="utf-8")
        assert f'data-code="{code}"' in first
        practice_set = PracticeSet.from_code(code)
        for slot in practice_set.slots():  # every showdown and answer of the set is there
            folder = out / "practica" / code / str(slot.level) / str(slot.index)
            assert (folder / "fragmento/index.html").is_file()
            assert (folder / "a/fragmento/index.html").is_file()
        assert (out / "practica" / code / "resultados/index.html").is_file()
        # «Enlace a esta serie» opens this very set on a host that ignores queries.
        own = re.search(r'<a href="([^"]+)">Enlace a esta serie</a>', first)
        assert own is not None
        if code == PracticeSet().code:
            assert own.group(1).startswith("/practica/?")
        else:
            assert own.group(1) == link
