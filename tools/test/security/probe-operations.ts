import { injectable } from 'inversify';
import { fail, ok, OPERATION, type Operation, type OperationRequest, type OperationSuccess, type ParasolModule, type Result } from '@parasol/core';

/**
 * Fixture endpoints that stand in for /quotes and /links, so the security gate is tested without
 * pricing: the body `{"upstream": "fail"}` makes the use case fail upstream (502), `"crash"`
 * makes it throw (500); anything else succeeds.
 */
interface ProbeInput {
  readonly upstream?: 'fail' | 'crash';
}

abstract class Probe implements Operation<ProbeInput> {
  abstract readonly id: string;
  abstract readonly path: string;
  abstract readonly scope: Operation['scope'];
  abstract readonly bucket: Operation['bucket'];
  abstract readonly sandboxActivity: Operation['sandboxActivity'];
  protected abstract readonly successStatus: 200 | 201;
  readonly method = 'POST';
  readonly needsAttribution = true;

  parse(body: unknown): Result<ProbeInput> {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return fail('BAD_REQUEST', 'The probe takes a JSON object.');
    return ok(body as ProbeInput);
  }

  async run({ caller, input }: OperationRequest<ProbeInput>): Promise<Result<OperationSuccess>> {
    if (input.upstream === 'fail') return fail('PRICING_UNAVAILABLE', 'The probe insurer refused.');
    if (input.upstream === 'crash') throw new Error('probe crashed');
    return ok({ status: this.successStatus, body: { ok: true, mode: caller.mode, partner: caller.partner?.code ?? null } });
  }
}

/** Consumes the reads bucket, like POST /api/v1/travel/quotes. */
@injectable()
export class ReadsProbe extends Probe {
  readonly id = 'readsProbe';
  readonly path = '/api/v1/probe/reads';
  readonly scope = 'quotes';
  readonly bucket = 'reads';
  readonly sandboxActivity = 'sandboxPriceCalls';
  protected readonly successStatus = 200;
}

/** Consumes the writes bucket, like POST /api/v1/travel/links. */
@injectable()
export class WritesProbe extends Probe {
  readonly id = 'writesProbe';
  readonly path = '/api/v1/probe/writes';
  readonly scope = 'quotes.link';
  readonly bucket = 'writes';
  readonly sandboxActivity = 'sandboxLinksMinted';
  protected readonly successStatus = 201;
}

export const READS_PROBE = '/api/v1/probe/reads';
export const WRITES_PROBE = '/api/v1/probe/writes';

export const probeModule: ParasolModule = (bind) => {
  bind<Operation>(OPERATION).to(ReadsProbe);
  bind<Operation>(OPERATION).to(WritesProbe);
};
