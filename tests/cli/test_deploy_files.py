"""The supervisor definitions in deploy/ (issue 24, point 4): they name what really exists.

Docker cannot run here; what can be checked is: the systemd unit passes
``systemd-analyze verify`` (when the tool is there) once its install folder is this
repository, restarts always, and starts the documented command; the container image
installs nginx, copies what exists, sets a health check on the port it serves, and starts
the same command; gunicorn's settings name the app factory that requires SITE_URL; and
nginx's security headers are the app's.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from academy.web import SECURITY_HEADERS, production_app

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"
COMMAND = "scripts/serve.sh --production"


def settings(text: str) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for line in text.splitlines():
        if "=" in line and not line.startswith(("#", "[")):
            name, _, value = line.partition("=")
            found.setdefault(name.strip(), []).append(value.strip())
    return found


def test_the_systemd_unit_restarts_the_documented_stack(tmp_path: Path) -> None:
    unit = (DEPLOY / "academia.service").read_text(encoding="utf-8")
    values = settings(unit)
    assert values["Restart"] == ["always"]
    assert values["ExecStart"] == [f"/opt/academia/{COMMAND} --port 80"]
    assert "SITE_URL=https://poker.example/" in values["Environment"]
    assert values["WorkingDirectory"] == ["/opt/academia"]
    assert (ROOT / "scripts/serve.sh").stat().st_mode & 0o111
    analyze = shutil.which("systemd-analyze")
    if analyze is None:
        pytest.skip("systemd-analyze is not installed")
    here = unit.replace("/opt/academia", str(ROOT))
    here = re.sub(r"(?m)^(User|Group)=.*$", r"\1=root", here)
    (tmp_path / "academia.service").write_text(here, encoding="utf-8")
    done = subprocess.run(
        [analyze, "verify", str(tmp_path / "academia.service")], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    broken = here.replace("scripts/serve.sh", "scripts/no-existe.sh")
    (tmp_path / "academia.service").write_text(broken, encoding="utf-8")
    done = subprocess.run(
        [analyze, "verify", str(tmp_path / "academia.service")], capture_output=True, text=True
    )
    assert done.returncode != 0  # the check can fail


def test_the_container_image_runs_the_same_stack_with_a_health_check() -> None:
    text = (DEPLOY / "Containerfile").read_text(encoding="utf-8")
    assert "apt-get install -y --no-install-recommends nginx" in text
    for source in re.findall(r"(?m)^COPY (?!--from)(.+) \S+$", text):
        for name in source.split():
            assert (ROOT / name).exists(), name
    assert "htmx.org/dist/htmx.min.js" in text
    assert "-c constraints.txt -e ." in text
    cmd = re.search(r"(?m)^CMD (\[.*\])$", text)
    assert cmd is not None
    assert cmd.group(1) == '["scripts/serve.sh", "--production", "--port", "8080"]'
    health = re.search(r"(?ms)^HEALTHCHECK (.*?)\n(?!\s)", text)
    assert health is not None
    assert "http://127.0.0.1:8080/" in health.group(1)  # through nginx, on CMD's port
    assert re.search(r"(?m)^EXPOSE 8080$", text) and re.search(r"(?m)^USER academia$", text)
    ignored = (ROOT / ".dockerignore").read_text(encoding="utf-8").split()
    assert ".venv/" in ignored and "node_modules/" in ignored


def test_gunicorn_settings_name_the_production_app(monkeypatch: pytest.MonkeyPatch) -> None:
    values: dict[str, object] = {}
    exec((DEPLOY / "gunicorn.conf.py").read_text(encoding="utf-8"), values)  # noqa: S102
    assert values["wsgi_app"] == "academy.web:production_app()"
    assert (values["workers"], values["threads"]) == (2, 4)
    assert str(values["bind"]).startswith("127.0.0.1:")
    monkeypatch.delenv("SITE_URL", raising=False)
    with pytest.raises(ValueError, match="SITE_URL"):
        production_app()
    monkeypatch.setenv("SITE_URL", "poker.example")
    with pytest.raises(ValueError, match="SITE_URL"):
        production_app()


def test_nginx_sends_the_apps_security_headers() -> None:
    text = (DEPLOY / "nginx/academy.conf").read_text(encoding="utf-8")
    added = dict(re.findall(r'add_header ([\w-]+) "([^"]*)" always;', text))
    for name, value in SECURITY_HEADERS.items():
        assert added.get(name) == value, name
    codes = {int(code) for code in re.findall(r"error_page (\d+)", text)}
    assert {400, 413, 414, 494, 502, 504} <= codes
