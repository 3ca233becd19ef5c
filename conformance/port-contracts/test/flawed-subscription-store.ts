import type { SubscriptionRecord, SubscriptionStore } from '@parasol/core';

/** The mistakes a SubscriptionStore adapter could make, one switch each; none switched on is a correct store. */
export interface SubscriptionFlaws {
  /** Checks the natural key, awaits a round trip, then inserts: a check-then-act race. */
  readonly raceOnCreate?: boolean;
  /** Keeps and hands out the caller's objects instead of copies. */
  readonly sharesObjects?: boolean;
  /** "Current" is the session's last written record, not its highest generation. */
  readonly currentIsLastWritten?: boolean;
  /** Sorts generations as text, as a string-typed index would ("10" < "9"). */
  readonly generationsAsText?: boolean;
  /** Checks only (sessionId, generation) on create, not whether the subscriptionId is taken. */
  readonly ignoresTakenId?: boolean;
}

const roundTrip = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A plain map store with optional flaws, to show which contract cases catch which mistake. */
export class FlawedSubscriptionStore implements SubscriptionStore {
  private readonly records = new Map<string, SubscriptionRecord>();
  private writes: string[] = [];

  constructor(private readonly flaws: SubscriptionFlaws = {}) {}

  async current(sessionId: string): Promise<SubscriptionRecord | undefined> {
    const mine = [...this.records.values()].filter((r) => r.sessionId === sessionId);
    if (this.flaws.currentIsLastWritten) {
      const last = this.writes.filter((id) => mine.some((r) => r.subscriptionId === id)).pop();
      return last === undefined ? undefined : this.out(this.records.get(last)!);
    }
    const higher = this.flaws.generationsAsText ? (a: SubscriptionRecord, b: SubscriptionRecord) => String(b.generation).localeCompare(String(a.generation)) : (a: SubscriptionRecord, b: SubscriptionRecord) => b.generation - a.generation;
    const found = mine.sort(higher)[0];
    return found && this.out(found);
  }

  async get(subscriptionId: string): Promise<SubscriptionRecord | undefined> {
    const found = this.records.get(subscriptionId);
    return found && this.out(found);
  }

  async create(record: SubscriptionRecord): Promise<boolean> {
    const taken = () =>
      (!this.flaws.ignoresTakenId && this.records.has(record.subscriptionId)) ||
      [...this.records.values()].some((r) => r.sessionId === record.sessionId && r.generation === record.generation);
    if (taken()) return false;
    if (this.flaws.raceOnCreate) await roundTrip();
    this.write(record);
    return true;
  }

  async replace(record: SubscriptionRecord, expectedVersion: number): Promise<boolean> {
    const stored = this.records.get(record.subscriptionId);
    if (!stored || stored.version !== expectedVersion || record.version !== expectedVersion + 1) return false;
    if (stored.sessionId !== record.sessionId || stored.generation !== record.generation) return false;
    this.write(record);
    return true;
  }

  private write(record: SubscriptionRecord): void {
    this.records.set(record.subscriptionId, this.flaws.sharesObjects ? record : structuredClone(record));
    this.writes.push(record.subscriptionId);
  }

  private out(record: SubscriptionRecord): SubscriptionRecord {
    return this.flaws.sharesObjects ? record : structuredClone(record);
  }
}
