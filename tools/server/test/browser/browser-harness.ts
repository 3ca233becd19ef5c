import { accessSync, constants, mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { Credentials } from '@parasol/core';
import { startRestServer, type RunningServer } from '@parasol/rest';
import { travellerPages } from '@parasol/web';
import { createEmbeddedParasol, type EmbeddedParasol } from '../../src/index.js';

/** Debian's Chromium (tools/ensure-chromium.mjs installs it before `npm test`); PARASOL_CHROMIUM names another. */
export const CHROMIUM = process.env.PARASOL_CHROMIUM || '/usr/bin/chromium';

/** Where the test run leaves its screenshots (git-ignored); the README shows copies under docs/screenshots/. */
export const ARTIFACTS = new URL('../../../../test-artifacts/screenshots/', import.meta.url).pathname;

export const PARTNER = 'acme';
export const LINK = 'spring24';
export const REF = `${PARTNER}-${LINK}`;

/**
 * Headless Chromium as this machine kind runs it: as root it needs --no-sandbox, and with no
 * network beyond the registries, its background services (updates, sync, safe browsing) are
 * switched off so they neither slow it down nor fill the log with refused connections.
 */
export const launchChromium = (): Promise<Browser> => {
  try {
    accessSync(CHROMIUM, constants.X_OK);
  } catch {
    // Never skipped: a missing browser fails the suite, saying how to get one.
    throw new Error(`No Chromium at ${CHROMIUM}: run \`node tools/ensure-chromium.mjs\` (as root it installs Debian's chromium; npm test runs it first), or set PARASOL_CHROMIUM.`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
};

/** A free loopback port, so that the funnel's public url can name the server before it listens. */
const freePort = async (): Promise<number> => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
};

export interface Parasols {
  readonly parasol: EmbeddedParasol;
  readonly server: RunningServer;
  /** A sandbox key of the partner, for the /links journey. */
  readonly key: Credentials;
}

/** `parasol serve` as the CLI composes it (embedded default, pages mounted), with the partner acme and its tracked link spring24. */
export async function startParasol(): Promise<Parasols> {
  const port = await freePort();
  const parasol = createEmbeddedParasol({ publicUrl: `http://127.0.0.1:${port}` });
  const registered = await parasol.admin.partners.register({ code: PARTNER, baseRateBps: 1000, links: [{ code: LINK, archived: false, default: true }] });
  if (!registered.ok) throw new Error(registered.failure.detail);
  const key = await parasol.admin.keys.create({ mode: 'sandbox', scopes: ['quotes', 'quotes.link', 'coach'], partnerCode: PARTNER });
  if (!key.ok) throw new Error(key.failure.detail);
  const server = await startRestServer({ parasol, port, pages: travellerPages({ flows: parasol.traveller }) });
  return { parasol, server, key: key.value };
}

/**
 * A partner's site on another origin than Parasol (localhost, not 127.0.0.1, and its own port),
 * serving one page: the widget's frame is then cross-origin, as on any real partner page.
 */
export async function startHostSite(html: string): Promise<{ readonly url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    res.writeHead(req.url === '/' ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(req.url === '/' ? html : 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://localhost:${port}/`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The widget's script tag for a Parasol at `parasolUrl`. */
export const widgetTag = (parasolUrl: string, attributes: Readonly<Record<string, string>>): string =>
  `<script src="${parasolUrl}/widget.js" ${Object.entries(attributes)
    .map(([name, value]) => `data-${name}="${value}"`)
    .join(' ')} async></script>`;

/** Saves a full-page screenshot as a test artifact. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}${name}.png`, fullPage: true });
}
