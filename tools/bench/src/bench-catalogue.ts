import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The live catalogue of the benchmark: twelve insurers, each selling two products the bench trip
 * is eligible for, so every live quote rates all twelve (one call each) and ranks 24 offers.
 * Most price in euros; four price in pounds or francs, so conversion is on the measured path too.
 */
export const BENCH_INSURERS: readonly { readonly id: string; readonly currency: string }[] = [
  'EUR', 'EUR', 'EUR', 'EUR', 'EUR', 'EUR', 'EUR', 'EUR', 'GBP', 'GBP', 'CHF', 'CHF',
].map((currency, i) => ({ id: `bench-${i + 1}`, currency }));

const offer = (insurerIndex: number, plan: 'Essentiel' | 'Confort', insurer: { id: string; currency: string }) => {
  const rich = plan === 'Confort';
  const code = `${insurer.id.toUpperCase()}-${plan.slice(0, 3).toUpperCase()}`;
  return {
    id: (insurerIndex + 1) * 100 + (rich ? 2 : 1),
    insurerId: insurer.id,
    name: `Bench ${insurerIndex + 1} ${plan}`,
    plan,
    productCode: code,
    iconUrl: rich ? `https://img.parasol.example/bench/${insurer.id}/confort.svg` : null,
    guaranteeCurrency: insurer.currency,
    guarantees: {
      hospitalFeesAbroad: { state: 'value', value: rich ? 300_000 : 50_000 },
      directBilling: { state: rich ? 'included' : 'not_available', value: null },
      rapatriationAssistance: { state: 'actual_costs', value: null },
      dailyAllowance: { state: 'per_day', value: rich ? 80 : 40 },
      earlyReturn: { state: 'return_ticket', value: null },
      suitcaseInsurance: { state: 'value', value: rich ? 2_000 : 800 },
      privateRc: { state: 'value', value: 1_000_000 },
    },
    highlights: {
      included: [`Medical costs up to ${rich ? '300,000' : '50,000'} ${insurer.currency}`, 'Repatriation at actual cost'],
      excluded: rich ? ['Extreme sports'] : ['Direct billing', 'Extreme sports'],
    },
    documents: {
      cgvUrl: `https://docs.parasol.example/bench/${insurer.id}/${code.toLowerCase()}-terms.pdf`,
      ipidUrl: `https://docs.parasol.example/bench/${insurer.id}/${code.toLowerCase()}-ipid.pdf`,
    },
    eligibility: {
      minAge: 0,
      maxAge: 85,
      minDays: 1,
      maxDays: 180,
      intents: ['forTourism', 'schengenArea', 'cruise', 'rentalStay', 'backToHome'],
      residences: '*',
      destinations: { allow: '*', deny: [] },
      supportsCancellation: true,
      supportsExtremeSports: false,
      maxParty: 10,
    },
    redirectOnly: false,
    group: false,
  };
};

/** The catalogue document, each insurer rating at the simulator URL of the same index. */
export const benchCatalogue = (ratingUrls: readonly string[], timeoutMs: number) => {
  if (ratingUrls.length !== BENCH_INSURERS.length) throw new Error(`the bench catalogue needs ${BENCH_INSURERS.length} rating URLs, got ${ratingUrls.length}`);
  return {
    version: 'bench',
    insurers: BENCH_INSURERS.map((insurer, i) => ({
      id: insurer.id,
      name: `Bench Insurer ${i + 1}`,
      logoUrl: `https://img.parasol.example/bench/${insurer.id}/logo.svg`,
      currency: insurer.currency,
      endpoint: { ratingUrl: ratingUrls[i], timeoutMs },
    })),
    offers: BENCH_INSURERS.flatMap((insurer, i) => [offer(i, 'Essentiel', insurer), offer(i, 'Confort', insurer)]),
  };
};

/** Writes the catalogue where PARASOL_CATALOGUE-style loading reads it; returns the file path. */
export const writeBenchCatalogue = (directory: string, ratingUrls: readonly string[], timeoutMs: number): string => {
  const path = join(directory, 'bench-catalogue.json');
  writeFileSync(path, `${JSON.stringify(benchCatalogue(ratingUrls, timeoutMs), null, 2)}\n`);
  return path;
};
