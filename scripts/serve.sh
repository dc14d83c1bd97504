#!/usr/bin/env bash
# Runs the site.
#
#   scripts/serve.sh [--host H] [--port P] ...
#       To try it: installs what it needs, then serves it with waitress (academy serve)
#       at http://127.0.0.1:8000.
#
#   scripts/serve.sh --production [--port P] [--site-url URL] [--app-port Q]
#       The one-machine production stack of docs/operating.md: nginx on port P (default
#       8080, every interface) in front of gunicorn (deploy/gunicorn.conf.py: 2 workers x
#       4 threads, on 127.0.0.1:Q, a free port unless given). nginx reads each request in
#       full before gunicorn sees it and answers its own errors in Spanish. SITE_URL, the
#       site's public address for the learners' links, comes from --site-url or from the
#       environment and is required. Needs scripts/setup.sh run before and nginx
#       installed. Stays in the foreground; when nginx or gunicorn ends, it stops the
#       other and exits with status 1, so a supervisor (deploy/academia.service, the
#       container) starts the whole stack again. SIGTERM or Ctrl-C stops both.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" != "--production" ]; then
  scripts/setup.sh
  exec .venv/bin/academy serve "$@"
fi
shift

fail() {
  echo "error: $*" >&2
  exit 2
}

port=8080
app_port=""
site_url="${SITE_URL:-}"
while [ $# -gt 0 ]; do
  case "$1" in
    --port) port="${2:-}"; shift 2 || fail "falta el número de --port" ;;
    --site-url) site_url="${2:-}"; shift 2 || fail "falta la dirección de --site-url" ;;
    --app-port) app_port="${2:-}"; shift 2 || fail "falta el número de --app-port" ;;
    *) fail "opción desconocida: $1 (usa --port P, --site-url URL, --app-port Q)" ;;
  esac
done
for number in "$port" ${app_port:+"$app_port"}; do
  [[ "$number" =~ ^[0-9]{1,5}$ ]] && [ "$number" -ge 1 ] && [ "$number" -le 65535 ] \
    || fail "«$number» no es un puerto (un número entre 1 y 65535)"
done
[ -n "$site_url" ] || fail "falta la dirección pública del sitio: --site-url https://poker.example/ (o SITE_URL en el entorno)"
[ -x .venv/bin/gunicorn ] || fail "falta .venv con gunicorn: ejecuta antes scripts/setup.sh"
nginx_bin="$(command -v nginx || true)"
[ -n "$nginx_bin" ] || { [ -x /usr/sbin/nginx ] && nginx_bin=/usr/sbin/nginx; } \
  || fail "falta nginx: instálalo (Debian: apt-get install nginx)"
if [ -z "$app_port" ]; then
  app_port="$(.venv/bin/python -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
fi
mime_types=/etc/nginx/mime.types
[ -f "$mime_types" ] || fail "falta $mime_types (viene con nginx)"

# Everything this stack writes: the filled-in configuration, the error pages, nginx's pid
# and temporary files. One folder per port, so two stacks can run side by side.
run="${ACADEMY_RUN_DIR:-$PWD/.run/$port}"
mkdir -p "$run"
run="$(cd "$run" && pwd)"
export SITE_URL="$site_url" ACADEMY_APP_BIND="127.0.0.1:$app_port"
.venv/bin/python -m academy.web.proxy_pages "$run/errores"
sed -e "s|@LISTEN@|$port|" -e "s|@APP@|127.0.0.1:$app_port|" -e "s|@ERRORS@|$run/errores|" \
  deploy/nginx/academy.conf >"$run/academy.conf"
sed -e "s|@RUN@|$run|g" -e "s|@MIME_TYPES@|$mime_types|" deploy/nginx/nginx.conf >"$run/nginx.conf"
# nginx writes its access lines to /dev/stdout, which it cannot open when standard output
# is a socket (systemd's journal): its standard output is always a pipe to cat, which
# passes the lines on to wherever this script's output goes.
"$nginx_bin" -t -q -c "$run/nginx.conf" -e stderr > >(exec cat) \
  || fail "la configuración de nginx no es válida"

# nginx and gunicorn each run in a process group of their own (setsid), and stopping one
# signals its whole group: nginx's workers, whose master may be gone, and gunicorn's.
# Nothing of the stack is left holding the port.
pids=()
running() {  # running (not a zombie): process $1, or with -g anything in group $1 (needs ps)
  local select=(-p "$1")
  [ "$1" = -g ] && select=(-e) && shift
  ps "${select[@]}" -o pgid=,pid=,stat= \
    | awk -v g="$1" '($1 == g || $2 == g) && $3 !~ /^Z/ {f = 1} END {exit !f}'
}
stop() {
  for pid in "${pids[@]}"; do  # each leader first: it stops its own workers
    kill -TERM "$pid" 2>/dev/null || true
  done
  for _ in $(seq 100); do  # up to 20 s (gunicorn's graceful_timeout), then SIGKILL
    alive=0
    for pid in "${pids[@]}"; do
      running -g "$pid" || continue
      alive=1
      running "$pid" || kill -TERM -- "-$pid" 2>/dev/null || true  # workers without a leader
    done
    [ "$alive" = 0 ] && break
    sleep 0.2
  done
  for pid in "${pids[@]}"; do
    kill -KILL -- "-$pid" 2>/dev/null || true
  done
  wait "${pids[@]}" 2>/dev/null || true
}
trap 'stop; exit 0' TERM INT

setsid .venv/bin/gunicorn -c deploy/gunicorn.conf.py &
pids+=($!)
for _ in $(seq 150); do  # up to 30 s for the app to listen (it loads all the content)
  if (exec 3<>"/dev/tcp/127.0.0.1/$app_port") 2>/dev/null; then break; fi
  kill -0 "${pids[0]}" 2>/dev/null || { wait "${pids[0]}" || true; fail "gunicorn no arrancó (mira el mensaje de arriba)"; }
  sleep 0.2
done
setsid "$nginx_bin" -c "$run/nginx.conf" -e stderr -g 'daemon off;' > >(exec cat) &
pids+=($!)
echo "Academia de Póker: http://127.0.0.1:$port (nginx) -> gunicorn en 127.0.0.1:$app_port; SITE_URL=$site_url" >&2

set +e
wait -n "${pids[@]}"
status=$?
set -e
echo "error: un proceso del servidor terminó (estado $status); se para el resto" >&2
stop
exit 1
