import type { Catalogue, CatalogueOffer } from '../ports/offer-catalogue.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { validate as generatedValidate } from './generated/catalogue-validator.js';

/** The catalogue file as written (schemas/catalogue.schema.json). */
interface CatalogueFile {
  readonly version: string;
  readonly insurers: readonly {
    readonly id: string;
    readonly name: string;
    readonly logoUrl: string | null;
    readonly currency: string;
    readonly endpoint: { readonly insurerId?: string; readonly ratingUrl: string; readonly timeoutMs: number; readonly issueUrl?: string; readonly cancelUrl?: string };
  }[];
  /** Offers are written exactly as the port holds them. */
  readonly offers: readonly CatalogueOffer[];
}

export type CatalogueReading =
  | { readonly ok: true; readonly catalogue: Catalogue }
  | { readonly ok: false; readonly problems: readonly string[] };

// ajv's standalone code for catalogue.schema.json, compiled when Parasol is built rather than at
// every start-up (tools/codegen/src/generate-catalogue-validator.ts says why; its test fails when
// the file no longer matches the schema). Formats stay annotations: the schema's own patterns
// already pin every URL down.
const validate = generatedValidate as unknown as ValidateFunction<CatalogueFile>;

/**
 * Reads a catalogue document (parsed JSON) into the port's Catalogue, or every problem found:
 * the schema first, then what a schema cannot say (unique ids, known insurers, ranges in order,
 * one product code per insurer). A live service must not start on a catalogue that is half right.
 */
export const readCatalogue = (document: unknown): CatalogueReading => {
  if (!validate(document)) {
    const problems = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);
    return { ok: false, problems };
  }
  const problems = consistencyProblems(document);
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    catalogue: {
      version: document.version,
      insurers: document.insurers.map(({ id, name, logoUrl, currency, endpoint }) => ({
        id,
        name,
        logoUrl,
        currency,
        endpoint: {
          insurerId: id,
          ratingUrl: endpoint.ratingUrl,
          timeoutMs: endpoint.timeoutMs,
          ...(endpoint.issueUrl === undefined ? {} : { issueUrl: endpoint.issueUrl }),
          ...(endpoint.cancelUrl === undefined ? {} : { cancelUrl: endpoint.cancelUrl }),
        },
      })),
      offers: document.offers,
    },
  };
};

const consistencyProblems = (file: CatalogueFile): string[] => {
  const problems: string[] = [];
  const insurerIds = new Set<string>();
  for (const insurer of file.insurers) {
    if (insurerIds.has(insurer.id)) problems.push(`insurer "${insurer.id}" is listed twice`);
    const { insurerId } = insurer.endpoint;
    if (insurerId !== undefined && insurerId !== insurer.id) {
      problems.push(`insurer "${insurer.id}" has an endpoint for "${insurerId}"`);
    }
    insurerIds.add(insurer.id);
  }
  const offerIds = new Set<number>();
  const productCodes = new Set<string>();
  for (const offer of file.offers) {
    const where = `offer ${offer.id}`;
    if (offerIds.has(offer.id)) problems.push(`${where} is listed twice`);
    offerIds.add(offer.id);
    if (!insurerIds.has(offer.insurerId)) problems.push(`${where} names unknown insurer "${offer.insurerId}"`);
    const product = `${offer.insurerId}/${offer.productCode}`;
    if (productCodes.has(product)) problems.push(`${where} reuses product code ${product}`);
    productCodes.add(product);
    const { minAge, maxAge, minDays, maxDays } = offer.eligibility;
    if (minAge > maxAge) problems.push(`${where}: minAge ${minAge} is above maxAge ${maxAge}`);
    if (maxDays !== null && minDays > maxDays) problems.push(`${where}: minDays ${minDays} is above maxDays ${maxDays}`);
  }
  return problems;
};
