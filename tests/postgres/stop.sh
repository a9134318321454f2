#!/usr/bin/env bash
# Stops a cluster made by tests/postgres/start.sh and removes its folder: stop.sh KUDOS_PG_DIR
set -uo pipefail
dir=${1:-${KUDOS_PG_DIR:-}}
case "$dir" in
  */kudos-pg-*) ;;
  *) echo "postgres: stop.sh wants the folder start.sh printed (KUDOS_PG_DIR)" >&2; exit 1 ;;
esac
[ -d "$dir" ] || exit 0
bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
as_owner=()
[ "$(id -u)" = 0 ] && as_owner=(runuser -u postgres --)
if [ -f "$dir/data/postmaster.pid" ]; then
  "${as_owner[@]}" "$bindir/pg_ctl" -D "$dir/data" stop -m fast -w -t 30 >/dev/null 2>&1 ||
    "${as_owner[@]}" "$bindir/pg_ctl" -D "$dir/data" stop -m immediate >/dev/null 2>&1
fi
rm -rf "$dir"
