#!/usr/bin/env bash
# Runs only the given test files or globs (package.json's mocha config always adds every spec).
cd "$(dirname "$0")/.." && NODE_OPTIONS="--conditions=parasol-source --import=$PWD/tools/server/register.mjs" exec node node_modules/mocha/bin/mocha.js --no-package --extension ts --timeout 20000 --forbid-only --forbid-pending "$@"
