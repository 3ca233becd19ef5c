#!/usr/bin/env node
/**
 * Makes sure Debian's Chromium is installed before the browser tests run (tools/server/test/browser).
 *
 * playwright-core drives a browser but brings none, and a browser download fails on this kind of
 * machine (only the npm registry and Debian's packages are reachable), so the suite uses Debian's
 * `chromium` package at /usr/bin/chromium (PARASOL_CHROMIUM names another binary). When it is
 * missing: as root (CI runs `npm ci && npm test` as root on a fresh machine) it is installed with
 * apt-get, about 30 s; otherwise this fails with the exact command to run. It never lets the
 * browser suite be skipped.
 */
import { accessSync, constants } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM_PATH = process.env.PARASOL_CHROMIUM || '/usr/bin/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium';

const executable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

if (!executable(CHROMIUM_PATH)) {
  if (process.env.PARASOL_CHROMIUM) {
    console.error(`ensure-chromium: PARASOL_CHROMIUM=${CHROMIUM_PATH} is not an executable file.`);
    process.exit(1);
  }
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    console.error(`ensure-chromium: the browser tests need Debian's Chromium at ${CHROMIUM_PATH}. Install it with:\n  sudo sh -c '${INSTALL}'\n(or set PARASOL_CHROMIUM to a Chromium binary).`);
    process.exit(1);
  }
  console.error(`ensure-chromium: ${CHROMIUM_PATH} is missing; installing Debian's chromium package (${INSTALL})…`);
  const started = Date.now();
  const run = spawnSync('sh', ['-c', INSTALL], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (run.status !== 0 || !executable(CHROMIUM_PATH)) {
    console.error(`ensure-chromium: installing chromium failed (exit ${run.status}). Run it by hand:\n  ${INSTALL}`);
    process.exit(1);
  }
  console.error(`ensure-chromium: chromium installed in ${Math.round((Date.now() - started) / 1000)} s.`);
}
