import type { ErrorObject } from 'ajv/dist/2020.js';
import { type RatedProduct, type RatingOutcome, type RatingRequest } from '@parasol/core';
import { ajvForShippedSchemas, lazyValidator, INSURER_RATING_PROTOCOL, type RatingAnswer } from '@parasol/core/internal';

// Compiled on first use: a sandbox-only server never rates over HTTP (lazy-validator.ts).
const matchesSchema = lazyValidator(() => ajvForShippedSchemas({ allowUnionTypes: true }).compile<RatingAnswer>(INSURER_RATING_PROTOCOL.schemas.response));

/** What came back over HTTP, before it is read as a rating. */
export interface RawAnswer {
  readonly status: number;
  readonly contentType: string | undefined;
  readonly version: string | undefined;
  readonly body: string;
}

/**
 * Reads an insurer's HTTP answer under protocol v1. Only a 200 JSON body matching the response
 * schema, in protocol version 1, with each product code at most once, is a priced outcome;
 * anything else fails the insurer as a whole (docs/insurer-protocol.md, "What counts as malformed").
 * Each answered product goes to every offer asked under its code; requested products the insurer
 * left out are absent (the quote counts them unpriced); products nobody asked about are dropped.
 */
export const readAnswer = (request: RatingRequest, answer: RawAnswer): RatingOutcome => {
  if (answer.status !== 200) return failed(`HTTP ${answer.status}`);
  if (answer.version !== undefined && answer.version !== INSURER_RATING_PROTOCOL.version) {
    return failed(`answered in protocol version ${answer.version}`);
  }
  if (!/^application\/json\b/i.test(answer.contentType ?? '')) return failed(`content-type ${answer.contentType ?? 'missing'}`);
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return failed('body is not JSON');
  }
  if (!matchesSchema(body)) return failed(`answer does not match the schema: ${firstError(matchesSchema.errors)}`);
  const byCode = new Map<string, RatingAnswer['products'][number]>();
  for (const product of body.products) {
    if (byCode.has(product.productCode)) return failed(`product ${product.productCode} answered twice`);
    byCode.set(product.productCode, product);
  }
  const products: RatedProduct[] = [];
  for (const { offerId, productCode } of request.products) {
    const answered = byCode.get(productCode);
    if (answered === undefined) continue;
    products.push({
      offerId,
      amountMinor: answered.premium?.amountMinor ?? null,
      currency: answered.premium?.currency ?? request.currency,
      isStartingPrice: answered.isStartingPrice,
      period: answered.period,
    });
  }
  return { kind: 'priced', products };
};

const failed = (reason: string): RatingOutcome => ({ kind: 'failed', reason });

/** ajv stops at the first violation (allErrors off): that one is the reason logged. */
const firstError = (errors: readonly ErrorObject[] | null | undefined): string => {
  const [first] = errors ?? [];
  return first === undefined ? 'invalid' : `${first.instancePath || '/'} ${first.message ?? first.keyword}`;
};
