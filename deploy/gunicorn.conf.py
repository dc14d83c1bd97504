# gunicorn's settings for the production stack (docs/operating.md, «Deploy»): read by
# `gunicorn -c deploy/gunicorn.conf.py` from scripts/serve.sh --production, the systemd
# unit and the container. gunicorn listens on loopback only: nginx (deploy/nginx/) is the
# one that faces visitors, buffers their slow requests and answers its own errors.
import os

wsgi_app = "academy.web:production_app()"  # SITE_URL from the environment, required
bind = os.environ.get("ACADEMY_APP_BIND", "127.0.0.1:8001")
workers = int(os.environ.get("ACADEMY_WORKERS", "2"))  # one per core
threads = 4  # gthread workers: 4 threads each (docs/operating.md, «Capacity»)
timeout = 30  # a worker silent this long is killed and replaced by the master
graceful_timeout = 20
keepalive = 5
# nginx checks sizes before gunicorn; these are the second line. The number of header
# fields is nginx's to bound (its 4 x 8 KiB of header buffers): with gunicorn's default
# of 100, a request of 101 fields got gunicorn's own English 431 (32768 is its maximum).
limit_request_line = 8190
limit_request_fields = 32768
limit_request_field_size = 8190
accesslog = None  # nginx writes the access lines (deploy/nginx/academy.conf)
errorlog = "-"
loglevel = "warning"
control_socket_disable = True
