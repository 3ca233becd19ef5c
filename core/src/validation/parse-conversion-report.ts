import type { ConversionReport } from '../api/requests.js';
import { DEFAULT_CURRENCY } from '../reference/currencies.js';
import { ok, type Result } from '../shared/result.js';
import { AN_AMOUNT } from './amounts.js';
import { checkedBody } from './checked-body.js';
import { parseFields } from './json-object.js';
import { fieldRules } from './schema-failures.js';
import { compiledValidator, schemaIdOf } from './schema-registry.js';

const validate = compiledValidator(schemaIdOf('postback-request'));

/** Only contractVersion has a code of its own (spec: postback); every other bad field is BAD_REQUEST naming it. */
export const CONVERSION_REPORT_RULES = fieldRules({
  ref: { code: 'BAD_REQUEST', mustBe: 'a non-empty string: the tracked ref, partnerCode-shortCode' },
  externalOrderId: { code: 'BAD_REQUEST', mustBe: 'a non-empty string: your own order id' },
  amount: { code: 'BAD_REQUEST', mustBe: AN_AMOUNT },
  commission: { code: 'BAD_REQUEST', mustBe: AN_AMOUNT },
  currency: { code: 'BAD_REQUEST', mustBe: 'an ISO 4217 code (three upper-case letters)' },
  status: { code: 'BAD_REQUEST', mustBe: 'one of pending, validated, cancelled' },
  partnerFeeAmount: { code: 'BAD_REQUEST', mustBe: AN_AMOUNT },
  contractVersion: { code: 'UNKNOWN_CONTRACT_VERSION', mustBe: 'the string "3.1" or "3.2"; omitted means 3.1' },
});

/** The body once the schema has accepted it. */
interface PostbackBody {
  readonly ref: string;
  readonly externalOrderId: string;
  readonly amount: number;
  readonly commission?: number;
  readonly currency?: string;
  readonly status: ConversionReport['status'];
  readonly partnerFeeAmount?: unknown;
  readonly contractVersion?: ConversionReport['contractVersion'];
}

/**
 * POST /api/postback/conversion: the body as a ConversionReport, or the spec's 400. Amounts stay
 * as sent, in major units; the ledger reads them into minor units. partnerFeeAmount belongs to
 * contract 3.2: under 3.1 it is an unknown field, ignored like any other.
 */
export const parseConversionReport = (body: unknown): Result<ConversionReport> => parseFields(body, conversionReportOf);

const conversionReportOf = (body: Readonly<Record<string, unknown>>): Result<ConversionReport> => {
  const failure = checkedBody(validate, CONVERSION_REPORT_RULES, body);
  if (failure !== undefined) return { ok: false, failure };
  const sent = body as unknown as PostbackBody;
  const contractVersion = sent.contractVersion ?? '3.1';
  return ok({
    ref: sent.ref,
    externalOrderId: sent.externalOrderId,
    amount: sent.amount,
    ...(sent.commission === undefined ? {} : { commission: sent.commission }),
    currency: sent.currency ?? DEFAULT_CURRENCY,
    status: sent.status,
    ...(contractVersion === '3.2' && sent.partnerFeeAmount !== undefined ? { partnerFeeAmount: sent.partnerFeeAmount as number } : {}),
    contractVersion,
  });
};
