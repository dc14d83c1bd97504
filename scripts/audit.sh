#!/usr/bin/env bash
# Known vulnerabilities in every pinned package (constraints.txt), found with pip-audit.
# pip-audit runs from a throwaway venv of its own: it is not a project dependency.
# It asks PyPI's JSON API for each pinned version (`--vulnerability-service osv` asks osv.dev);
# --strict makes it fail when a package could not be checked, so silence means "checked".
# Exit status: 0 nothing known, 1 a vulnerability or a package it could not check.
# Extra arguments go to pip-audit (e.g. --vulnerability-service osv, --desc).
set -euo pipefail
cd "$(dirname "$0")/.."

venv="${AUDIT_VENV:-${TMPDIR:-/tmp}/academy-audit-venv}"
if [ ! -x "$venv/bin/pip-audit" ]; then
  python3 -m venv "$venv"
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check "pip-audit==2.10.1"
fi
exec "$venv/bin/pip-audit" --requirement constraints.txt --no-deps --strict \
  --progress-spinner off "$@"
