#!/bin/sh
# Installs the locked dependencies when they are missing or older than package-lock.json, so
# `npm start` and `npm test` work on a fresh clone with no other step.
set -e
cd "$(dirname "$0")/.."
marker=node_modules/.package-lock.json
if [ ! -f "$marker" ] || [ package-lock.json -nt "$marker" ] || [ ! -x node_modules/.bin/node ]; then
  echo "Installing dependencies from package-lock.json..."
  # Not `npm ci`: this npm writes lock files without other platforms' optional binaries (e.g.
  # darwin builds of Tailwind's oxide), and `npm ci` then refuses the lock as out of sync.
  # `npm install` installs the same locked versions for this platform.
  npm install --no-audit --no-fund
fi
