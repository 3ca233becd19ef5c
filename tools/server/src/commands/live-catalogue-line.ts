import { connect } from 'node:net';
import type { Catalogue } from '@parasol/core';

/** How long the start-up probe waits for an insurer to accept a connection. */
const PROBE_MS = 500;

/** True when something accepts a TCP connection at the rating URL's host and port within PROBE_MS. */
const answers = (ratingUrl: string): Promise<boolean> => {
  let url: URL;
  try {
    url = new URL(ratingUrl);
  } catch {
    return Promise.resolve(false);
  }
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname.replace(/^\[|\]$/g, ''), port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(PROBE_MS, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
};

/**
 * The start-up banner's line about the live catalogue, saying what a live quote will meet: which
 * insurers accept a connection now. Without it the banner claimed "rated by loopback insurers"
 * when none ran, and the first live quote's 502 came as a surprise. Never the rating URLs (they
 * may carry credentials): insurer ids only.
 */
export const liveCatalogueLine = async (catalogue: Catalogue, where: { sample: boolean; path: string }, catalogueEnv: string): Promise<string> => {
  const { insurers } = catalogue;
  const reached = await Promise.all(insurers.map((insurer) => answers(insurer.endpoint.ratingUrl)));
  const silent = insurers.filter((_, i) => !reached[i]).map((insurer) => insurer.id);
  const named = where.sample ? 'the sample one' : where.path;
  const start = where.sample ? ' (npx parasol insurer-sim --catalogue adapters/static-data/src/catalogue/sample-catalogue.json)' : '';
  const real = where.sample ? `; set ${catalogueEnv} for a real one` : '';
  if (silent.length === 0) return `Live catalogue: ${named}, rated by its ${insurers.length} insurers, all answering now${real}.`;
  if (silent.length === insurers.length) {
    return `Live catalogue: ${named}, but none of its ${insurers.length} insurers answers (${silent.join(', ')}): live quotes answer 502 PRICING_UNAVAILABLE until they run${start}${real}.`;
  }
  return `Live catalogue: ${named}, ${insurers.length - silent.length} of its ${insurers.length} insurers answering; not answering now: ${silent.join(', ')} (their offers are left unpriced)${start}${real}.`;
};
