import type { IncomingMessage, ServerResponse } from 'node:http';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { INSURER_ISSUE_PROTOCOL, INSURER_RATING_PROTOCOL, type CancelQuestion, type IssueAnswer, type IssueQuestion } from '@parasol/core/internal';
import { hashOf } from './seeded-draws.js';

export const ISSUE_PATH = '/issue';
export const CANCEL_PATH = '/cancel';
export const DOCUMENTS_PATH = '/documents/';

/**
 * How the simulator treats an issue (or cancel) call:
 * - `issue`: answers at once (a policy for issue, `cancelled` for cancel);
 * - `refuse`: refuses the issuance (422, reason `refuseReason`), and keeps refusing that subscription;
 * - `slow`: answers after `issueDelayMs`, long enough for a client's timeout;
 * - `error`: answers 500 and records nothing;
 * - `hang`: never answers and records nothing;
 * - `issueAfterTimeout`: records the policy but never answers, so a retry finds it issued.
 */
export type IssueBehaviour = 'issue' | 'refuse' | 'slow' | 'error' | 'hang' | 'issueAfterTimeout';

export interface IssuanceOptions {
  /** What every call does unless a fault is queued. Default `issue`. */
  readonly issuance?: IssueBehaviour;
  /** The delay of `slow`, ms. Default 2000. */
  readonly issueDelayMs?: number;
  /** The reason a refusal gives. Default `not_eligible`. */
  readonly refuseReason?: string;
}

/** A policy the simulated insurer holds, one per subscription. */
interface HeldPolicy {
  readonly answer: IssueAnswer;
  cancelled: boolean;
}

export interface IssuanceDesk {
  /** Serves issue, cancel and document calls; false when the path is none of them (the rating path's). */
  serve(incoming: IncomingMessage, text: string, outgoing: ServerResponse, baseUrl: string): boolean;
  /** Queues `behaviour` for the next `count` issue or cancel calls, before the default. */
  failNext(behaviour: IssueBehaviour, count?: number): void;
  /** Policies issued (one per subscription, whatever the retries). */
  issuedCount(): number;
  /** The policy held for a subscription: its number and whether it was cancelled. */
  policyOf(subscriptionId: string): { readonly policyNumber: string; readonly cancelled: boolean } | undefined;
  /** Drops the timers of slow answers (the server closes). */
  close(): void;
}

const ajv = new Ajv2020({ allowUnionTypes: true });
addFormats.default(ajv);
ajv.addSchema(INSURER_RATING_PROTOCOL.schemas.normalisedTrip);
const isIssueQuestion = ajv.compile<IssueQuestion>(INSURER_ISSUE_PROTOCOL.schemas.issueRequest);
const isCancelQuestion = ajv.compile<CancelQuestion>(INSURER_ISSUE_PROTOCOL.schemas.cancelRequest);

/**
 * The simulated insurer's policy desk (docs/insurer-protocol.md, "Issuing a policy"): issues
 * idempotently by subscription id (the same subscription always answers the policy, or the
 * refusal, it got first), cancels idempotently, and serves each policy's documents. Strict like
 * the rating side: a missing version header, a body off the schema or an idempotency-key that is
 * not the subscription id is a 400.
 */
export const issuanceDesk = (options: IssuanceOptions = {}): IssuanceDesk => {
  const settings = { issuance: 'issue' as IssueBehaviour, issueDelayMs: 2000, refuseReason: 'not_eligible', ...options };
  const policies = new Map<string, HeldPolicy>();
  const queued: IssueBehaviour[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let issued = 0;

  const later = (send: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      send();
    }, settings.issueDelayMs);
    timers.add(timer);
  };

  const issue = (question: IssueQuestion, behaviour: IssueBehaviour, outgoing: ServerResponse, baseUrl: string) => {
    if (behaviour === 'error') return sendJson(outgoing, 500, { error: 'SIMULATED_FAILURE' });
    if (behaviour === 'hang') return;
    let held = policies.get(question.subscriptionId);
    if (held === undefined) {
      held = { answer: behaviour === 'refuse' ? { outcome: 'refused', reason: settings.refuseReason } : policyFor(question.subscriptionId, baseUrl), cancelled: false };
      policies.set(question.subscriptionId, held);
      if (held.answer.outcome === 'issued') issued += 1;
    }
    if (behaviour === 'issueAfterTimeout') return;
    const answer = held.answer;
    const send = () => sendJson(outgoing, answer.outcome === 'issued' ? 200 : 422, answer);
    if (behaviour === 'slow') later(send);
    else send();
  };

  const cancel = (question: CancelQuestion, behaviour: IssueBehaviour, outgoing: ServerResponse) => {
    if (behaviour === 'error') return sendJson(outgoing, 500, { error: 'SIMULATED_FAILURE' });
    if (behaviour === 'hang') return;
    const held = policies.get(question.subscriptionId);
    if (held === undefined || held.answer.outcome !== 'issued' || held.answer.policyNumber !== question.policyNumber) {
      return sendJson(outgoing, 404, { error: 'POLICY_NOT_FOUND' });
    }
    held.cancelled = true;
    if (behaviour === 'issueAfterTimeout') return;
    const send = () => sendJson(outgoing, 200, { outcome: 'cancelled', policyNumber: question.policyNumber });
    if (behaviour === 'slow') later(send);
    else send();
  };

  return {
    serve(incoming, text, outgoing, baseUrl) {
      const path = incoming.url ?? '';
      if (path.startsWith(DOCUMENTS_PATH) && incoming.method === 'GET') {
        outgoing.writeHead(200, { 'content-type': 'application/pdf' }).end(`%PDF-1.4\n% simulated policy document ${path}\n%%EOF\n`);
        return true;
      }
      if (path !== ISSUE_PATH && path !== CANCEL_PATH) return false;
      if (incoming.method !== 'POST') return sendJson(outgoing, 405, { error: 'METHOD_NOT_ALLOWED' }), true;
      const version = incoming.headers[INSURER_ISSUE_PROTOCOL.versionHeader];
      if (version !== INSURER_ISSUE_PROTOCOL.version) return sendJson(outgoing, 400, { error: 'UNSUPPORTED_VERSION', detail: `version ${String(version ?? 'missing')}` }), true;
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return sendJson(outgoing, 400, { error: 'INVALID_JSON' }), true;
      }
      const validate = path === ISSUE_PATH ? isIssueQuestion : isCancelQuestion;
      if (!validate(body)) {
        const [first] = validate.errors ?? [];
        return sendJson(outgoing, 400, { error: 'BAD_REQUEST', detail: `${first?.instancePath || '/'} ${first?.message ?? ''}`.trim() }), true;
      }
      const question = body as IssueQuestion | CancelQuestion;
      if (incoming.headers[INSURER_ISSUE_PROTOCOL.idempotencyHeader] !== question.subscriptionId) {
        return sendJson(outgoing, 400, { error: 'BAD_REQUEST', detail: 'idempotency-key must equal subscriptionId' }), true;
      }
      const behaviour = queued.shift() ?? settings.issuance;
      if (path === ISSUE_PATH) issue(question as IssueQuestion, behaviour, outgoing, baseUrl);
      else cancel(question as CancelQuestion, behaviour, outgoing);
      return true;
    },
    failNext(behaviour, count = 1) {
      for (let i = 0; i < count; i += 1) queued.push(behaviour);
    },
    issuedCount: () => issued,
    policyOf(subscriptionId) {
      const held = policies.get(subscriptionId);
      return held === undefined || held.answer.outcome !== 'issued' ? undefined : { policyNumber: held.answer.policyNumber, cancelled: held.cancelled };
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
};

/** The policy of a subscription: its number follows from the subscription id, so it is the same on every run. */
const policyFor = (subscriptionId: string, baseUrl: string): IssueAnswer => {
  const policyNumber = `SIM-${hashOf(subscriptionId).toString(36).toUpperCase().padStart(7, '0')}`;
  const documents = `${baseUrl}${DOCUMENTS_PATH}${policyNumber}`;
  return { outcome: 'issued', policyNumber, certificateUrl: `${documents}/certificate.pdf`, documentUrls: [`${documents}/terms.pdf`] };
};

const sendJson = (outgoing: ServerResponse, status: number, body: unknown) => {
  outgoing.writeHead(status, { 'content-type': 'application/json', [INSURER_ISSUE_PROTOCOL.versionHeader]: INSURER_ISSUE_PROTOCOL.version }).end(JSON.stringify(body));
};
