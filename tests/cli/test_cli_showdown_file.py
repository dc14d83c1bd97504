"""``academy showdown FILE``: a file of any length settles, in bounded memory.

The HTTP API takes at most 50 specs a request; a local file is a class's whole record.
The specs are read one at a time and the answer is spooled, so the memory a run needs does
not grow with the file, and a bad spec anywhere still prints nothing but its error.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from helpers import SEED_EXAMPLE

from academy.cli import main
from academy.engine.settle import settle_json

PEAK_RSS = (
    "import resource, sys\n"
    "from academy.cli import main\n"
    "code = main(sys.argv[1:])\n"
    "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, file=sys.stderr)\n"
    "sys.exit(code)\n"
)


def specs(count: int) -> list[dict[str, Any]]:
    """``count`` different tables: the seed example with A's stake moving from 50 to 119."""
    out = []
    for number in range(count):
        spec = json.loads(json.dumps(SEED_EXAMPLE))
        spec["players"][0]["contributed"] = 50 + number % 70
        out.append(spec)
    return out


def peak_kilobytes(path: Path, output: Path) -> int:
    """The largest resident size (KB) of ``academy showdown path --json``, run alone."""
    with output.open("wb") as out:
        result = subprocess.run(
            [sys.executable, "-c", PEAK_RSS, "showdown", str(path), "--json"],
            stdout=out,
            stderr=subprocess.PIPE,
            text=True,
            timeout=300,
        )
    assert result.returncode == 0, result.stderr
    return int(result.stderr.strip())


@pytest.mark.slow  # a subprocess settling 10,000 showdowns
def test_ten_thousand_showdowns_settle_in_bounded_memory(tmp_path: Path) -> None:
    small, large = tmp_path / "pocos.json", tmp_path / "muchos.json"
    small.write_text(json.dumps(specs(100)), encoding="utf-8")
    many = specs(10_000)
    large.write_text(json.dumps(many), encoding="utf-8")
    base = peak_kilobytes(small, tmp_path / "pocos.out")
    peak = peak_kilobytes(large, tmp_path / "muchos.out")
    # Held whole, the 10,000 specs and their results take well over 100 MB of Python
    # objects (the answer alone is 30 MB of text); streamed, the run grows by little.
    assert peak - base < 24 * 1024, f"{base} KB for 100 specs, {peak} KB for 10,000"
    text = (tmp_path / "muchos.out").read_text(encoding="utf-8")
    results = json.loads(text)
    assert len(results) == 10_000
    for number in (0, 1, 69, 70, 9_999):
        assert results[number] == settle_json(many[number])
    assert [r["refunds"] for r in results[:2]] == [{"C": 80}, {"C": 80}]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_the_list_is_written_as_one_json_document(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    three = specs(3)
    path = tmp_path / "tres.json"
    path.write_text(json.dumps(three), encoding="utf-8")
    code, out, _ = run(capsys, "showdown", str(path), "--json")
    expected = [settle_json(spec) for spec in three]
    assert code == 0
    assert out == json.dumps(expected, ensure_ascii=False, indent=2) + "\n"
    code, out, _ = run(capsys, "showdown", str(path))
    explanations = ["\n".join(result["explanation"]) for result in expected]  # type: ignore[arg-type]
    assert code == 0 and out == "\n\n".join(explanations) + "\n"


@pytest.mark.slow  # 3,000 showdowns settled
def test_a_bad_spec_late_in_a_long_file_prints_only_its_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    many = specs(3_000)
    many.append({**SEED_EXAMPLE, "board": "Kc Jd 9s 5h"})
    many += specs(5)
    path = tmp_path / "lista.json"
    path.write_text(json.dumps(many), encoding="utf-8")
    code, out, err = run(capsys, "showdown", str(path), "--json")
    assert code == 2 and out == ""
    assert err.startswith("error: en «[3000].board»: las cartas comunitarias deben ser 5")
    assert len(err.strip().splitlines()) == 1


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[" + json.dumps(SEED_EXAMPLE) + ",]", "el JSON no es válido (línea 1, columna"),
        ("[" + json.dumps(SEED_EXAMPLE) + "] x", "el JSON no es válido (línea 1, columna"),
        ("[" + json.dumps(SEED_EXAMPLE) + "\n" + json.dumps(SEED_EXAMPLE), "(línea 2, columna 1)"),
        ("[1e400]", "fuera de rango"),
        ("[" + "[" * 20 + "]" * 20 + ", {}]", "anida demasiados niveles (máximo 8)"),
        ("[" + "[" * 7 + "]" * 7 + "]", "«[0]»: la mano debe ser un objeto JSON"),
        ('[{"board": "Kc Jd 9s 5h 2c", "board": ""}]', "repite la clave «board»"),
    ],
)
def test_a_long_list_is_checked_like_a_whole_document(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, message: str
) -> None:
    path = tmp_path / "mal.json"
    path.write_text(text, encoding="utf-8")
    code, out, err = run(capsys, "showdown", str(path))
    assert code == 2 and out == ""
    assert message in err, err


@pytest.mark.parametrize("as_json", [False, True])
def test_a_single_specs_error_names_the_field_without_a_place(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], as_json: bool
) -> None:
    """One spec (not a list) has no place to name: its error starts at its own field."""
    path = tmp_path / "una.json"
    path.write_text(json.dumps({**SEED_EXAMPLE, "board": "Kc Jd 9s 5h"}), encoding="utf-8")
    code, out, err = run(capsys, "showdown", str(path), *(["--json"] if as_json else []))
    assert code == 2 and out == ""
    assert err.startswith("error: en «board»: las cartas comunitarias deben ser 5"), err
    alone = tmp_path / "lista.json"
    alone.write_text(json.dumps([{**SEED_EXAMPLE, "board": "Kc Jd 9s 5h"}]), encoding="utf-8")
    code, out, err = run(capsys, "showdown", str(alone))
    assert code == 2
    assert err.startswith("error: en «[0].board»: las cartas comunitarias deben ser 5"), err
