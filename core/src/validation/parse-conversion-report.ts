import type { ConversionReport } from '../contract/requests.js';
import { fromMinor, toMinor } from '../money/index.js';
import { exponentOf } from '../money/minor-units.js';
import { DEFAULT_CURRENCY } from '../reference/currencies.js';
import type { Failure } from '../shared/result.js';
import { ok, type Result } from '../shared/result.js';
import { AN_AMOUNT, MAX_AMOUNT } from './amounts.js';
import { checkedBody, type BodyCheck } from './checked-body.js';
import { parseFields } from './json-object.js';
import { fieldRules } from './schema-failures.js';
import { compiledValidator, schemaIdOf } from './schema-registry.js';
import type { Mutable } from '../shared/mutable.js';

const validate = compiledValidator(schemaIdOf('postback-request'));

/**
 * The postback's codes: UNKNOWN_CONTRACT_VERSION (the spec's), BAD_REF, BAD_AMOUNT and
 * BAD_CURRENCY (docs/decisions/0056-postback-contract-versions-and-refusal-codes.md), BAD_REQUEST
 * naming any other field.
 */
export const CONVERSION_REPORT_RULES = fieldRules({
  ref: { code: 'BAD_REF', mustBe: 'the tracked ref, partnerCode-shortCode (letters and digits, e.g. acme-spring24)' },
  externalOrderId: { code: 'BAD_REQUEST', mustBe: 'a string of 1 to 128 characters: your own order id' },
  amount: { code: 'BAD_AMOUNT', mustBe: AN_AMOUNT },
  commission: { code: 'BAD_AMOUNT', mustBe: AN_AMOUNT },
  subscriptionId: { code: 'BAD_REQUEST', mustBe: 'the subscriptionId of the link answer that carried the sale (sub_ then letters, digits, - or _)' },
  currency: { code: 'BAD_CURRENCY', mustBe: 'an ISO 4217 code (three upper-case letters)' },
  status: { code: 'BAD_REQUEST', mustBe: 'one of pending, validated, cancelled' },
  partnerFeeAmount: { code: 'BAD_AMOUNT', mustBe: AN_AMOUNT },
  contractVersion: { code: 'UNKNOWN_CONTRACT_VERSION', mustBe: 'the string "3.1" or "3.2"; omitted means 3.1' },
});

const AMOUNT_FIELDS = ['amount', 'commission', 'partnerFeeAmount'] as const;
const CURRENCY_SHAPE = /^[A-Z]{3}$/;

/**
 * Money is never rounded silently: an amount with more decimals than the sale currency has
 * (12.345 EUR, 100.5 JPY) is refused, naming the field and the currency's decimals.
 */
const exactDecimals: BodyCheck = (body) => {
  // This check runs beside the schema, on fields it may have refused: judge only what the schema
  // accepts (a well-formed currency, an amount within bounds). A malformed currency such as
  // "constructor" has no decimals to judge (BAD_CURRENCY is the schema's to report), and reading
  // its exponent or an unbounded amount into minor units would throw instead of refusing.
  const sent = body['currency'] ?? DEFAULT_CURRENCY;
  if (typeof sent !== 'string' || !CURRENCY_SHAPE.test(sent)) return undefined;
  const currency = sent;
  for (const field of AMOUNT_FIELDS) {
    const value = body[field];
    if (field === 'partnerFeeAmount' && body['contractVersion'] !== '3.2') continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > MAX_AMOUNT) continue;
    if (fromMinor(toMinor(value, currency), currency) !== value) {
      return { code: 'BAD_AMOUNT', detail: `${field} must have at most ${exponentOf(currency)} decimals in ${currency}: send ${value} exactly as charged, in ${currency}` } satisfies Failure;
    }
  }
  return undefined;
};

/** The body once the schema has accepted it. */
interface PostbackBody {
  readonly ref: string;
  readonly externalOrderId: string;
  readonly amount: number;
  readonly commission?: number;
  readonly subscriptionId?: string;
  readonly currency?: string;
  readonly status: ConversionReport['status'];
  readonly partnerFeeAmount?: number;
  readonly contractVersion?: ConversionReport['contractVersion'];
}

/**
 * POST /api/postback/conversion: the body as a ConversionReport with its amounts read exactly
 * into minor units, or the 400 that wins by precedence (docs/validation.md). partnerFeeAmount
 * belongs to contract 3.2: under 3.1 it is an unknown field, ignored like any other.
 */
export const parseConversionReport = (body: unknown): Result<ConversionReport> => parseFields(body, conversionReportOf);

const conversionReportOf = (body: Readonly<Record<string, unknown>>): Result<ConversionReport> => {
  const failure = checkedBody(validate, CONVERSION_REPORT_RULES, body, [exactDecimals]);
  if (failure !== undefined) return { ok: false, failure };
  const sent = body as unknown as PostbackBody;
  const contractVersion = sent.contractVersion ?? '3.1';
  const currency = sent.currency ?? DEFAULT_CURRENCY;
  const dash = sent.ref.indexOf('-');
  const report = {
    ref: sent.ref,
    partnerCode: sent.ref.slice(0, dash),
    linkCode: sent.ref.slice(dash + 1),
    externalOrderId: sent.externalOrderId,
    amountMinor: toMinor(sent.amount, currency),
  } as Mutable<ConversionReport>;
  // Field by field, in this order: optional amounts only when sent.
  if (sent.commission !== undefined) report.commissionMinor = toMinor(sent.commission, currency);
  if (sent.subscriptionId !== undefined) report.subscriptionId = sent.subscriptionId;
  report.currency = currency;
  report.status = sent.status;
  if (contractVersion === '3.2' && sent.partnerFeeAmount !== undefined) report.partnerFeeMinor = toMinor(sent.partnerFeeAmount, currency);
  report.contractVersion = contractVersion;
  return ok(report);
};
