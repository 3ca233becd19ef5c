import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Catalogue, type InsurerEndpoint, type OfferCatalogue } from '@parasol/core';
import { readCatalogue } from '@parasol/core/internal';

/** The sample live catalogue shipped with Parasol: four invented insurers, twelve offers. */
export const SAMPLE_CATALOGUE_PATH = fileURLToPath(new URL('./sample-catalogue.json', import.meta.url));

/** Environment variable naming the live catalogue file. */
export const CATALOGUE_ENV = 'PARASOL_CATALOGUE';

/** A catalogue file that cannot be used: start-up stops with this message, naming every problem. */
export class CatalogueFileError extends Error {
  override readonly name = 'CatalogueFileError';
}

export interface CatalogueFileOptions {
  /**
   * Per insurer id, endpoint fields to use instead of the file's: tests and the benchmark point
   * insurers at loopback simulators. An id the file does not hold is an error (a typo would
   * otherwise silently rate against the real URL).
   */
  readonly endpoints?: Readonly<Record<string, Partial<Pick<InsurerEndpoint, 'ratingUrl' | 'timeoutMs' | 'issueUrl' | 'cancelUrl'>>>>;
}

/**
 * Reads and checks a live catalogue file (core/src/schemas/catalogue.schema.json). Synchronous
 * and throwing on purpose: it runs once at start-up, and a live service must not start on a
 * catalogue that is missing, unreadable or half right.
 */
export const loadCatalogueFile = (path: string, options: CatalogueFileOptions = {}): Catalogue => {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new CatalogueFileError(`catalogue ${path} cannot be read: ${(error as Error).message}`);
  }
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new CatalogueFileError(`catalogue ${path} is not JSON: ${(error as Error).message}`);
  }
  const reading = readCatalogue(document);
  if (!reading.ok) {
    throw new CatalogueFileError(`catalogue ${path} is invalid:\n${reading.problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  return withEndpoints(reading.catalogue, options.endpoints ?? {}, path);
};

const withEndpoints = (catalogue: Catalogue, endpoints: NonNullable<CatalogueFileOptions['endpoints']>, path: string): Catalogue => {
  const unknown = Object.keys(endpoints).filter((id) => !catalogue.insurers.some((insurer) => insurer.id === id));
  if (unknown.length > 0) throw new CatalogueFileError(`catalogue ${path} has no insurer ${unknown.join(', ')} to point elsewhere`);
  return {
    ...catalogue,
    insurers: catalogue.insurers.map((insurer) => ({ ...insurer, endpoint: { ...insurer.endpoint, ...endpoints[insurer.id] } })),
  };
};

/** The port over a loaded catalogue: the file is read once, at start-up. */
export class FileOfferCatalogue implements OfferCatalogue {
  readonly #catalogue: Catalogue;

  constructor(path: string, options: CatalogueFileOptions = {}) {
    this.#catalogue = loadCatalogueFile(path, options);
  }

  current(): Promise<Catalogue> {
    return Promise.resolve(this.#catalogue);
  }
}

export interface EnvironmentCatalogue {
  readonly catalogue: FileOfferCatalogue;
  readonly path: string;
  /** True when PARASOL_CATALOGUE is unset and the sample was loaded: worth a start-up warning. */
  readonly sample: boolean;
}

/**
 * The live catalogue named by PARASOL_CATALOGUE, or the sample catalogue when it is unset, so a
 * development server starts with no set-up. The sample's insurers rate on loopback ports only,
 * so a production host that forgot the variable answers PRICING_UNAVAILABLE, never sample prices.
 */
export const catalogueFromEnvironment = (env: NodeJS.ProcessEnv = process.env, options: CatalogueFileOptions = {}): EnvironmentCatalogue => {
  const configured = env[CATALOGUE_ENV];
  const path = configured === undefined || configured === '' ? SAMPLE_CATALOGUE_PATH : configured;
  return { catalogue: new FileOfferCatalogue(path, options), path, sample: path === SAMPLE_CATALOGUE_PATH };
};
