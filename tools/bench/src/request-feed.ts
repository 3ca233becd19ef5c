import { signedRequest, type BenchRequest, type WireRequest } from './bench-requests.js';

/**
 * The calls of a request whose every call is distinct (a new link, a new order): numbered from 0
 * and never sent twice to the same server. Before a round, `prepare` signs as many as the round
 * should take, so the load generator's loop only hands them out; a round that takes more than
 * prepared gets the rest signed on the spot.
 */
export class RequestFeed {
  private next = 0;
  private prepared: WireRequest[] = [];
  private cursor = 0;

  constructor(private readonly request: BenchRequest) {}

  /** Signs `count` calls for the 5-minute window from `nowMs`, dropping any left from the last round. */
  prepare(count: number, nowMs: number): void {
    this.prepared = [];
    this.cursor = 0;
    for (let i = 0; i < count; i++) this.prepared.push(signedRequest(this.request, this.next++, nowMs));
  }

  readonly take = (): WireRequest => {
    const ready = this.prepared[this.cursor];
    if (ready !== undefined) {
      this.cursor += 1;
      return ready;
    }
    return signedRequest(this.request, this.next++, Date.now());
  };

  /** Calls handed out since the last prepare. */
  get taken(): number {
    return this.cursor;
  }
}
