#!/usr/bin/env bash
# Runs the site on a fresh machine: installs what it needs, then serves it with waitress
# at http://127.0.0.1:8000 (pass --host/--port to change).
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/setup.sh
exec .venv/bin/academy serve "$@"
