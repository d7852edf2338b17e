#!/usr/bin/env bash
# Starts a local PostgreSQL server for the server's tests on PostgreSQL (CI runs them on PGlite and on this).
# Installs Debian's postgresql package when running as root and none is present. Prints the connection URL.
set -euo pipefail

if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >&2
  else
    echo "PostgreSQL is not installed (Debian: sudo apt-get install postgresql)." >&2
    exit 1
  fi
fi

version=$(ls /usr/lib/postgresql | sort -V | tail -1)
if command -v pg_lsclusters >/dev/null 2>&1 && ! pg_lsclusters -h | grep -q "^$version main"; then
  pg_createcluster "$version" main >&2
fi
pg_ctlcluster "$version" main start >&2 2>/dev/null || true
for _ in $(seq 1 30); do
  if su postgres -c "pg_isready -q -h 127.0.0.1 -p 5432" 2>/dev/null; then break; fi
  sleep 0.5
done
su postgres -c "psql -q -tc \"SELECT 1 FROM pg_roles WHERE rolname = 'kankan_test'\"" | grep -q 1 ||
  su postgres -c "psql -q -c \"CREATE ROLE kankan_test LOGIN SUPERUSER PASSWORD 'kankan_test'\"" >&2
echo "postgres://kankan_test:kankan_test@127.0.0.1:5432/postgres"
