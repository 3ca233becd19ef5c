import { expect } from 'chai';
import type { CommandStartedEvent } from 'mongodb';
import { freshDatabaseName } from '../../../../adapters/mongo/test/harness/test-database.js';
import { useMongoHarness } from '../../../../adapters/mongo/test/harness/mongo-harness.js';
import { LINKS, PARTNER, POSTBACK, QUOTES, aMongoFacade, aPostback, aSession, type MongoFacade } from './mongo-facade.js';
import { aTripBody } from '@parasol/core/test-support';

/**
 * What one request costs the database, counted as the driver sends commands (each one round
 * trip). docs/deployment.md sizes a deployment from these figures; the bounds here keep the
 * document true: a change that adds a round trip to a request fails until the docs say so.
 */
describe('MongoDB storage: round trips per request', () => {
  const mongo = useMongoHarness();
  let facade: MongoFacade;
  let commands: string[] = [];
  before(async () => {
    facade = await aMongoFacade(mongo.database.uri(freshDatabaseName()), { clientOptions: { monitorCommands: true } });
    facade.stores.client.on('commandStarted', (event: CommandStartedEvent) => {
      // Server monitoring and handshakes are not the request's.
      if (!['hello', 'isMaster', 'ismaster', 'ping', 'endSessions'].includes(event.commandName)) commands.push(`${event.commandName} ${String(event.command[event.commandName])}`);
    });
  });
  after(() => facade.close());

  /** The commands one call sends, after a first call of the same kind has opened its counters. */
  const costOf = async (call: () => Promise<{ status: number }>) => {
    commands = [];
    const answer = await call();
    return { status: answer.status, commands: [...commands] };
  };

  // Authentication reads the key and its partner in one aggregate ($lookup); the burst and the
  // endpoint's daily bucket are one conditional increment each, whose counts the X-RateLimit
  // headers reuse (no second read).
  const PIPELINE = ['aggregate keys', 'findAndModify counters', 'findAndModify counters'];
  const sorted = (list: readonly string[]) => [...list].sort();

  it('a live quote in open windows: 3 round trips, the pipeline alone (sandbox pricing reads nothing)', async () => {
    const key = await facade.aKey();
    const client = facade.parasol.client(key);
    await client.call('POST', QUOTES, { trip: aTripBody() }); // opens this minute's and this day's counters
    const { status, commands: sent } = await costOf(() => client.call('POST', QUOTES, { trip: aTripBody() }));
    expect(status).to.equal(200);
    expect(sorted(sent)).to.deep.equal(sorted(PIPELINE));
  });

  it('a sandbox quote of a partner: 4, its activity counted towards live access', async () => {
    const created = await facade.parasol.admin.keys.create({ mode: 'sandbox', scopes: ['quotes'], partnerCode: PARTNER, burstPerMinute: 1000 });
    if (!created.ok) throw new Error('set-up');
    const client = facade.parasol.client(created.value);
    await client.call('POST', QUOTES, { trip: aTripBody() });
    const { status, commands: sent } = await costOf(() => client.call('POST', QUOTES, { trip: aTripBody() }));
    expect(status).to.equal(200);
    expect(sorted(sent)).to.deep.equal(sorted([...PIPELINE, 'findAndModify counters']));
  });

  it('a new link in open windows: 6 round trips (current, the id claim, the subscription)', async () => {
    const key = await facade.aKey();
    const client = facade.parasol.client(key);
    const first = await aSession(facade.parasol, key);
    await client.call('POST', LINKS, { sessionId: first.sessionId, trip: aTripBody(), offerId: first.offerId }); // opens the writes bucket
    const { sessionId, offerId } = await aSession(facade.parasol, key);
    const body = { sessionId, trip: aTripBody(), offerId };
    const minted = await costOf(() => client.call('POST', LINKS, body));
    expect(minted.status).to.equal(201);
    expect(sorted(minted.commands)).to.deep.equal(sorted([...PIPELINE, 'find subscriptions', 'insert subscriptionIds', 'insert subscriptions']));
    // A replay reads the subscription and gives its write slot back.
    const replayed = await costOf(() => client.call('POST', LINKS, body));
    expect(replayed.status).to.equal(200);
    expect(sorted(replayed.commands)).to.deep.equal(sorted([...PIPELINE, 'find subscriptions', 'update counters']));
  });

  it('the first call of a window opens its counter: 2 more round trips, once per counter', async () => {
    const key = await facade.aKey();
    const { status, commands: sent } = await costOf(() => facade.parasol.client(key).call('POST', QUOTES, { trip: aTripBody() }));
    expect(status).to.equal(200);
    // Burst and reads bucket each: the conditional increment finds nothing, a find says it is absent, an insert creates it at 1.
    expect(sorted(sent)).to.deep.equal(sorted([...PIPELINE, 'find counters', 'insert counters', 'find counters', 'insert counters']));
  });

  it('a first postback of an order: 5 round trips (the sale read, then its booking)', async () => {
    const key = await facade.aKey();
    const client = facade.parasol.client(key);
    await client.call('POST', POSTBACK, aPostback('warm-up')); // opens the burst window
    const { status, commands: sent } = await costOf(() => client.call('POST', POSTBACK, aPostback('order-1')));
    expect(status).to.equal(200);
    // No daily bucket: the pipeline less one increment.
    // The postback takes no daily slot: its headers read the reads bucket once; the burst count is known.
    expect(sorted(sent)).to.deep.equal(sorted(['aggregate keys', 'findAndModify counters', 'find counters', 'find sales', 'insert sales']));
  });
});
