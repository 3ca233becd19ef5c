import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { signRequest } from '@parasol/core';
import { FunnelSimulator } from '@parasol/sims';
import { ROOT, aKeyFile, eventually, logLines, watchServe, type ServeProcess } from './serve-process.js';

/** `parasol serve` with its access log on (no --quiet), on free ports. */
const startLoggingServe = async (env: NodeJS.ProcessEnv = {}): Promise<{ serve: ServeProcess; keyFile: string }> => {
  const keyFile = await aKeyFile();
  const args = ['--conditions=parasol-source', '--import', join(ROOT, 'tools/server/register.mjs'), join(ROOT, 'tools/server/src/cli.ts'), 'serve', '--port', '0', '--key-file', keyFile];
  return { serve: watchServe(spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } })), keyFile };
};

describe('parasol serve: access log, /metrics and /readyz', function () {
  this.timeout(40_000);
  let serve: ServeProcess | undefined;
  let funnel: FunnelSimulator | undefined;
  afterEach(async () => {
    if (serve && serve.child.exitCode === null && serve.child.signalCode === null) {
      serve.child.kill('SIGTERM');
      await serve.exited;
    }
    await funnel?.stop();
    funnel = undefined;
  });

  it('logs each request as one JSON line (time, request id, key id prefix, operation, status, code, latency) and exposes the counters on its metrics address', async () => {
    const started = await startLoggingServe();
    serve = started.serve;
    const url = await serve.serving;
    await eventually(() => /Metrics \(Prometheus, unsigned\): http:\/\/127\.0\.0\.1:\d+\/metrics/.test(serve?.stdout() ?? ''), 'the metrics line');
    const metricsUrl = /Metrics \(Prometheus, unsigned\): (\S+)/.exec(serve.stdout())?.[1] ?? '';
    expect(serve.stdout(), 'the start-up warning').to.include('Warning: live purchase unavailable: no payment provider (PARASOL_STRIPE_SECRET_KEY); live subscriptions cannot be bought');
    expect(new URL(metricsUrl).port).to.not.equal(new URL(url).port);
    const { keyId, secret } = JSON.parse(await readFile(started.keyFile, 'utf8')) as { keyId: string; secret: string };
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = signRequest(secret, { timestamp, method: 'GET', pathname: '/api/v1/travel/meta', rawBody: Buffer.alloc(0) });
    const headers = { 'x-svc-key-id': keyId, 'x-svc-timestamp': timestamp };
    const ok = await fetch(new URL('/api/v1/travel/meta', url), { headers: { ...headers, 'x-svc-signature': signature } });
    expect(ok.status).to.equal(200);
    const refused = await fetch(new URL('/api/v1/travel/meta', url), { headers: { ...headers, 'x-svc-signature': `v2=${'0'.repeat(64)}` } });
    expect(refused.status).to.equal(401);

    await eventually(() => logLines(serve?.stderr() ?? '').filter((line) => line['message'] === 'request').length === 2, 'two access log lines');
    const [first, second] = logLines(serve.stderr()).filter((line) => line['message'] === 'request');
    expect(first).to.include({ level: 'info', requestId: ok.headers.get('x-request-id'), operation: 'getMeta', status: 200, code: null, keyId: `${keyId.slice(0, 12)}…` });
    expect(String(first?.['time'])).to.match(/^\d{4}-\d\d-\d\dT/);
    expect(first?.['latencyMs']).to.be.a('number');
    expect(second).to.include({ operation: 'getMeta', status: 401, code: 'INVALID_SIGNATURE' });
    expect(serve.stderr()).to.not.include(secret).and.not.include(signature);

    const scraped = await (await fetch(metricsUrl)).text();
    expect(scraped).to.include('parasol_requests_total{transport="rest",operation="getMeta",status="200",code="none"} 1');
    expect(scraped).to.include('parasol_requests_total{transport="rest",operation="getMeta",status="401",code="INVALID_SIGNATURE"} 1');
    expect(scraped).to.include('process_cpu_seconds_total');

    // Memory storage and the embedded funnel: both in this process, so always ready. No payment
    // provider: live purchase unavailable, said in the checks without making the service unready.
    const ready = await fetch(new URL('/readyz', url));
    expect(ready.status).to.equal(200);
    expect(await ready.json()).to.deep.equal({
      ok: true,
      checks: {
        storage: { ok: true, detail: 'memory' },
        funnel: { ok: true, detail: 'embedded', latencyMs: 0 },
        checkout: { ok: true, detail: 'live purchase unavailable: no payment provider (PARASOL_STRIPE_SECRET_KEY)' },
      },
    });
  });

  it('reports an external funnel ready only while it answers; PARASOL_METRICS_PORT=off starts no metrics listener', async () => {
    funnel = await new FunnelSimulator().start();
    serve = (await startLoggingServe({ PARASOL_FUNNEL_API_URL: funnel.url, PARASOL_FUNNEL_TOKEN: funnel.token, PARASOL_FUNNEL_TRAVELLER_URL: 'https://go.funnel.example', PARASOL_METRICS_PORT: 'off' })).serve;
    const url = await serve.serving;
    await eventually(() => (serve?.stdout() ?? '').includes('Metrics: off'), 'the metrics line');
    const ready = await fetch(new URL('/readyz', url));
    expect(ready.status).to.equal(200);
    expect(await ready.json()).to.deep.include({ ok: true }).and.have.nested.property('checks.funnel.ok', true);
    await funnel.stop();
    funnel = undefined;
    const notReady = await fetch(new URL('/readyz', url));
    expect(notReady.status).to.equal(503);
    const body = (await notReady.json()) as { checks: { funnel: { ok: boolean; detail: string }; storage: { ok: boolean; detail: string } } };
    expect(body.checks.funnel).to.include({ ok: false, detail: 'connection: ECONNREFUSED' });
    expect(body.checks.storage).to.include({ ok: true, detail: 'memory' });
  });
});
