import { expect } from 'chai';
import fc from 'fast-check';
import type { ServerResponse } from 'node:http';
import { coachModule, jsonBody, signRequest, type Answer, type CardData } from '@parasol/core';
import { deepFreeze } from '@parasol/core/internal';
import { SHIPPED_CARD_DATA, StaticCardData, StaticCountryFacts, StaticFormalities, type CardDataFiles } from '@parasol/static-data';
import { answerChunks } from '../../src/serialise/frozen-tail.js';
import { writeAnswer } from '../../src/write-answer.js';
import { send, startHarness, type RestHarness } from '../rest-harness.js';

/** What the plain path sends for a body: JSON.stringify's text as UTF-8. */
const plainBytes = (body: unknown): Buffer => Buffer.from(JSON.stringify(body));

const bytesOfChunks = (body: unknown): Buffer | undefined => {
  const chunks = answerChunks(body);
  if (chunks === undefined) return undefined;
  const bytes = Buffer.concat([Buffer.from(chunks.head), chunks.tail]);
  expect(chunks.length, 'the length announced is the bytes sent').to.equal(bytes.length);
  return bytes;
};

/** A member of a body: a value as the caller builds it, or the same value deeply frozen (a core's shared part). */
const aMember = fc.record({
  name: fc.oneof(fc.constantFrom('ok', 'key', 'trip', 'countries', '__proto__', 'a"b', 'é\u2028', ''), fc.string({ maxLength: 6 })),
  value: fc.oneof(
    { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.constantFrom(undefined, () => 1, Symbol('s')) },
    { weight: 1, arbitrary: fc.string().map((s) => `${s}\ud800`) },
  ),
  frozen: fc.boolean(),
});

/** The same frozen parts are met again, as the core hands them out answer after answer. */
const frozenOnce = new Map<string, unknown>();
const partOf = (value: unknown): unknown => {
  const id = JSON.stringify(value) ?? 'undefined';
  if (!frozenOnce.has(id)) frozenOnce.set(id, deepFreeze(structuredClone(value)));
  return frozenOnce.get(id);
};

const bodyOf = (members: readonly { name: string; value: unknown; frozen: boolean }[]): Record<string, unknown> => {
  const body: Record<string, unknown> = {};
  for (const { name, value, frozen } of members) {
    Object.defineProperty(body, name, { value: frozen && typeof value === 'object' && value !== null ? partOf(value) : value, enumerable: true, writable: true, configurable: true });
  }
  return body;
};

describe('frozen tail: a body ending in frozen parts written as its head and their kept bytes', () => {
  it('writes exactly JSON.stringify\'s bytes whenever it writes a body, the first time and again (property)', () => {
    let writtenBodies = 0;
    fc.assert(
      fc.property(fc.array(aMember, { maxLength: 8 }), (members) => {
        const body = bodyOf(members);
        const first = bytesOfChunks(body);
        if (first === undefined) return;
        writtenBodies += 1;
        expect(first.equals(plainBytes(body))).to.equal(true);
        expect(bytesOfChunks(body)?.equals(plainBytes(body))).to.equal(true);
      }),
      { numRuns: 2000 },
    );
    expect(writtenBodies, 'bodies the property wrote from a tail').to.be.greaterThan(200);
  });

  it('takes a body whose frozen parts all come after its other values, and leaves any other to the JSON text', () => {
    const part = deepFreeze({ list: [1, 2, 3] });
    expect(answerChunks({ ok: true, n: 1, part, other: part })).to.not.equal(undefined);
    expect(answerChunks({ ok: true, part, n: 1 }), 'a value after a frozen part').to.equal(undefined);
    expect(answerChunks({ ok: true, part, gone: undefined })?.head, 'an omitted value is no value').to.equal('{"ok":true,"part":');
    expect(answerChunks({ ok: true, n: [part] }), 'no frozen value at the top (a quote)').to.equal(undefined);
    expect(answerChunks([part]), 'not an object').to.equal(undefined);
    expect(answerChunks(Object.assign(Object.create({ inherited: 1 }) as object, { part })), 'not a plain object').to.equal(undefined);
    expect(answerChunks({ part: Object.freeze({ open: {} }) }), 'frozen, but not all the way down').to.equal(undefined);
  });

  it('reads each value once, as JSON.stringify does, and writes nothing of a body it leaves to the JSON text', () => {
    let reads = 0;
    const part = deepFreeze({ list: [1] });
    const body = Object.defineProperty({ part }, 'counted', { get: () => ((reads += 1), reads), enumerable: true });
    expect(answerChunks(body), 'a value after the frozen part').to.equal(undefined);
    expect(reads).to.equal(1);
    let walked = 0;
    const offers = [{ insurer: part, get price() { walked += 1; return 1; } }];
    expect(answerChunks({ ok: true, offers }), 'a quote: frozen parts inside its offers only').to.equal(undefined);
    expect(walked, 'the offers were not written').to.equal(0);
  });

  it('writes the head afresh for every answer and a new tail for new parts with the same names (a new edition)', () => {
    const edition1 = deepFreeze({ banks: ['BNP Paribas'] });
    const edition2 = deepFreeze({ banks: ['BNP Paribas', 'Société Générale'] });
    const body = { key: { keyId: 'ak_1' }, listing: edition1 };
    expect(bytesOfChunks(body)?.toString()).to.equal(JSON.stringify(body));
    body.key.keyId = 'ak_2';
    expect(bytesOfChunks(body)?.toString()).to.equal(JSON.stringify(body));
    body.listing = edition2;
    expect(bytesOfChunks(body)?.toString()).to.equal(JSON.stringify(body));
    body.listing = edition1;
    expect(bytesOfChunks(body)?.toString()).to.equal(JSON.stringify(body));
  });

  it('keeps a tail per list of names after the first part: the same first part before other parts is another tail', () => {
    const first = deepFreeze([1]);
    const second = deepFreeze([2]);
    const third = deepFreeze([3]);
    for (const body of [{ a: first, b: second }, { a: first, b: third }, { a: first, c: second }, { a: first }, { a: first, b: second }]) {
      expect(bytesOfChunks(body)?.toString()).to.equal(JSON.stringify(body));
    }
  });
});

/** A ServerResponse that keeps what writeAnswer writes. */
class CapturedResponse {
  status = 0;
  headers: string[] = [];
  private readonly chunks: Buffer[] = [];
  writeHead(status: number, _reason: string, headers: string[]): this {
    this.status = status;
    this.headers = headers;
    return this;
  }
  write(chunk: string | Buffer): boolean {
    this.chunks.push(Buffer.from(chunk));
    return true;
  }
  writableEnded = false;
  destroyed = false;
  end(chunk?: string | Buffer): this {
    if (chunk !== undefined) this.chunks.push(Buffer.from(chunk));
    this.writableEnded = true;
    return this;
  }
  get body(): Buffer {
    return Buffer.concat(this.chunks);
  }
  header(name: string): string | undefined {
    const at = this.headers.findIndex((h, i) => i % 2 === 0 && h.toLowerCase() === name.toLowerCase());
    return at < 0 ? undefined : this.headers[at + 1];
  }
}

/** What writeAnswer writes, once this loop turn's answers are flushed (end-after-reads.ts). */
const written = async (answer: Answer): Promise<CapturedResponse> => {
  const response = new CapturedResponse();
  writeAnswer(response as unknown as ServerResponse, answer, answer.requestId);
  await new Promise((resolve) => setImmediate(resolve));
  return response;
};

/** The shipped card data with one bank renamed: another edition. */
const renamedEdition = (): CardDataFiles => {
  const files = structuredClone(SHIPPED_CARD_DATA) as { -readonly [K in keyof CardDataFiles]: CardDataFiles[K] };
  const banks = files.catalogue.banks as unknown as { name: string; country: string }[];
  const french = banks.find((b) => b.country === 'FR');
  if (french === undefined) throw new Error('the shipped card data has no French bank');
  french.name = `${french.name} (new edition)`;
  return files;
};

/** Card data that hands out one edition's frozen lists, then another's once told to. */
class TwoEditions implements CardData {
  private current: CardData;
  constructor(
    private readonly first: CardData,
    private readonly second: CardData,
  ) {
    this.current = first;
  }
  get version(): string {
    return this.current.version;
  }
  nextEdition(): void {
    this.current = this.second;
  }
  banks(country?: string) {
    return this.current.banks(country);
  }
  cards(country?: string) {
    return this.current.cards(country);
  }
  card(id: number) {
    return this.current.card(id);
  }
  findBin(bin: string) {
    return this.current.findBin(bin);
  }
  generic(network: string, tier: string, region?: string) {
    return this.current.generic(network, tier, region);
  }
  genericProfiles(region?: string) {
    return this.current.genericProfiles(region);
  }
  baseline() {
    return this.current.baseline();
  }
}

describe('REST: the meta and the card listing written with their kept tails, byte for byte the plain path', () => {
  let h: RestHarness;
  let cardData: TwoEditions;
  let live: { keyId: string; secret: string };
  let countries: string[];

  before(async () => {
    cardData = new TwoEditions(new StaticCardData(), new StaticCardData(renamedEdition()));
    h = await startHarness([coachModule({ cardData, countryFacts: new StaticCountryFacts(), formalities: new StaticFormalities(), settings: { funnelBaseUrl: 'https://funnel.example' } })]);
    await h.parasol.admin.partners.register({ code: 'livepartner', baseRateBps: 1000, status: 'approved' });
    const key = await h.parasol.admin.keys.create({ mode: 'live', scopes: ['quotes', 'coach'], partnerCode: 'livepartner' });
    if (!key.ok) throw new Error('live key');
    live = { keyId: key.value.keyId, secret: key.value.secret };
    countries = [...new Set((await cardData.banks()).map((b) => b.country))];
  });
  after(() => h.close());

  /** The call as REST hands it to the core, signed by the key; a minute later than the last, so no burst ceiling is met. */
  const handled = (key: { keyId: string; secret: string }, path: string, query: Record<string, string>) => {
    h.clock.advance(60_000);
    const timestamp = String(Math.floor(h.clock.now() / 1000));
    return h.parasol.handle({
      method: 'GET',
      path,
      query,
      rawBody: Buffer.alloc(0),
      decodeBody: jsonBody,
      requestId: 'req_frozen_tail',
      keyId: key.keyId,
      timestamp,
      signature: signRequest(key.secret, { timestamp, method: 'GET', pathname: path, rawBody: Buffer.alloc(0) }),
    });
  };

  const aQuery = () =>
    fc.record(
      {
        country: fc.oneof(fc.constantFrom(...countries), fc.constantFrom(...countries).map((c) => c.toLowerCase()), fc.constantFrom('ZZ', 'F', 'FRA', 'us')),
        lang: fc.constantFrom('fr', 'en', 'de', 'FR'),
        other: fc.constantFrom('1', ''),
      },
      { requiredKeys: [] },
    );

  it('writes the card listing and the meta as JSON.stringify writes them, for every country, language and key (property)', async () => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.boolean(), aQuery(), async (isLive, query) => {
        const key = isLive ? live : { keyId: h.keyId, secret: h.secret };
        for (const answer of [await handled(key, '/api/v1/coach/cards', query as Record<string, string>), await handled(key, '/api/v1/travel/meta', {})]) {
          seen.add(`${answer.status}`);
          if (answer.status === 200) expect(answerChunks(answer.body), 'written from its kept tail').to.not.equal(undefined);
          const response = await written(answer);
          expect(response.status).to.equal(answer.status);
          expect(response.body.equals(plainBytes(answer.body)), response.body.toString()).to.equal(true);
          expect(response.header('Content-Length')).to.equal(String(Buffer.byteLength(JSON.stringify(answer.body))));
        }
      }),
      { numRuns: 120 },
    );
    expect([...seen].sort(), 'listings and refusals both written').to.deep.equal(['200', '400']);
  });

  it('answers the card listing over HTTP as the core gives it, and the new edition once the card data changes', async () => {
    const path = '/api/v1/coach/cards?country=FR&lang=fr';
    const expected = async () => JSON.stringify((await handled({ keyId: h.keyId, secret: h.secret }, '/api/v1/coach/cards', { country: 'FR', lang: 'fr' })).body);
    h.clock.advance(60_000);
    const before = await (await send(h, 'GET', path)).text();
    expect(await (await send(h, 'GET', path)).text(), 'again, from the kept tail').to.equal(before);
    expect(before).to.equal(await expected());
    expect(before).to.not.contain('(new edition)');
    cardData.nextEdition();
    h.clock.advance(60_000);
    const after = await (await send(h, 'GET', path)).text();
    expect(after).to.contain('(new edition)');
    expect(after).to.equal(await expected());
  });
});
