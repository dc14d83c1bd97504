#!/usr/bin/env bash
# Set-up shared by the two README commands: Python packages in .venv and the npm assets.
# Idempotent: a second run only checks that everything is there.
set -euo pipefail
cd "$(dirname "$0")/.."

extras="${1:-}"
python3 -m venv .venv
.venv/bin/python -m pip install --quiet --disable-pip-version-check --upgrade "pip>=24"
# constraints.txt pins every package (direct and indirect) to the versions tested together.
if [ "$extras" = "test" ]; then
  .venv/bin/python -m pip install --quiet --disable-pip-version-check -c constraints.txt -e '.[test]'
else
  .venv/bin/python -m pip install --quiet --disable-pip-version-check -c constraints.txt -e .
fi

if [ -f package-lock.json ]; then
  npm ci --no-audit --no-fund --loglevel=error
  mkdir -p static/vendor
  cp node_modules/htmx.org/dist/htmx.min.js static/vendor/htmx.min.js
fi
