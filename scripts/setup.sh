#!/usr/bin/env bash
# Set-up shared by the two README commands: Python packages in .venv and the npm assets.
# Idempotent: a second run only checks that everything is there.
set -euo pipefail
cd "$(dirname "$0")/.."

extras="${1:-}"
# A stamp of what was installed: the same inputs a second time skip the installs (the fast
# test tier runs this on every call). A fresh machine has no stamp and installs everything.
stamp="$(cat pyproject.toml constraints.txt package-lock.json setup.py 2>/dev/null | sha256sum | cut -c1-16)-$extras"
if [ -f .venv/.setup-stamp ] && [ "$(cat .venv/.setup-stamp)" = "$stamp" ] \
    && [ -x .venv/bin/python ] && [ -f static/vendor/htmx.min.js ]; then
  exit 0
fi
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
echo "$stamp" > .venv/.setup-stamp
