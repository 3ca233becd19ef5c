import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createPinoLogger, logLevelFrom } from '../../src/compose/pino-logger.js';

/** A pino destination that keeps each line written. */
const capture = () => {
  const lines: string[] = [];
  return { lines, destination: { write: (line: string) => void lines.push(line) } };
};

describe('the pino logger', () => {
  it('writes one JSON line per event: level name, ISO time, message and the fields, no pid or hostname', () => {
    const { lines, destination } = capture();
    const logger = createPinoLogger({ destination });
    logger.info('request', { requestId: 'req_1', status: 200 });
    logger.warn('insurer rating failed');
    expect(lines).to.have.length(2);
    expect(lines.every((line) => line.endsWith('\n') && line.indexOf('\n') === line.length - 1)).to.equal(true);
    const first = JSON.parse(lines[0] ?? '') as Record<string, unknown>;
    expect(first).to.include({ level: 'info', message: 'request', requestId: 'req_1', status: 200 });
    expect(String(first['time'])).to.match(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(first).to.not.have.any.keys('pid', 'hostname', 'msg');
    expect(JSON.parse(lines[1] ?? '')).to.include({ level: 'warn', message: 'insurer rating failed' });
  });

  it('stamps each line with the time it was logged, to the millisecond (the formatted time is reused within one)', async () => {
    const { lines, destination } = capture();
    const logger = createPinoLogger({ destination });
    const before = Date.now();
    logger.info('first');
    logger.info('second');
    await new Promise((resolve) => setTimeout(resolve, 5));
    logger.info('later');
    const after = Date.now();
    const times = lines.map((line) => Date.parse(String((JSON.parse(line) as { time: string }).time)));
    expect(times[0]).to.be.within(before, after);
    expect(times[1]).to.be.within(times[0] ?? 0, after);
    expect(times[2]).to.be.above(times[1] ?? 0).and.at.most(after);
  });

  it('censors secrets, signatures, tokens and bodies a caller passes by mistake', () => {
    const { lines, destination } = capture();
    createPinoLogger({ destination }).error('oops', { secret: 'sk_test_s3cr3t', signature: 'v2=abc', token: 'tok', authorization: 'Bearer tok', body: '{"a":1}', keyId: 'ak_test_abcd…' });
    expect(lines[0]).to.not.match(/s3cr3t|v2=abc|Bearer|"a":1|"tok"/);
    expect(JSON.parse(lines[0] ?? '')).to.include({ secret: '[redacted]', body: '[redacted]', keyId: 'ak_test_abcd…' });
  });

  it('writes nothing below its level (PARASOL_LOG_LEVEL; a value it does not know is info)', () => {
    const { lines, destination } = capture();
    const logger = createPinoLogger({ destination, level: logLevelFrom({ PARASOL_LOG_LEVEL: 'warn' }) });
    logger.info('quiet');
    logger.warn('loud');
    expect(lines.map((line) => (JSON.parse(line) as { message: string }).message)).to.deep.equal(['loud']);
    expect(logLevelFrom({ PARASOL_LOG_LEVEL: 'verbose' })).to.equal('info');
    expect(logLevelFrom({})).to.equal('info');
  });
});

const REGISTER = fileURLToPath(new URL('../../register.mjs', import.meta.url));
const LOGGER_MODULE = fileURLToPath(new URL('../../src/compose/pino-logger.ts', import.meta.url));

/**
 * A node process that runs `body` (JavaScript, with `logger` in scope: the default logger, on
 * stderr) and what it wrote on stderr once it ended, however it ended. `signal` is sent to it once
 * `signalWhen` holds of what it wrote so far (stdout, stderr).
 */
const runChild = (body: string, signal?: NodeJS.Signals, signalWhen?: (stdout: string, stderr: string) => boolean): Promise<{ stderr: string; end: number | string }> =>
  new Promise((resolve, reject) => {
    const script = `const { createPinoLogger } = await import(${JSON.stringify(LOGGER_MODULE)}); const logger = createPinoLogger(); ${body}`;
    const child = spawn(process.execPath, ['--conditions=parasol-source', '--import', REGISTER, '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let signalled = false;
    const check = () => {
      if (signal === undefined || signalled || !signalWhen?.(stdout, stderr)) return;
      signalled = true;
      child.kill(signal);
    };
    // Decoded as a stream: a character may arrive split over two chunks.
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      stdout += chunk;
      check();
    });
    child.stderr.on('data', (chunk: string) => {
      stderr += chunk;
      check();
    });
    child.on('error', reject);
    child.on('exit', (code, end) => resolve({ stderr, end: code ?? end ?? 'unknown' }));
  });

const messages = (stderr: string): string[] =>
  stderr
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => (JSON.parse(line) as { message: string }).message);
const numbered = (n: number) => Array.from({ length: n }, (_, i) => `line ${i}`);

describe('the pino logger on stderr (info lines written in batches)', () => {
  it('writes every line logged just before process.exit, in order', async () => {
    const { stderr, end } = await runChild(`for (let i = 0; i < 300; i++) logger.info('line ' + i); process.exit(3);`);
    expect(end).to.equal(3);
    expect(messages(stderr)).to.deep.equal(numbered(300));
  });

  it('writes every line of a burst far larger than a pipe holds, in order', async () => {
    const { stderr, end } = await runChild(`for (let i = 0; i < 20000; i++) logger.info('line ' + i, { pad: 'x'.repeat(80) }); process.exit(0);`);
    expect(end).to.equal(0);
    expect(messages(stderr)).to.deep.equal(numbered(20000));
  });

  it('stops writing, without failing, once nobody reads stderr any more', async () => {
    const ended = await new Promise<number | string>((resolve, reject) => {
      const script = `const { createPinoLogger } = await import(${JSON.stringify(LOGGER_MODULE)}); const logger = createPinoLogger();
        process.stdin.once('data', () => { for (let i = 0; i < 2000; i++) logger.info('line ' + i); logger.error('last'); process.exit(0); });`;
      const child = spawn(process.execPath, ['--conditions=parasol-source', '--import', REGISTER, '--input-type=module', '-e', script], { stdio: ['pipe', 'ignore', 'pipe'] });
      // The reading end of its stderr closes before it writes a line: every write meets EPIPE.
      child.stderr.destroy();
      child.stdin.end('go');
      child.on('error', reject);
      child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
    });
    expect(ended).to.equal(0);
  });

  it('writes every line when the process ends by itself', async () => {
    const { stderr, end } = await runChild(`for (let i = 0; i < 300; i++) logger.info('line ' + i);`);
    expect(end).to.equal(0);
    expect(messages(stderr)).to.deep.equal(numbered(300));
  });

  it('keeps every character and line whole across batches: multi-byte text, and a line longer than a batch', async () => {
    const { stderr } = await runChild(
      `for (let i = 0; i < 1000; i++) logger.info('line ' + i, { text: 'é…😀'.repeat(i % 97) });
       logger.info('line 1000', { text: 'x'.repeat(100_000) + '😀' });
       logger.info('line 1001', { text: 'é' });
       process.exit(0);`,
    );
    const lines = stderr.split('\n').filter((line) => line !== '').map((line) => JSON.parse(line) as { message: string; text: string });
    expect(lines.map((line) => line.message)).to.deep.equal(numbered(1002));
    lines.slice(0, 1000).forEach((line, i) => expect(line.text).to.equal('é…😀'.repeat(i % 97)));
    expect(lines[1000]?.text).to.equal(`${'x'.repeat(100_000)}😀`);
  });

  it('writes the lines of a graceful stop: a SIGTERM handler that logs and exits, as parasol serve does', async () => {
    const { stderr, end } = await runChild(
      `process.on('SIGTERM', () => { for (let i = 100; i < 200; i++) logger.info('line ' + i); process.exit(0); });
       for (let i = 0; i < 100; i++) logger.info('line ' + i);
       setInterval(() => {}, 60_000);
       process.stdout.write('ready');`,
      'SIGTERM',
      (stdout) => stdout.includes('ready'),
    );
    expect(end).to.equal(0);
    expect(messages(stderr)).to.deep.equal(numbered(200));
  });

  it('writes the lines logged before an uncaught exception ends the process', async () => {
    const { stderr, end } = await runChild(`for (let i = 0; i < 50; i++) logger.info('line ' + i); setImmediate(() => { throw new Error('boom'); });`);
    expect(end).to.equal(1);
    expect(messages(stderr)).to.deep.equal(numbered(50));
  });

  it('writes a warn or error line at once, with every line before it: SIGKILL right after loses none of them', async () => {
    const { stderr, end } = await runChild(`logger.info('line 0'); logger.error('line 1'); logger.info('line 2'); logger.warn('line 3'); process.kill(process.pid, 'SIGKILL');`);
    expect(end).to.equal('SIGKILL');
    expect(messages(stderr)).to.deep.equal(numbered(4));
  });

  it('formats an info event with fields when its batch is written, from the fields as they were logged, in order with every other line', async () => {
    // Each kind of event: deferred and plain; not deferrable (a nested value: pino at once); deferred
    // but not plain (an escaped quote, a censored name: pino's line, formatted with the batch); no
    // fields; warn. The caller changes its object after logging it, as a deferred line must not see.
    const { stderr, end } = await runChild(
      `const fields = { requestId: 'req_1', status: 200, code: null, ok: true, gone: undefined };
       logger.info('line 0', fields);
       fields.status = 500; fields.added = 'later'; delete fields.requestId;
       logger.info('line 1', { nested: { depth: 1 } });
       logger.info('line 2', { quoted: 'say "hi"' });
       logger.info('line 3', { secret: 'sk_live_s3cr3t', keyId: 'ak_live_abcd…' });
       logger.info('line 4');
       logger.warn('line 5', { status: 503 });
       logger.info('line 6', { status: 201 });
       const until = Date.now() + 30; while (Date.now() < until);
       process.exit(0);`,
    );
    expect(end).to.equal(0);
    expect(messages(stderr)).to.deep.equal(numbered(7));
    const lines = stderr.split('\n').filter((line) => line.startsWith('{'));
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed[0]).to.deep.include({ requestId: 'req_1', status: 200, code: null, ok: true });
    expect(parsed[0]).to.not.have.any.keys('added', 'gone');
    expect(lines[2]).to.include('"quoted":"say \\"hi\\""');
    expect(parsed[3]).to.include({ secret: '[redacted]', keyId: 'ak_live_abcd…' });
    expect(lines[3]).to.not.include('s3cr3t');
    expect(lines[0]).to.match(/^\{"level":"info","time":"[^"]+","requestId":"req_1","status":200,"code":null,"ok":true,"message":"line 0"\}$/);
    // Stamped when logged, as the warn line pino wrote at once was, not when written 30 ms later.
    const time = (n: number) => Date.parse(String(parsed[n]?.['time']));
    for (const n of [0, 2, 3, 6]) expect(Math.abs(time(n) - time(5))).to.be.below(25);
  });

  it('writes an info line while the process keeps running (it is killed, without exiting, once the line is out)', async () => {
    const { stderr, end } = await runChild(`logger.info('line 0'); setInterval(() => {}, 60_000);`, 'SIGKILL', (_, stderr) => stderr.includes('line 0'));
    expect(end).to.equal('SIGKILL');
    expect(messages(stderr)).to.deep.equal(numbered(1));
  });
});
