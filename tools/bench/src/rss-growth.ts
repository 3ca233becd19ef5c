import { BenchFailure } from './bench-failure.js';
import { BENCH_REQUESTS, signedRequest, type WireRequest } from './bench-requests.js';
import { runLoadPhase } from './load-phase.js';
import { LOAD_CPU, SERVER_CPU, startPinnedChild, type PinnedChild, type RepeatedLine } from './pinned-child.js';
import { RequestFeed } from './request-feed.js';
import { processRssKb } from './server-rss.js';
import { judge, type Target, type Verdict } from './targets.js';
import { registerEndpoint, signedPostbacks } from './webhook-delivery.js';

/**
 * Whether the server's memory holds steady under load (issue 31: "RSS growth < 5 % over 200k
 * mixed requests (quotes, links, postbacks, webhook deliveries)"). One server as the webhooks
 * scenario runs it (webhook-server.ts: memory stores, the webhook loop as `parasol serve` runs it,
 * a sandbox endpoint at the loopback receiver), with --expose-gc, loaded with a mix: half sandbox
 * quotes, a quarter new links, a quarter new sandbox orders (postbacks), each order's sale.booked
 * delivered to the receiver, so a delivery per postback.
 *
 * Links, postbacks and deliveries keep what they make in the memory stores (a subscription, a
 * sale, a delivery in the log): growth that is their job, not a leak. What is judged is the growth
 * of everything else (decisions: "RSS growth judged without the records the stores keep by
 * design"): the first and the judged readings are both taken with the stores emptied of those
 * records (the server's `drop-records`: kept-records.ts forgets them, measures the bytes they
 * held as the heap and off-heap bytes in use after a full collection before and after; the
 * reading after is repeated a second apart until VmRSS stops falling, so that V8 has handed the
 * freed pages back and VmRSS holds no trace of them). In between, the readings after each step hold the records, for the record. Every
 * reading is taken once every delivery arrived (nothing in flight) and after a full collection;
 * the raw reading just before is kept too.
 */
export const RSS_TARGET: Target = {
  metric: 'rssGrowth',
  comparison: 'below',
  threshold: 0.05,
  says: 'RSS growth < 5 % over 200k mixed requests (quotes, links, postbacks, webhook deliveries), the records kept by design excluded',
};

export interface RssReading {
  /** Requests answered since the warm-up ended. */
  readonly requests: number;
  /** VmRSS just before the collection, then after it, KiB. */
  readonly rawKb: number;
  readonly afterGcKb: number;
  /** Heap and off-heap bytes in use after the collection, KiB. */
  readonly inUseKb: number;
  /** The V8 heap's committed bytes not in use after the collection, KiB: pages V8 keeps (diagnostic). */
  readonly heapFreeKb: number;
}

export interface RssResult {
  readonly warmupRequests: number;
  readonly requests: number;
  readonly connections: number;
  /** Requests of each kind over the measured steps; deliveries: events the receiver got. */
  readonly mix: { readonly quotes: number; readonly links: number; readonly postbacks: number; readonly deliveries: number };
  /** After the warm-up (its records dropped), then after each quarter of the requests (records held). */
  readonly readings: readonly RssReading[];
  /** The last reading again once the records were dropped: what is judged against the first. */
  readonly emptied: RssReading;
  /** What the records made since the first reading held at the end, KiB, and per record (link, postback or delivery). */
  readonly recordsKb: number;
  readonly bytesPerRecord: number;
  /** (emptied - first) / first, after GC: the judged figure, both read with the stores emptied of their records. */
  readonly growth: number;
  /** The same of the heap and off-heap bytes in use (what the records' bytes are measured in): the precise cross-check. */
  readonly inUseGrowth: number;
  /** (last - first) / first after GC, records included; and the same from the raw readings. */
  readonly growthWithRecords: number;
  readonly rawGrowth: number;
  readonly verdicts: readonly Verdict[];
  readonly messages: readonly RepeatedLine[];
}

export interface RssSettings {
  readonly requests: number;
  readonly warmupRequests: number;
  readonly connections: number;
  readonly compiled: boolean;
  readonly log: (line: string) => void;
}

const STEPS = 4;
/** Of every 4 requests: 2 quotes, a link, a postback. */
const KINDS = ['quote', 'link', 'quote', 'postback'] as const;
type Kind = (typeof KINDS)[number];

/** The n-th request's kind in the mix. */
export const kindOf = (n: number): Kind => KINDS[n % KINDS.length] as Kind;

/** How many of each kind the calls numbered from `from` below `to` hold. */
export const mixOf = (from: number, to: number): Record<Kind, number> => {
  const mix = { quote: 0, link: 0, postback: 0 };
  for (let n = from; n < to; n++) mix[kindOf(n)]++;
  return mix;
};

/** Hands out the mix's calls in order, the distinct ones signed before the step. */
class MixedFeed {
  private next = 0;
  private readonly links = new RequestFeed(BENCH_REQUESTS.link);
  private postbacks: WireRequest[] = [];
  private postbackAt = 0;
  private quote: WireRequest = signedRequest(BENCH_REQUESTS.quote, 0, Date.now());

  /** Signs the next `count` calls' links and postbacks (and the quote, for this step's window). */
  prepare(count: number): void {
    // autocannon may build a call or two per connection that it never sends: margin.
    const margin = 200;
    const mix = mixOf(this.next, this.next + count + margin);
    this.links.prepare(mix.link, Date.now());
    this.postbacks = signedPostbacks(mix.postback).requests;
    this.postbackAt = 0;
    this.quote = signedRequest(BENCH_REQUESTS.quote, 0, Date.now());
  }

  readonly take = (): WireRequest => {
    const kind = kindOf(this.next++);
    if (kind === 'quote') return this.quote;
    if (kind === 'link') return this.links.take();
    const postback = this.postbacks[this.postbackAt++];
    if (postback === undefined) throw new BenchFailure('rss: more postbacks taken than signed');
    return postback;
  };

  /** Calls handed out so far. */
  get taken(): number {
    return this.next;
  }

  /** Postbacks handed out so far (each one delivery to wait for). */
  get postbacksTaken(): number {
    return mixOf(0, this.next).postback;
  }
}

/**
 * Waits until every delivery made has arrived: the receiver's count has reached the postbacks
 * answered (autocannon may take a call per connection that it never sends: `slack`) and stopped
 * moving for longer than the webhook loop's cadence. Within a minute, or the scenario is void.
 */
const drained = async (receiver: PinnedChild<{ url: string }>, atLeast: number): Promise<number> => {
  const until = Date.now() + 60_000;
  let last = -1;
  for (;;) {
    const arrived = await receiver.ask<number>('count');
    if (arrived >= atLeast && arrived === last) return arrived;
    if (Date.now() > until) throw new BenchFailure(`rss: ${atLeast - arrived} of ${atLeast} webhook deliveries had not arrived a minute after the load`);
    last = arrived;
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
};

export const measureRssGrowth = async (settings: RssSettings): Promise<RssResult> => {
  const receiver = await startPinnedChild<{ url: string }>('./webhook-receiver.ts', [], { cpu: LOAD_CPU, compiled: settings.compiled });
  const server = await startPinnedChild<{ url: string }>('./webhook-server.ts', [], { cpu: SERVER_CPU, compiled: settings.compiled, nodeFlags: ['--expose-gc'] });
  try {
    await registerEndpoint(server.ready.url, receiver.ready.url);
    const feed = new MixedFeed();
    const load = async (amount: number) => {
      feed.prepare(amount + settings.connections);
      const phase = await runLoadPhase({ url: server.ready.url, connections: settings.connections, amount, request: feed.take });
      // Quotes and postbacks answer 200, links 201 (a new link each); nothing else.
      const unexpected = Object.keys(phase.statusCodes).filter((code) => code !== '200' && code !== '201');
      if (phase.non2xx > 0 || phase.errors > 0 || phase.timeouts > 0 || unexpected.length > 0) {
        throw new BenchFailure(`rss: ${phase.non2xx} refused, ${phase.errors} errors, ${phase.timeouts} timeouts, statuses ${JSON.stringify(phase.statusCodes)}`);
      }
      await drained(receiver, feed.postbacksTaken - settings.connections);
      return phase.requests;
    };
    const read = async (requests: number): Promise<RssReading> => {
      const rawKb = processRssKb(server.pid);
      const { bytesInUse, heapFreeBytes } = await server.ask<{ bytesInUse: number; heapFreeBytes: number }>('memory');
      return { requests, rawKb, afterGcKb: processRssKb(server.pid), inUseKb: Math.round(bytesInUse / 1024), heapFreeKb: Math.round(heapFreeBytes / 1024) };
    };
    /**
     * A reading once the records are dropped: V8 hands freed pages back over its next collections
     * and idle seconds, not at the first, so it collects a second apart until VmRSS stops falling
     * (by less than 0.5 %, at most 15 times). Without this the reading after dropping 180 MB of
     * records stayed tens of megabytes high, and by how much varied from run to run.
     */
    const settledRead = async (requests: number): Promise<RssReading> => {
      let reading = await read(requests);
      for (let i = 0; i < 15; i++) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const next = await read(requests);
        const falling = next.afterGcKb < reading.afterGcKb * 0.995;
        reading = next;
        if (!falling) break;
      }
      return reading;
    };
    await load(settings.warmupRequests);
    const deliveredBefore = await receiver.ask<number>('count');
    // Both ends are read with the stores emptied of what they keep by design.
    await server.ask('drop-records');
    const first = await settledRead(0);
    const readings = [first];
    settings.log(`  after ${settings.warmupRequests} mixed requests of warm-up, their records dropped: ${first.afterGcKb} KiB after GC (${first.inUseKb} KiB in use, ${first.heapFreeKb} KiB of V8's heap kept free)`);
    const start = feed.taken;
    let done = 0;
    for (let step = 1; step <= STEPS; step++) {
      done += await load(Math.round((settings.requests * step) / STEPS) - Math.round((settings.requests * (step - 1)) / STEPS));
      const reading = await read(done);
      readings.push(reading);
      settings.log(`  after ${done} requests: ${reading.afterGcKb} KiB after GC (${reading.rawKb} before), ${reading.inUseKb} KiB in use, ${reading.heapFreeKb} KiB of V8's heap kept free`);
    }
    const deliveries = (await receiver.ask<number>('count')) - deliveredBefore;
    const last = readings[readings.length - 1] as RssReading;
    // Every record the measured requests made, forgotten, the bytes they held measured; then the process without them.
    const dropped = await server.ask<{ bytesHeld: number }>('drop-records');
    const emptied = await settledRead(done);
    settings.log(`  their records dropped: ${emptied.afterGcKb} KiB after GC (${emptied.inUseKb} KiB in use, ${emptied.heapFreeKb} KiB of V8's heap kept free)`);
    // By the calls handed out: a few per connection may have gone unsent at the end of a step.
    const mix = mixOf(start, feed.taken);
    const recordsKb = Math.round(dropped.bytesHeld / 1024);
    const growth = (emptied.afterGcKb - first.afterGcKb) / first.afterGcKb;
    const inUseGrowth = (emptied.inUseKb - first.inUseKb) / first.inUseKb;
    const rounded = (n: number) => Math.round(n * 10_000) / 10_000;
    const spread = { median: growth, q1: growth, q3: growth, iqr: 0, min: growth, max: growth, n: 1 };
    settings.log(`  the records kept by design (${mix.link} links, ${mix.postback} sales, ${deliveries} deliveries) held ${recordsKb} KiB`);
    return {
      warmupRequests: settings.warmupRequests,
      requests: done,
      connections: settings.connections,
      mix: { quotes: mix.quote, links: mix.link, postbacks: mix.postback, deliveries },
      readings,
      recordsKb,
      emptied,
      bytesPerRecord: Math.round(dropped.bytesHeld / Math.max(1, mix.link + mix.postback + deliveries)),
      inUseGrowth: rounded(inUseGrowth),
      growth: rounded(growth),
      growthWithRecords: rounded((last.afterGcKb - first.afterGcKb) / first.afterGcKb),
      rawGrowth: rounded((last.rawKb - first.rawKb) / first.rawKb),
      verdicts: [judge('rss', RSS_TARGET, spread)],
      messages: server.stderr(),
    };
  } finally {
    await server.stop();
    await receiver.stop();
  }
};
