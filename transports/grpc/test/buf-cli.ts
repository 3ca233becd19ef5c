import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

const require = createRequire(import.meta.url);
/** The buf CLI the @bufbuild/buf package ships (a dev dependency): what the tests check the protos and reflection with. */
export const BUF = require.resolve('@bufbuild/buf/bin/buf');

const run = promisify(execFile);

/** Runs `buf <args>` in `cwd`; rejects with buf's own output when it exits non-zero. */
export const buf = async (args: readonly string[], cwd: string): Promise<{ stdout: string; stderr: string }> => {
  try {
    return await run(process.execPath, [BUF, ...args], { cwd, maxBuffer: 16 * 1024 * 1024 });
  } catch (e) {
    const failed = e as { stdout?: string; stderr?: string; message: string };
    throw new Error(`buf ${args.join(' ')} failed: ${failed.stderr || failed.stdout || failed.message}`);
  }
};
