import { expect } from 'chai';
import type { Answer, Credentials } from '@parasol/core';
import { FaultProxy } from '../../../../adapters/mongo/test/harness/fault-proxy.js';
import { freshDatabaseName } from '../../../../adapters/mongo/test/harness/test-database.js';
import { useMongoHarness } from '../../../../adapters/mongo/test/harness/mongo-harness.js';
import { LINKS, PARTNER, POSTBACK, QUOTES, aMongoFacade, aPostback, aSession, what, type MongoFacade } from './mongo-facade.js';
import { aTripBody } from '@parasol/core/test-support';

/**
 * The facade on MongoDB stores with the database failing under it, through a TCP proxy: gone
 * (connections cut, port refusing), hung (nothing passes), or a connection reset in the middle
 * of a write, before the server saw it or after it applied it and before the answer came back.
 * What must hold: every answer is either the right one or 503 STORAGE_UNAVAILABLE with a
 * Retry-After, never a 500; retrying until answered leaves no sale or subscription twice and
 * none lost; and the same facade, with the same client, serves again once the database is back.
 */
describe('MongoDB storage under faults (facade, TCP fault proxy)', () => {
  const mongo = useMongoHarness();
  let proxy: FaultProxy;
  let facade: MongoFacade;
  let key: Credentials;
  beforeEach(async () => {
    proxy = await FaultProxy.start(mongo.database.host, mongo.database.port);
    facade = await aMongoFacade(mongo.database.uriVia(proxy.port, freshDatabaseName()));
    key = await facade.aKey();
  });
  afterEach(async () => {
    await facade.close();
    await proxy.close();
  });

  const call = (method: 'GET' | 'POST', path: string, body?: unknown) => facade.parasol.client(key).call(method, path, body);
  const sale = (orderId: string) => facade.stores.sales.get('live', PARTNER, orderId);

  /** Every answer must be a success or the outage's 503 with its Retry-After: anything else fails here. */
  const expectCorrectOr503 = (answers: readonly Answer[]) => {
    for (const answer of answers) {
      if (answer.status === 503) {
        expect(what(answer)).to.equal('503 STORAGE_UNAVAILABLE');
        expect(answer.retryAfterSeconds, 'Retry-After').to.be.a('number').and.above(0);
      } else {
        expect(answer.status, what(answer)).to.be.oneOf([200, 201]);
      }
    }
  };

  it('database gone mid-run and back: 503 or correct answers, never a 500; retried calls leave one sale per order and one subscription per session', async () => {
    const { sessionId, offerId } = await aSession(facade.parasol, key);
    const answers: Answer[] = [];
    let failures = 0;
    let recovered!: () => void;
    const back = new Promise<void>((resolve) => (recovered = resolve));
    let gone!: () => void;
    const enoughFailures = new Promise<void>((resolve) => (gone = resolve));
    // One logical operation, retried while the answer is 503 (as a partner's client would): after a
    // 503 it waits for the database to be back rather than spinning.
    const untilAnswered = async (send: () => Promise<Answer>): Promise<Answer> => {
      for (let attempt = 0; attempt < 10; attempt++) {
        const answer = await send();
        answers.push(answer);
        if (answer.status !== 503) return answer;
        if (++failures >= 3) gone();
        await back;
      }
      throw new Error('still 503 after the database came back');
    };
    const orders = Array.from({ length: 12 }, (_, i) => `order-${i}`);
    const work = Promise.all([
      ...orders.map((orderId) => untilAnswered(() => call('POST', POSTBACK, aPostback(orderId)))),
      ...Array.from({ length: 8 }, () => untilAnswered(() => call('POST', LINKS, { sessionId, trip: aTripBody(), offerId }))),
      ...Array.from({ length: 4 }, () => untilAnswered(() => call('POST', QUOTES, { trip: aTripBody() }))),
    ]);
    await proxy.down();
    await enoughFailures;
    await proxy.up();
    recovered();
    const finals = await work;
    expectCorrectOr503(answers);
    expect(answers.filter((a) => a.status === 503).length, 'some calls met the outage').to.be.at.least(3);
    expect(finals.every((a) => a.status === 200 || a.status === 201)).to.equal(true);
    for (const orderId of orders) {
      const booked = await sale(orderId);
      expect(booked?.entries.map((e) => e.kind), orderId).to.deep.equal(['booking']);
    }
    const linkAnswers = finals.filter((a) => (a.body as { subscriptionId?: string }).subscriptionId !== undefined);
    const ids = new Set(linkAnswers.map((a) => (a.body as { subscriptionId: string }).subscriptionId));
    expect(ids.size, 'one subscription for the session').to.equal(1);
    expect(linkAnswers.filter((a) => a.status === 201).length, 'minted once').to.be.at.most(1);
    expect((await facade.stores.subscriptions.current(sessionId))?.subscriptionId).to.equal([...ids][0]);
  });

  it('database hung: calls answer 503 instead of hanging, and succeed again once it answers', async () => {
    await call('POST', QUOTES, { trip: aTripBody() });
    proxy.blackhole();
    const during = await Promise.all([call('POST', QUOTES, { trip: aTripBody() }), call('POST', POSTBACK, aPostback('hung-1'))]);
    expect(during.map(what)).to.deep.equal(['503 STORAGE_UNAVAILABLE', '503 STORAGE_UNAVAILABLE']);
    proxy.heal();
    expect(what(await call('POST', POSTBACK, aPostback('hung-1')))).to.equal('200');
    expect((await sale('hung-1'))?.entries).to.have.length(1);
  });

  it('booking applied but its answer lost (connection reset after the insert): 503, and the retry books nothing twice', async () => {
    proxy.cutOn('insert', 'reply', { collection: 'sales' });
    const lost = await call('POST', POSTBACK, aPostback('lost-ack'));
    expect(proxy.pendingCuts, 'the cut happened').to.equal(0);
    expect(what(lost)).to.equal('503 STORAGE_UNAVAILABLE');
    expect((await sale('lost-ack'))?.entries.map((e) => e.kind), 'the booking was applied').to.deep.equal(['booking']);
    const retried = await call('POST', POSTBACK, aPostback('lost-ack'));
    expect(what(retried)).to.equal('200');
    expect((retried.body as { outcome: string }).outcome, 'a replay of the stored sale').to.equal('unchanged');
    expect((await sale('lost-ack'))?.entries).to.have.length(1);
  });

  it('booking cut before the server saw it: 503, nothing written, and the retry books it', async () => {
    proxy.cutOn('insert', 'request', { collection: 'sales' });
    expect(what(await call('POST', POSTBACK, aPostback('never-sent')))).to.equal('503 STORAGE_UNAVAILABLE');
    expect(await sale('never-sent')).to.equal(undefined);
    const retried = await call('POST', POSTBACK, aPostback('never-sent'));
    expect((retried.body as { outcome: string }).outcome).to.equal('created');
  });

  it('subscription written but its answer lost: 503, and the retry replays that one subscription', async () => {
    const { sessionId, offerId } = await aSession(facade.parasol, key);
    proxy.cutOn('insert', 'reply', { collection: 'subscriptions' });
    const body = { sessionId, trip: aTripBody(), offerId };
    expect(what(await call('POST', LINKS, body))).to.equal('503 STORAGE_UNAVAILABLE');
    const stored = await facade.stores.subscriptions.current(sessionId);
    expect(stored?.generation).to.equal(0);
    const retried = await call('POST', LINKS, body);
    expect(what(retried)).to.equal('200');
    expect(retried.body).to.deep.include({ subscriptionId: stored!.subscriptionId, replayed: true });
  });

  it('a quota increment applied but its answer lost: 503, and the key is never admitted past its limit', async () => {
    const limited = await facade.aKey({ reads: 3, writes: 3 });
    const quote = () => facade.parasol.client(limited).call('POST', QUOTES, { trip: aTripBody() });
    expect(what(await quote())).to.equal('200'); // opens the windows: the next increments are findAndModify
    // The second findAndModify of a call is the daily bucket's (the first is the burst's).
    proxy.cutOn('findAndModify', 'reply', { collection: 'counters', skip: 1 });
    expect(what(await quote())).to.equal('503 STORAGE_UNAVAILABLE');
    const rest = [];
    for (let i = 0; i < 3; i++) rest.push(what(await quote()));
    // The lost answer's slot stays counted (the increment was applied): one fewer admitted, never one more.
    expect(rest).to.deep.equal(['200', '429 QUOTA_EXCEEDED', '429 QUOTA_EXCEEDED']);
  });
});

if (!process.env.MONGODB_URI) {
  describe('MongoDB storage: the in-process server stopped and restarted (in-process test server only)', () => {
    const mongo = useMongoHarness();
    it('answers 503 while the server is stopped and serves again, data kept, once it restarts: no new client, no restart of ours', async () => {
      const facade = await aMongoFacade(mongo.database.uri(freshDatabaseName()));
      try {
        const key = await facade.aKey();
        const client = facade.parasol.client(key);
        expect(what(await client.call('POST', POSTBACK, aPostback('before-stop')))).to.equal('200');
        await mongo.database.stop();
        expect(what(await client.call('POST', POSTBACK, aPostback('while-stopped')))).to.equal('503 STORAGE_UNAVAILABLE');
        expect((await facade.stores.ping()).ok).to.equal(false);
        await mongo.database.restart();
        expect(what(await client.call('POST', POSTBACK, aPostback('while-stopped')))).to.equal('200');
        expect((await facade.stores.sales.get('live', PARTNER, 'before-stop'))?.entries).to.have.length(1);
        expect((await facade.stores.ping()).ok).to.equal(true);
      } finally {
        await facade.close();
      }
    });
  });
}
