#!/usr/bin/env node
/**
 * Makes sure Prometheus's `promtool` is installed before the metrics lint test runs
 * (tools/server/test/compose/metrics-lint.test.ts runs `promtool check metrics` on /metrics).
 *
 * It comes with Debian's `prometheus` package (only the npm registry and Debian's packages are
 * reachable on this kind of machine). When it is missing: as root (CI runs `npm ci && npm test`
 * as root on a fresh machine) it is installed with apt-get; otherwise this fails with the exact
 * command to run. It never lets the lint test be skipped. Same shape as ensure-chromium.mjs.
 */
import { spawnSync } from 'node:child_process';

export const PROMTOOL = 'promtool';
export const PROMTOOL_INSTALL = 'apt-get update && apt-get install -y --no-install-recommends prometheus';

const installed = () => spawnSync(PROMTOOL, ['--version'], { stdio: 'ignore' }).status === 0;

if (!installed()) {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    console.error(`ensure-promtool: the metrics lint test needs promtool (Debian's prometheus package). Install it with:\n  sudo sh -c '${PROMTOOL_INSTALL}'`);
    process.exit(1);
  }
  console.error(`ensure-promtool: promtool is missing; installing Debian's prometheus package (${PROMTOOL_INSTALL})…`);
  const started = Date.now();
  const run = spawnSync('sh', ['-c', PROMTOOL_INSTALL], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (run.status !== 0 || !installed()) {
    console.error(`ensure-promtool: installing prometheus failed (exit ${run.status}). Run it by hand:\n  ${PROMTOOL_INSTALL}`);
    process.exit(1);
  }
  console.error(`ensure-promtool: promtool installed in ${Math.round((Date.now() - started) / 1000)} s.`);
}
