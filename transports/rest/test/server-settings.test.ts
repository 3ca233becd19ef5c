import { expect } from 'chai';
import { DEFAULT_SERVER_SETTINGS, ServerSettingsError, serverSettingsFromEnvironment, startRestServer } from '../src/index.js';
import { startHarness, type RestHarness } from './rest-harness.js';

describe('REST server: limits', () => {
  let h: RestHarness;
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(() => h.close());

  it('applies limits suited to an API by default: 10 s for headers, 30 s for a request, 1024 connections, 256 of one address, 10 s of shutdown grace', async () => {
    expect(h.server.settings).to.deep.equal({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 65_000,
      maxConnections: 1024,
      maxConnectionsPerAddress: 256,
      shutdownGraceMs: 10_000,
    });
  });

  it('keeps the whole-request timeout above pricing’s deadline for a live quote (8 s), so a slow quote is never a 408', () => {
    expect(DEFAULT_SERVER_SETTINGS.requestTimeoutMs).to.be.above(8000);
  });

  it('takes each limit from the options', async () => {
    const overrides = { headersTimeoutMs: 500, requestTimeoutMs: 900, keepAliveTimeoutMs: 1000, maxConnections: 3, maxConnectionsPerAddress: 2, shutdownGraceMs: 0 };
    const server = await startRestServer({ parasol: h.parasol, ...overrides });
    try {
      expect(server.settings).to.deep.equal(overrides);
    } finally {
      await server.close();
    }
  });

  for (const [what, overrides] of [
    ['a zero timeout (node would read it as no limit)', { requestTimeoutMs: 0 }],
    ['a fraction', { maxConnections: 1.5 }],
    ['a negative grace', { shutdownGraceMs: -1 }],
    ['NaN', { headersTimeoutMs: Number.NaN }],
    ['headers due after the whole request', { headersTimeoutMs: 2000, requestTimeoutMs: 1000 }],
  ] as const) {
    it(`refuses to start with ${what}`, async () => {
      const started = startRestServer({ parasol: h.parasol, ...overrides });
      const error = await started.then(
        (server) => server.close().then(() => undefined),
        (e: unknown) => e,
      );
      expect(error).to.be.instanceOf(ServerSettingsError);
    });
  }

  it('reads the limits from PARASOL_* variables, leaving unset and empty ones to the defaults', () => {
    expect(
      serverSettingsFromEnvironment({
        PARASOL_HEADERS_TIMEOUT_MS: '5000',
        PARASOL_REQUEST_TIMEOUT_MS: ' 20000 ',
        PARASOL_MAX_CONNECTIONS: '64',
        PARASOL_MAX_CONNECTIONS_PER_ADDRESS: '16',
        PARASOL_SHUTDOWN_GRACE_MS: '',
      }),
    ).to.deep.equal({ headersTimeoutMs: 5000, requestTimeoutMs: 20000, maxConnections: 64, maxConnectionsPerAddress: 16 });
  });

  it('refuses a variable that is not a whole number, naming it', () => {
    expect(() => serverSettingsFromEnvironment({ PARASOL_SHUTDOWN_GRACE_MS: '10s' })).to.throw(ServerSettingsError, /PARASOL_SHUTDOWN_GRACE_MS/);
  });
});
