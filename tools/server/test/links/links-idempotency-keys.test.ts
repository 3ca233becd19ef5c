import { expect } from 'chai';
import { MemorySubscriptionStore } from '@parasol/adapter-memory';
import { StorageUnavailableError, type Answer, type SubscriptionRecord } from '@parasol/core';
import { aTripBody } from '@parasol/core/test-support';
import { aLinksFacade, aSession, errorOf, LINKS, linkBodyOf, type LinksFacade } from './links-facade.js';

/**
 * POST /links with an Idempotency-Key (core/src/api/idempotency-keys.ts), through the in-process
 * client, which hands the key to the pipeline as REST's header does: the first answer is given
 * again to a retry with the same key and request, once, and a key is never reused for another
 * request. A link without a key replays by its session anyway (200, replayed: true): a key makes
 * the retry get the very first answer, 201 included, without running the mint again.
 */

/** A subscription store whose `create` waits for `release()` while `hold` is set, or throws once when `failNext` is set. */
class GatedSubscriptions extends MemorySubscriptionStore {
  hold = false;
  failNext = false;
  creates = 0;
  private waiting: (() => void)[] = [];
  override async create(record: SubscriptionRecord): Promise<boolean> {
    this.creates += 1;
    if (this.failNext) {
      this.failNext = false;
      throw new StorageUnavailableError('the test database is down', 1);
    }
    if (this.hold) await new Promise<void>((resolve) => this.waiting.push(resolve));
    return super.create(record);
  }
  release(): void {
    this.hold = false;
    for (const go of this.waiting.splice(0)) go();
  }
}

const remainingWrites = (answer: Answer): number | undefined => answer.rateLimit?.remaining;

describe('POST /links with an Idempotency-Key', () => {
  let facade: LinksFacade;
  let store: GatedSubscriptions;
  beforeEach(async () => {
    store = new GatedSubscriptions();
    facade = await aLinksFacade({ subscriptions: store });
  });

  const aLink = async (key = 'live' as const) => {
    const credentials = await facade.aKey({ mode: key });
    const session = await aSession(facade, credentials);
    return { credentials, client: facade.parasol.client(credentials), body: { sessionId: session.sessionId, trip: aTripBody(), offerId: session.offerIds[0]! }, offerIds: session.offerIds };
  };

  it('gives a retry with the same key and request the first answer again: 201, the same body, marked replayed, no write and no daily slot', async () => {
    const { client, body } = await aLink();
    const first = await client.link(body, { idempotencyKey: 'order-1234' });
    expect(first.status).to.equal(201);
    expect(first.idempotentReplayed).to.equal(undefined);
    const again = await client.link(body, { idempotencyKey: 'order-1234' });
    expect(again.status).to.equal(201);
    expect(again.idempotentReplayed).to.equal(true);
    expect(again.body).to.deep.equal(first.body);
    expect(again.requestId).not.to.equal(first.requestId);
    expect(store.creates).to.equal(1);
    expect(remainingWrites(again)).to.equal(remainingWrites(first));
    // Without the key the session's own replay answers as before: 200, replayed.
    const plain = await client.link(body);
    expect([plain.status, linkBodyOf(plain).replayed]).to.deep.equal([200, true]);
  });

  it('refuses the same key with another request (409 IDEMPOTENCY_KEY_REUSED), changing nothing', async () => {
    const { client, body, offerIds } = await aLink();
    const first = await client.link(body, { idempotencyKey: 'k-reused' });
    const other = await client.link({ ...body, offerId: offerIds[1]! }, { idempotencyKey: 'k-reused' });
    expect([other.status, errorOf(other)]).to.deep.equal([409, 'IDEMPOTENCY_KEY_REUSED']);
    expect((other.body as { detail: string }).detail).to.match(/another request/);
    const stored = await facade.subscriptions.get(linkBodyOf(first).subscriptionId);
    expect(stored?.offerId).to.equal(body.offerId);
  });

  it('refuses a key longer than 128 characters or with a space (400 IDEMPOTENCY_KEY_INVALID), and takes one of 128', async () => {
    const { client, body } = await aLink();
    for (const bad of ['x'.repeat(129), 'has space', 'caf\u00e9']) {
      const answer = await client.link(body, { idempotencyKey: bad });
      expect([answer.status, errorOf(answer)], bad).to.deep.equal([400, 'IDEMPOTENCY_KEY_INVALID']);
    }
    expect(store.creates).to.equal(0);
    expect((await client.link(body, { idempotencyKey: 'x'.repeat(128) })).status).to.equal(201);
  });

  it('keeps nothing for a call refused before its operation runs: the corrected request runs under the same key', async () => {
    const { client, body } = await aLink();
    const wrong = await client.link({ ...body, sessionId: 'qs_not-a-session' }, { idempotencyKey: 'k-fixed' });
    expect([wrong.status, errorOf(wrong)]).to.deep.equal([400, 'BAD_SESSION_ID']);
    const fixed = await client.link(body, { idempotencyKey: 'k-fixed' });
    expect([fixed.status, fixed.idempotentReplayed]).to.deep.equal([201, undefined]);
  });

  it('keeps nothing for a refusal of authorisation (an archived link): it is decided before the key is claimed', async () => {
    const { client, body } = await aLink();
    const archived = { ...body, linkCode: LINKS.archived };
    const refused = await client.link(archived, { idempotencyKey: 'k-archived' });
    expect([refused.status, errorOf(refused)]).to.deep.equal([404, 'LINK_NOT_FOUND']);
    const again = await client.link(archived, { idempotencyKey: 'k-archived' });
    expect([again.status, errorOf(again), again.idempotentReplayed]).to.deep.equal([404, 'LINK_NOT_FOUND', undefined]);
    expect((await client.link(body, { idempotencyKey: 'k-archived' })).status).to.equal(201);
  });

  it('tells a retry sent while the first is still running to wait (409 IDEMPOTENCY_KEY_IN_USE, Retry-After 1), then gives it the answer', async () => {
    const { client, body } = await aLink();
    store.hold = true;
    const running = client.link(body, { idempotencyKey: 'k-slow' });
    while (store.creates === 0) await new Promise((resolve) => setImmediate(resolve));
    const meanwhile = await client.link(body, { idempotencyKey: 'k-slow' });
    expect([meanwhile.status, errorOf(meanwhile), meanwhile.retryAfterSeconds]).to.deep.equal([409, 'IDEMPOTENCY_KEY_IN_USE', 1]);
    store.release();
    const first = await running;
    expect(first.status).to.equal(201);
    const later = await client.link(body, { idempotencyKey: 'k-slow' });
    expect([later.status, later.idempotentReplayed]).to.deep.equal([201, true]);
    expect(later.body).to.deep.equal(first.body);
  });

  it("gives the key back when storage fails (503): the retry runs again instead of waiting on an unknown outcome", async () => {
    const { client, body } = await aLink();
    store.failNext = true;
    const failed = await client.link(body, { idempotencyKey: 'k-outage' });
    expect([failed.status, errorOf(failed)]).to.deep.equal([503, 'STORAGE_UNAVAILABLE']);
    const retried = await client.link(body, { idempotencyKey: 'k-outage' });
    expect([retried.status, retried.idempotentReplayed]).to.deep.equal([201, undefined]);
  });

  it('keeps keys per API key: the same key sent by another key is its own', async () => {
    const a = await aLink();
    const b = await aLink();
    expect((await a.client.link(a.body, { idempotencyKey: 'shared-name' })).status).to.equal(201);
    const other = await b.client.link(b.body, { idempotencyKey: 'shared-name' });
    expect([other.status, other.idempotentReplayed]).to.deep.equal([201, undefined]);
  });

  it('is ignored by an endpoint that takes none (a quote runs each time)', async () => {
    const credentials = await facade.aKey({ mode: 'sandbox' });
    const client = facade.parasol.client(credentials);
    const one = await client.quote({ trip: aTripBody() }, { idempotencyKey: 'k-quote' });
    const two = await client.quote({ trip: aTripBody() }, { idempotencyKey: 'k-quote' });
    expect([one.status, two.status, two.idempotentReplayed]).to.deep.equal([200, 200, undefined]);
    expect((one.body as { sessionId: string }).sessionId).not.to.equal((two.body as { sessionId: string }).sessionId);
  });

  it('forgets an answer after 24 hours: the key then runs a new request', async () => {
    const { client, body } = await aLink();
    await client.link(body, { idempotencyKey: 'k-day' });
    facade.clock.advance(24 * 3_600_000);
    const next = await client.link(body, { idempotencyKey: 'k-day' });
    expect(next.idempotentReplayed).to.equal(undefined);
  });
});
