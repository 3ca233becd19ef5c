#!/usr/bin/env bash
# Runs only the given test files or globs (package.json's mocha config always adds every spec).
cd "$(dirname "$0")/.." && exec npx mocha --no-package --node-option conditions=parasol-source --node-option import=./tools/register.mjs --extension ts --timeout 20000 --forbid-only --forbid-pending "$@"
