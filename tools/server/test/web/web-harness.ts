import { request } from 'node:http';
import type { DailyQuota } from '@parasol/core';
import type { NewKey, WidgetSettings } from '@parasol/core/internal';
import { ManualClock } from '@parasol/adapter-memory';
import { sandboxPricingSource } from '@parasol/adapter-sandbox';
import { startRestServer, type RunningServer } from '@parasol/rest';
import { travellerPages } from '@parasol/web';
import { createEmbeddedParasol, type EmbeddedParasol } from '../../src/index.js';
import { aTripBody } from '@parasol/core/test-support';

/** 2026-03-10T12:00:00Z; trips priced in these tests start later that year. */
export const NOON = Date.UTC(2026, 2, 10, 12, 0, 0);
export const PARTNER = 'acme';
export const LINK = 'spring24';
export const REF = `${PARTNER}-${LINK}`;
export const TRIP = aTripBody();

export interface Answer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly text: string;
}

/** One HTTP exchange over loopback; `from` picks the client's loopback address (127.0.0.0/8 all reach this host), so tests can be several clients. */
export const http = (url: string, options: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {}): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers, ...(options.from ? { localAddress: options.from } : {}) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(options.body);
  });

/** A urlencoded form post, as a browser on this site sends it (Sec-Fetch-Site same-origin unless told otherwise). */
export const postForm = (url: string, fields: Record<string, string>, options: { from?: string; site?: string } = {}): Promise<Answer> =>
  http(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': options.site ?? 'same-origin' },
    body: new URLSearchParams(fields).toString(),
    ...(options.from ? { from: options.from } : {}),
  });

/** The value of a hidden input of a page (the form tokens, the widget session). */
export const hiddenField = (page: string, name: string): string => {
  const value = new RegExp(`name="${name}" value="([^"]*)"`).exec(page)?.[1];
  if (value === undefined) throw new Error(`no hidden field ${name} in the page`);
  return value.replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>');
};

export interface WebServer {
  readonly parasol: EmbeddedParasol;
  readonly server: RunningServer;
  readonly clock: ManualClock;
  readonly url: string;
  aKey(spec: Partial<NewKey> & { mode: NewKey['mode'] }, quota?: DailyQuota): Promise<{ keyId: string; secret: string }>;
  close(): Promise<void>;
}

/**
 * parasol serve's composition (embedded default, pages mounted) on a manual clock, with the
 * sandbox catalogue as the live one too (no insurer runs here) and the partner acme whose default
 * tracked link is spring24. The public url is only a label here: tests follow paths.
 */
export async function startWebServer(widget?: WidgetSettings): Promise<WebServer> {
  const clock = new ManualClock(NOON);
  const source = sandboxPricingSource();
  const parasol = createEmbeddedParasol({ clock, publicUrl: 'http://parasol.test', pricing: { sandbox: source, live: source }, ...(widget ? { widget } : {}) });
  const registered = await parasol.admin.partners.register({ code: PARTNER, baseRateBps: 1000, links: [{ code: LINK, archived: false, default: true }, { code: 'oldpromo', archived: true, default: false }] });
  if (!registered.ok) throw new Error(registered.failure.detail);
  const server = await startRestServer({ parasol, port: 0, pages: travellerPages({ flows: parasol.traveller }) });
  return {
    parasol,
    server,
    clock,
    url: server.url,
    aKey: async (spec, quota) => {
      const key = await parasol.admin.keys.create({ scopes: ['quotes', 'quotes.link', 'coach'], partnerCode: PARTNER, burstPerMinute: 10_000, ...(quota ? { quota } : {}), ...spec });
      if (!key.ok) throw new Error(key.failure.detail);
      return key.value;
    },
    close: () => server.close(),
  };
}

/** The path of a traveller url (the public url is a label: the pages are asked on loopback). */
export const pathOf = (url: string): string => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
