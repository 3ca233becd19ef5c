import { inject, injectable, optional } from 'inversify';
import { dailyWindow, minuteWindow, secondsUntil } from '../limits/windows.js';
import { COUNTER_STORE, type CounterStore } from '../ports/counter-store.js';
import { DEFAULT_WIDGET_SETTINGS, WIDGET_SETTINGS, type WidgetSettings } from './widget-settings.js';

/** Which limit refused a widget call, and when to try again. */
export type WidgetAdmission =
  | { readonly admitted: true }
  | { readonly admitted: false; readonly limit: 'client' | 'ref'; readonly retryAfterSeconds: number };

interface Counter {
  readonly name: string;
  readonly limit: number;
  readonly endsAt: number;
  readonly limitOf: 'client' | 'ref';
}

/**
 * The widget's per-client and per-ref limits (widget/widget-settings.ts) on the same atomic
 * counters as the API's quotas: an increment only below its limit, so a refused call is never
 * counted, and when the day refuses, the ref's minute slot is given back. The client counter is
 * taken before the ref is even looked up and kept whatever follows, so a flood of made-up refs,
 * or of calls to a ref whose budget is spent, is bounded too.
 */
@injectable()
export class WidgetLimits {
  private readonly settings: WidgetSettings;

  constructor(
    @inject(COUNTER_STORE) private readonly counters: CounterStore,
    @inject(WIDGET_SETTINGS) @optional() settings?: WidgetSettings,
  ) {
    this.settings = settings ?? DEFAULT_WIDGET_SETTINGS;
  }

  /** One slot of the client's minute. */
  takeClient(client: string, now: number): Promise<WidgetAdmission> {
    const minute = minuteWindow(now);
    return this.take([{ name: `widget:client:${client}:${minute.name}`, limit: this.settings.perClientPerMinute, endsAt: minute.endsAt, limitOf: 'client' }], now);
  }

  /** One slot of the ref's minute and of its day. */
  takeRef(ref: string, now: number): Promise<WidgetAdmission> {
    const minute = minuteWindow(now);
    const day = dailyWindow(now);
    return this.take(
      [
        { name: `widget:ref:${ref}:${minute.name}`, limit: this.settings.perRefPerMinute, endsAt: minute.endsAt, limitOf: 'ref' },
        { name: `widget:ref:${ref}:${day.name}`, limit: this.settings.perRefPerDay, endsAt: day.endsAt, limitOf: 'ref' },
      ],
      now,
    );
  }

  private async take(counters: readonly Counter[], now: number): Promise<WidgetAdmission> {
    const taken: Counter[] = [];
    for (const counter of counters) {
      const reading = await this.counters.increment(counter.name, counter.limit, counter.endsAt, now);
      if (!reading.admitted) {
        await Promise.all(taken.map((t) => this.counters.decrement(t.name)));
        return { admitted: false, limit: counter.limitOf, retryAfterSeconds: secondsUntil(counter.endsAt, now) };
      }
      taken.push(counter);
    }
    return { admitted: true };
  }
}
