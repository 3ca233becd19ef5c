import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileOfferCatalogue, SAMPLE_CATALOGUE_PATH } from '@parasol/static-data';
import { startInsurerSimulator, type InsurerSimulator } from '@parasol/sims';

/** The sample catalogue's insurers and the currency each prices in. */
const CURRENCIES = { alba: 'EUR', northwind: 'GBP', meridian: 'USD', kestrel: 'CHF' } as const;
export type SampleInsurer = keyof typeof CURRENCIES;

export interface SampleInsurers {
  readonly simulators: Readonly<Record<SampleInsurer, InsurerSimulator>>;
  /** Each insurer's rating, issue and cancel URLs on its simulator: a catalogue's `endpoints` override. */
  readonly endpoints: Readonly<Record<string, { ratingUrl: string; issueUrl: string; cancelUrl: string }>>;
  /** The sample catalogue with these endpoints, as the embedded composition loads it. */
  catalogue(): FileOfferCatalogue;
  /** The same, written to a temporary file for `PARASOL_CATALOGUE` (a child `parasol serve`). */
  catalogueFile(): Promise<string>;
  close(): Promise<void>;
}

/**
 * One insurer-sim per insurer of the sample catalogue, each on a free loopback port (not the
 * catalogue's fixed 4701-4704, which other tests or a try-out may hold), rating and issuing.
 */
export async function startSampleInsurers(): Promise<SampleInsurers> {
  const simulators = {} as Record<SampleInsurer, InsurerSimulator>;
  const endpoints: Record<string, { ratingUrl: string; issueUrl: string; cancelUrl: string }> = {};
  for (const id of Object.keys(CURRENCIES) as SampleInsurer[]) {
    const simulator = await startInsurerSimulator({ currency: CURRENCIES[id] });
    simulators[id] = simulator;
    endpoints[id] = { ratingUrl: simulator.url, issueUrl: simulator.issueUrl, cancelUrl: simulator.cancelUrl };
  }
  return {
    simulators,
    endpoints,
    catalogue: () => new FileOfferCatalogue(SAMPLE_CATALOGUE_PATH, { endpoints }),
    async catalogueFile() {
      const sample = JSON.parse(await readFile(SAMPLE_CATALOGUE_PATH, 'utf8')) as { insurers: { id: string; endpoint: Record<string, unknown> }[] };
      for (const insurer of sample.insurers) insurer.endpoint = { ...insurer.endpoint, ...endpoints[insurer.id] };
      const file = join(await mkdtemp(join(tmpdir(), 'parasol-catalogue-')), 'catalogue.json');
      await writeFile(file, JSON.stringify(sample));
      return file;
    },
    close: async () => {
      await Promise.all(Object.values(simulators).map((simulator) => simulator.close()));
    },
  };
}
