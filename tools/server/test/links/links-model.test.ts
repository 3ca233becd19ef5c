import { expect } from 'chai';
import fc from 'fast-check';
import { SUBSCRIPTION_STAGES, type Answer, type Credentials, type DailyQuota, type SubscriptionStage } from '@parasol/core';
import { parseLinkRequest, schemaIdOf, tripFingerprint, validateAgainst } from '@parasol/core/internal';
import { LINKS, LINK_TTL_MS, PARTNER, aLinksFacade, aSession, errorOf, linkBodyOf, type LinksFacade } from './links-facade.js';
import { aTripBody } from '@parasol/core/test-support';

/**
 * A model test of POST /links through the embedded facade: random sequences of link calls,
 * funnel stage moves and new quoting sessions, on sandbox and live keys, each answer checked
 * against a plain model of the spec's rules (States and transitions, the sandbox/live table,
 * Errors, and the write quota: a mint or an update costs one write, a replay or a refusal none).
 */

type KeyName = 'sandbox' | 'live' | 'orphan';
const KEY_NAMES: readonly KeyName[] = ['sandbox', 'live', 'orphan'];
/** Small live and orphan write quotas, so that some runs spend them and meet QUOTA_EXCEEDED. */
const QUOTAS: Record<KeyName, DailyQuota> = { sandbox: { reads: 200, writes: 50 }, live: { reads: 1000, writes: 5 }, orphan: { reads: 200, writes: 2 } };
const MAX_SESSIONS = 6;
const UNKNOWN_OFFER = 777_777;
const rank = (stage: SubscriptionStage) => SUBSCRIPTION_STAGES.indexOf(stage);

/** A party of two going to two countries, so that a trip can be written another way by reordering them. */
const PARTY = { arrivalCountries: ['ES', 'IT'], travellers: [{ age: 30 }, { age: 34 }] };
/**
 * Trips as sent, by class: the same class is the same trip written another way (the `tripInfo`
 * alias, destinations reordered and repeated, travellers reordered, a default spelled out, the
 * legacy intent), another class is a changed trip.
 */
const TRIPS: readonly { readonly cls: number; readonly field: 'trip' | 'tripInfo'; readonly body: Record<string, unknown> }[] = [
  { cls: 0, field: 'trip', body: aTripBody(PARTY) },
  { cls: 0, field: 'tripInfo', body: aTripBody({ arrivalCountries: ['IT', 'ES', 'IT'], travellers: [{ age: 34 }, { age: 30 }], currency: 'EUR', shouldCoverExtremeSports: false }) },
  { cls: 1, field: 'trip', body: aTripBody({ ...PARTY, endDate: '2026-07-12' }) },
  { cls: 2, field: 'trip', body: aTripBody({ ...PARTY, travellers: [{ age: 30 }, { age: 35 }] }) },
  { cls: 3, field: 'trip', body: aTripBody({ ...PARTY, intent: 'humanitarianAuPair' }) },
  { cls: 3, field: 'tripInfo', body: aTripBody({ ...PARTY, intent: 'humanitarian', arrivalCountries: ['IT', 'ES'] }) },
];
const fingerprintOfClass = (cls: number): string => {
  const parsed = parseLinkRequest({ sessionId: 'qs_x', trip: TRIPS.find((t) => t.cls === cls)!.body });
  if (!parsed.ok) throw new Error('test trip refused');
  return tripFingerprint(parsed.value.trip);
};

const LINK_CODES = ['none', LINKS.default, LINKS.active, LINKS.archived, LINKS.foreign, 'unknown1'] as const;

type LinkCommand = {
  readonly kind: 'link';
  readonly session: number;
  /** 0: the session's own key; 1 or 2: another key, whose signature is fine but which was not issued the session. */
  readonly as: number;
  readonly trip: { readonly same: number } | { readonly variant: number };
  readonly offer: 'none' | 'unknown' | { readonly quoted: number };
  readonly linkCode: (typeof LINK_CODES)[number];
  readonly language: 'en' | 'fr' | 'de';
};
type Command =
  | LinkCommand
  | { readonly kind: 'advance'; readonly session: number; readonly back: number; readonly stage: SubscriptionStage }
  | { readonly kind: 'quote'; readonly key: KeyName }
  | { readonly kind: 'tick'; readonly seconds: number };

const aLinkCommand: fc.Arbitrary<Command> = fc.record({
  kind: fc.constant('link' as const),
  session: fc.nat(MAX_SESSIONS - 1),
  as: fc.oneof({ weight: 8, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.constantFrom(1, 2) }),
  // Half the time the trip the session holds now (a replay when still quoting), else any variant.
  trip: fc.oneof(fc.nat(1).map((same) => ({ same })), fc.nat(TRIPS.length - 1).map((variant) => ({ variant }))),
  offer: fc.oneof(
    { weight: 3, arbitrary: fc.constant('none' as const) },
    { weight: 3, arbitrary: fc.nat(3).map((quoted) => ({ quoted })) },
    { weight: 1, arbitrary: fc.constant('unknown' as const) },
  ),
  // Mostly none or an active link, so that most calls get past the refusals.
  linkCode: fc.oneof(
    { weight: 6, arbitrary: fc.constant('none' as const) },
    { weight: 4, arbitrary: fc.constantFrom(LINKS.default, LINKS.active) },
    { weight: 2, arbitrary: fc.constantFrom(LINKS.archived, LINKS.foreign, 'unknown1') },
  ),
  language: fc.constantFrom('en' as const, 'fr' as const, 'de' as const),
});
const aCommand: fc.Arbitrary<Command> = fc.oneof(
  { weight: 10, arbitrary: aLinkCommand },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      session: fc.nat(MAX_SESSIONS - 1),
      // Mostly the session's current subscription; sometimes one it rolled away from.
      back: fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.nat(3) }),
      stage: fc.constantFrom(...SUBSCRIPTION_STAGES),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('quote' as const), key: fc.constantFrom(...KEY_NAMES) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('tick' as const), seconds: fc.integer({ min: 1, max: 600 }) }) },
);

/** What the model knows of one subscription. */
interface SubscriptionModel {
  readonly id: string;
  readonly session: number;
  readonly generation: number;
  stage: SubscriptionStage;
  cls: number;
  readonly ref: string | null;
  readonly linkCode: string | null;
  readonly partnerCode: string | undefined;
  readonly mode: 'sandbox' | 'live';
  expiresAt: number;
}
interface SessionModel {
  readonly key: KeyName;
  readonly sessionId: string;
  readonly offerIds: readonly number[];
  /** Its subscriptions by generation; the last is the current one. */
  readonly subscriptions: SubscriptionModel[];
}

/** Plays one command sequence against a fresh facade and the model. */
async function play(commands: readonly Command[], tally: Map<string, number> = new Map()): Promise<Map<string, number>> {
  const count = (what: string) => tally.set(what, (tally.get(what) ?? 0) + 1);
  const facade: LinksFacade = await aLinksFacade();
  const { parasol, clock, subscriptions } = facade;
  const keys: Record<KeyName, Credentials> = {
    sandbox: await facade.aKey({ mode: 'sandbox' }, QUOTAS.sandbox),
    live: await facade.aKey({ mode: 'live' }, QUOTAS.live),
    orphan: await facade.aKey({ mode: 'sandbox', partnerCode: undefined }, QUOTAS.orphan),
  };
  const remaining: Record<KeyName, number> = { sandbox: QUOTAS.sandbox.writes, live: QUOTAS.live.writes, orphan: QUOTAS.orphan.writes };
  const sessions: SessionModel[] = [];
  const openSession = async (key: KeyName) => {
    const { sessionId, offerIds } = await aSession(facade, keys[key]);
    expect(sessions.map((s) => s.sessionId), 'every /quotes call without a sessionId opens a new session').to.not.include(sessionId);
    sessions.push({ key, sessionId, offerIds, subscriptions: [] });
  };
  for (const key of KEY_NAMES) await openSession(key);
  /** Every subscriptionId ever answered, and the session it belongs to. */
  const owner = new Map<string, number>();
  const all: SubscriptionModel[] = [];

  for (const [step, command] of commands.entries()) {
    const at = `step ${step}: ${JSON.stringify(command)}`;
    switch (command.kind) {
      case 'tick':
        clock.advance(command.seconds * 1000);
        break;
      case 'quote':
        if (sessions.length < MAX_SESSIONS) await openSession(command.key);
        break;
      case 'advance': {
        const session = sessions[command.session % sessions.length]!;
        const target = session.subscriptions[Math.max(0, session.subscriptions.length - 1 - command.back)];
        if (target === undefined) break;
        const result = await subscriptions.advance(target.id, command.stage);
        if (rank(command.stage) < rank(target.stage)) {
          expect(result.ok ? 'OK' : result.failure.code, at).to.equal('STAGE_NOT_FORWARD');
          count('STAGE_NOT_FORWARD');
        } else {
          expect(result.ok && result.value.stage, at).to.equal(command.stage);
          count(command.back > 0 && target !== session.subscriptions.at(-1) ? 'advance older' : 'advance');
          target.stage = command.stage;
        }
        break;
      }
      case 'link': {
        const index = command.session % sessions.length;
        const session = sessions[index]!;
        const keyName = command.as === 0 ? session.key : KEY_NAMES[(KEY_NAMES.indexOf(session.key) + command.as) % KEY_NAMES.length]!;
        const current = session.subscriptions.at(-1);
        const variants = 'same' in command.trip ? TRIPS.filter((t) => t.cls === (current?.cls ?? 0)) : [TRIPS[command.trip.variant]!];
        const trip = variants['same' in command.trip ? command.trip.same % variants.length : 0]!;
        const offerId =
          command.offer === 'none' ? undefined : command.offer === 'unknown' ? UNKNOWN_OFFER : session.offerIds[command.offer.quoted % session.offerIds.length];
        const linkCode = command.linkCode === 'none' ? undefined : command.linkCode;
        const body = {
          sessionId: session.sessionId,
          [trip.field]: trip.body,
          language: command.language,
          ...(offerId === undefined ? {} : { offerId }),
          ...(linkCode === undefined ? {} : { linkCode }),
        };
        const answer = await parasol.client(keys[keyName]).link(body);

        // Refusals, in the documented precedence; none of them costs a write or changes anything.
        const partnered = keyName !== 'orphan';
        const refusal =
          keyName !== session.key ? { status: 400, error: 'BAD_SESSION_ID' }
          : command.offer === 'unknown' ? { status: 400, error: 'BAD_OFFER_ID' }
          : linkCode !== undefined && !(partnered && [LINKS.default, LINKS.active].includes(linkCode as never)) ? { status: 404, error: 'LINK_NOT_FOUND' }
          : remaining[keyName] === 0 ? { status: 429, error: 'QUOTA_EXCEEDED' }
          : undefined;
        if (refusal !== undefined) {
          expect({ status: answer.status, error: errorOf(answer) }, at).to.deep.equal(refusal);
          count(refusal.error);
          expect(answer.rateLimit?.remaining, `${at}: writes left`).to.equal(remaining[keyName]);
          break;
        }

        const decision = current === undefined ? 'mint' : current.stage !== 'quoting' ? 'rollover' : current.cls === trip.cls ? 'replay' : 'update';
        const now = clock.now();
        let subscription: SubscriptionModel;
        if (decision === 'mint' || decision === 'rollover') {
          // Attribution is fixed by the session's first successful call; a rollover carries it over.
          const credited = partnered ? (linkCode ?? LINKS.default) : null;
          subscription = {
            id: linkBodyOf(answer).subscriptionId,
            session: index,
            generation: session.subscriptions.length,
            stage: 'quoting',
            cls: trip.cls,
            ref: current ? current.ref : keyName === 'live' ? `${PARTNER}-${credited}` : null,
            linkCode: current ? current.linkCode : credited,
            partnerCode: partnered ? PARTNER : undefined,
            mode: keyName === 'live' ? 'live' : 'sandbox',
            expiresAt: now + LINK_TTL_MS,
          };
        } else {
          subscription = current!;
          if (decision === 'update') {
            subscription.cls = trip.cls;
            subscription.expiresAt = now + LINK_TTL_MS;
          }
        }
        remaining[keyName] -= decision === 'replay' ? 0 : 1;
        count(`${decision} ${keyName}`);
        checkLinkAnswer(answer, { at, decision, subscription, offerId: offerId ?? null, language: command.language, sentLinkCode: linkCode });
        expect(answer.rateLimit?.remaining, `${at}: writes left`).to.equal(remaining[keyName]);

        const id = linkBodyOf(answer).subscriptionId;
        if (decision === 'mint' || decision === 'rollover') {
          expect(owner.has(id), `${at}: a fresh subscriptionId, never answered before to any session`).to.equal(false);
          session.subscriptions.push(subscription);
          all.push(subscription);
          owner.set(id, index);
        } else {
          expect(id, `${at}: the session's current subscription`).to.equal(current!.id);
          expect(owner.get(id), at).to.equal(index);
        }
        if (decision === 'replay') {
          // A replay answers the expiry the subscription has in the store.
          const stored = await subscriptions.get(id);
          expect(linkBodyOf(answer).expiresAt, at).to.equal(new Date(stored!.expiresAt).toISOString());
          subscription.expiresAt = stored!.expiresAt;
        }
        break;
      }
    }
  }

  // Finally every subscription is as the model says: the old ones a rollover left behind untouched.
  for (const s of all) {
    const stored = await subscriptions.get(s.id);
    expect(stored, s.id).to.deep.include({
      sessionId: sessions[s.session]!.sessionId,
      generation: s.generation,
      stage: s.stage,
      ref: s.ref,
      linkCode: s.linkCode,
      mode: s.mode,
      tripFingerprint: fingerprintOfClass(s.cls),
      expiresAt: s.expiresAt,
    });
    expect(stored?.partnerCode, `${s.id}: the partner credited`).to.equal(s.partnerCode);
  }
  return tally;
}

function checkLinkAnswer(
  answer: Answer,
  o: { at: string; decision: 'mint' | 'rollover' | 'replay' | 'update'; subscription: SubscriptionModel; offerId: number | null; language: string; sentLinkCode: string | undefined },
): void {
  const body = linkBodyOf(answer);
  expect(answer.status, o.at).to.equal(o.decision === 'mint' || o.decision === 'rollover' ? 201 : 200);
  expect(validateAgainst(schemaIdOf('link-response'), body), o.at).to.deep.equal({ valid: true });
  // Spec: replayed is "true when the session already held its subscription (HTTP 200)", so an in-place update is replayed too; updated tells it apart.
  expect({ replayed: body.replayed, updated: body.updated }, o.at).to.deep.equal({ replayed: o.decision === 'replay' || o.decision === 'update', updated: o.decision === 'update' });
  expect({ mode: body.mode, ref: body.ref, offerId: body.offerId }, o.at).to.deep.equal({ mode: o.subscription.mode, ref: o.subscription.ref, offerId: o.offerId });
  if (o.decision !== 'replay') expect(body.expiresAt, o.at).to.equal(new Date(o.subscription.expiresAt).toISOString());
  expect(body.meta.language, o.at).to.equal(o.language);
  expect(body.meta.notice !== undefined, `${o.at}: a sandbox notice exactly in sandbox`).to.equal(o.subscription.mode === 'sandbox');

  // The url names the subscription only: attribution stays server-side and cannot be edited.
  const url = new URL(body.url);
  expect(url.pathname, o.at).to.equal(`/funnel/s/${body.subscriptionId}`);
  expect(url.searchParams.get('lang'), o.at).to.equal(o.language);
  expect(url.searchParams.get('offer'), o.at).to.equal(o.offerId === null ? null : String(o.offerId));
  for (const secret of [PARTNER, o.subscription.ref, o.subscription.linkCode, o.sentLinkCode]) {
    if (secret) expect(body.url.toLowerCase(), `${o.at}: url names ${secret}`).to.not.include(secret.toLowerCase());
  }
}

describe('POST /links model test (embedded facade, sandbox and live keys)', () => {
  it('every answer, the write quota and the stored subscriptions follow the model for random sequences of calls', async () => {
    const tally = new Map<string, number>();
    await fc.assert(fc.asyncProperty(fc.array(aCommand, { minLength: 1, maxLength: 25, size: 'max' }), async (commands) => { await play(commands, tally); }), { numRuns: 60 });
  });

  it('plays a known sequence through every row of the table and every refusal (a guard that the model reaches them)', async () => {
    // Sessions: 0 the sandbox key's, 1 the live key's, 2 the partnerless sandbox key's (writes quota 2).
    const link = (session: number, variant: number, more: Partial<LinkCommand> = {}): Command => ({
      kind: 'link', session, as: 0, trip: { variant }, offer: { quoted: 0 }, linkCode: 'none', language: 'en', ...more,
    });
    const advance = (session: number, stage: SubscriptionStage, back = 0): Command => ({ kind: 'advance', session, back, stage });
    const tally = await play([
      link(0, 0), link(0, 1, { offer: { quoted: 1 }, language: 'fr' }), link(0, 2),
      advance(0, 'paid'), link(0, 2), advance(0, 'subscribed', 1),
      link(0, 0, { as: 1 }), link(0, 0, { offer: 'unknown' }),
      link(1, 0, { linkCode: LINKS.active }), link(1, 3, { linkCode: LINKS.default }),
      advance(1, 'presubscribed'), advance(1, 'quoting'), { kind: 'tick', seconds: 90 },
      link(1, 3), link(1, 3, { offer: 'none' }), link(1, 0, { linkCode: LINKS.archived }),
      link(2, 0, { linkCode: LINKS.default }), link(2, 0), link(2, 2), link(2, 2), link(2, 0),
    ]);
    expect(Object.fromEntries(tally)).to.deep.equal({
      'mint sandbox': 1, 'replay sandbox': 1, 'update sandbox': 1, 'rollover sandbox': 1,
      'mint live': 1, 'update live': 1, 'rollover live': 1, 'replay live': 1,
      'mint orphan': 1, 'update orphan': 1,
      advance: 2, 'advance older': 1, STAGE_NOT_FORWARD: 1,
      BAD_SESSION_ID: 1, BAD_OFFER_ID: 1, LINK_NOT_FOUND: 2,
      // The partnerless key's two writes are spent: even a replay is refused (the slot is taken before the call runs).
      QUOTA_EXCEEDED: 2,
    });
  });
});
