#!/usr/bin/env bash
# The whole test suite on a fresh machine: installs what it needs, then lints, type-checks,
# checks the import layers and runs pytest (unit, property, web, packaging, and browser
# tests in Debian's Chromium).
#   scripts/test.sh                everything (CI runs this)
#   scripts/test.sh --fast         the same checks, and every test not marked slow, browser
#                                  or wheel (pyproject.toml): the quick tier, meant to take
#                                  under 2 minutes on 2 idle cores; a test in it fails past
#                                  2 s of CPU (tests/fast_limit.py: ACADEMY_FAST_LIMIT=0
#                                  switches that off, ACADEMY_FAST_TOLERANCE loosens the
#                                  wall-time bound on a loaded machine)
#   scripts/test.sh [--fast] ARGS  ARGS go to pytest (-k settle, a test file…)
# The tests run in parallel on every core (pytest-xdist); the browser tests, which start
# servers and Chromium and wait on timings, run after them in one process.
set -euo pipefail
cd "$(dirname "$0")/.."

fast=0
if [ "${1:-}" = "--fast" ]; then
  fast=1
  shift
fi

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

if [ "$fast" = 1 ]; then
  echo "== pytest, fast tier: not slow, browser or wheel (and the doctests of academy)"
  exec .venv/bin/pytest -n auto -m "not slow and not browser and not wheel" "$@"
fi

# Exit status 5 is pytest's "no test selected": with ARGS (-k settle, one file) one of the
# two runs may select nothing, which is only a failure if the other selects nothing too.
echo "== pytest: every test but the browser ones (and the doctests of academy)"
status=0
.venv/bin/pytest -n auto -m "not browser" "$@" || status=$?
echo "== pytest: the browser tests, one at a time"
browser=0
.venv/bin/pytest -m browser "$@" || browser=$?
if [ "$status" = 5 ] && [ "$browser" != 5 ]; then status=0; fi
if [ "$browser" = 5 ] && [ "$status" = 0 ]; then browser=0; fi
if [ "$status" != 0 ]; then exit "$status"; fi
exit "$browser"
