#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster for tests and benchmarks, with Debian's binaries
# (apt-get install postgresql). Nothing of the machine's own clusters is touched.
#
#   eval "$(bash tests/postgres/start.sh)"      # exports TEST_DATABASE_URL and KUDOS_PG_DIR
#   ...
#   bash tests/postgres/stop.sh "$KUDOS_PG_DIR"  # stops the cluster and removes its folder
#
# stdout carries only the two `export` lines; progress and errors go to stderr.
# The cluster lives in a new temp folder, listens on 127.0.0.1 only (first free port from
# KUDOS_PG_PORT, default 55432), trusts local connections, and runs as the `postgres` OS user
# when started by root (initdb refuses root). Durability is off: it is for tests only.
set -euo pipefail

log() { printf 'postgres: %s\n' "$*" >&2; }

bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
  log "no PostgreSQL server binaries under /usr/lib/postgresql (apt-get install postgresql)"
  exit 1
fi

dir=$(mktemp -d "${TMPDIR:-/tmp}/kudos-pg-XXXXXX")
as_owner=()
if [ "$(id -u)" = 0 ]; then
  chown postgres:postgres "$dir"
  as_owner=(runuser -u postgres --)
fi
fail() {
  log "$*"
  "${as_owner[@]}" "$bindir/pg_ctl" -D "$dir/data" stop -m immediate >/dev/null 2>&1 || true
  rm -rf "$dir"
  exit 1
}

"${as_owner[@]}" "$bindir/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 \
  >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; fail "initdb failed"; }

port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

port=${KUDOS_PG_PORT:-55432}
started=
for _ in $(seq 1 20); do
  if ! port_in_use "$port"; then
    if "${as_owner[@]}" "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories=$dir -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
      start >/dev/null 2>&1; then
      started=1
      break
    fi
    log "could not start on port $port:"
    tail -n 5 "$dir/server.log" >&2 || true
  fi
  port=$((port + 1))
done
[ -n "$started" ] || fail "no free port found for the test cluster"

url="postgres://postgres@127.0.0.1:$port/postgres"
log "$("$bindir/postgres" --version) listening at $url (folder $dir)"
printf 'export KUDOS_PG_DIR=%q\n' "$dir"
printf 'export TEST_DATABASE_URL=%q\n' "$url"
