#!/usr/bin/env bash
# The whole test suite on a fresh machine: installs what it needs, then lints, type-checks,
# checks the import layers and runs pytest (unit, property, web, packaging, and browser
# tests in Debian's Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/setup.sh test
# Chromium for the browser tests; nginx for the production stack's (tests/e2e/test_server_proxy.py).
missing=""
command -v chromium >/dev/null 2>&1 || missing="chromium"
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing="$missing nginx"
if [ -n "$missing" ]; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
  else
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
  fi
fi

echo "== ruff check" && .venv/bin/ruff check academy tests benchmarks setup.py
echo "== ruff format --check" && .venv/bin/ruff format --check academy tests benchmarks setup.py
echo "== mypy --strict academy" && .venv/bin/mypy --strict academy
echo "== lint-imports (the layers in pyproject.toml)" && .venv/bin/lint-imports --no-cache
echo "== pytest (tests and the doctests of academy, as pyproject.toml says)"
.venv/bin/pytest "$@"
