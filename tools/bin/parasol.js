#!/usr/bin/env node
// The `parasol` command: runs the TypeScript CLI from source with the project's resolution
// condition and decorator-aware compiler options (see tools/register.mjs).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const child = spawn(
  process.execPath,
  ['--conditions=parasol-source', '--import', here('../register.mjs'), here('../src/cli.ts'), ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
