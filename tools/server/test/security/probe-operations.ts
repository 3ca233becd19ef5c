import { injectable } from 'inversify';
import { fail, ok, OPERATION, type Endpoint, type Operation, type OperationRequest, type OperationSuccess, type ParasolModule, type Result } from '@parasol/core';

/**
 * Fixture endpoints that stand in for /quotes and /links, so the security gate is tested without
 * pricing: the body `{"upstream": "fail"}` makes the use case fail upstream (502), `"crash"`
 * makes it throw (500), `"replay"` reports an outcome its endpoint does not charge; anything else
 * succeeds.
 */
interface ProbeInput {
  readonly upstream?: 'fail' | 'crash';
  readonly outcome?: string;
}

const probeEndpoint = (id: string, path: string, bucket: 'reads' | 'writes'): Endpoint => ({
  id,
  method: 'POST',
  path,
  scope: bucket === 'reads' ? 'quotes' : 'quotes.link',
  bucket,
  cost: { replayed: 0 },
  needsAttribution: true,
  sandboxActivity: { kind: bucket === 'reads' ? 'sandboxPriceCalls' : 'sandboxLinksMinted' },
  requestSchema: 'probe',
  successes: [{ status: bucket === 'reads' ? 200 : 201, description: 'probe', schema: 'probe' }],
  refusals: {},
  clientMethod: id,
  tag: 'travel',
  summary: 'probe',
  description: 'probe',
});

abstract class Probe implements Operation<ProbeInput> {
  abstract readonly endpoint: Endpoint;

  parse(body: unknown): Result<ProbeInput> {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return fail('BAD_REQUEST', 'The probe takes a JSON object.');
    return ok(body as ProbeInput);
  }

  async run({ caller, input }: OperationRequest<ProbeInput>): Promise<Result<OperationSuccess>> {
    if (input.upstream === 'fail') return fail('PRICING_UNAVAILABLE', 'The probe insurer refused.');
    if (input.upstream === 'crash') throw new Error('probe crashed');
    const status = this.endpoint.successes[0]?.status ?? 200;
    return ok({ status, body: { ok: true, mode: caller.mode, partner: caller.partner?.code ?? null }, ...(input.outcome ? { outcome: input.outcome } : {}) });
  }
}

export const READS_PROBE = '/api/v1/probe/reads';
export const WRITES_PROBE = '/api/v1/probe/writes';

/** Consumes the reads bucket, like POST /api/v1/travel/quotes. */
@injectable()
export class ReadsProbe extends Probe {
  readonly endpoint = probeEndpoint('readsProbe', READS_PROBE, 'reads');
}

/** Consumes the writes bucket, like POST /api/v1/travel/links. */
@injectable()
export class WritesProbe extends Probe {
  readonly endpoint = probeEndpoint('writesProbe', WRITES_PROBE, 'writes');
}

export const probeModule: ParasolModule = (bind) => {
  bind<Operation>(OPERATION).to(ReadsProbe);
  bind<Operation>(OPERATION).to(WritesProbe);
};
