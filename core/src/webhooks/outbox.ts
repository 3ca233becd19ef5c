import type { OutboxFields, RecordedEvent } from '../ports/webhook-outbox.js';

/** `document` with `events` added to its outbox and `eventsThrough` moved to `through`. */
export const withRecordedEvents = <R extends OutboxFields>(document: R, events: readonly RecordedEvent[], through: number): R => {
  if (events.length === 0) return document;
  const outbox = [...(document.outbox ?? []), ...events];
  return { ...document, outbox, outboxAt: Math.min(...outbox.map((e) => e.at)), eventsThrough: through };
};

/**
 * `document` without the events named (the relay copied them to the delivery log). The fields are
 * removed, not set to undefined, so a stored document holds no empty outbox the relay's query
 * would find again.
 */
export const withoutEvents = <R extends OutboxFields>(document: R, eventIds: ReadonlySet<string>): R => {
  const left = (document.outbox ?? []).filter((e) => !eventIds.has(e.eventId));
  const { outbox: _outbox, outboxAt: _at, ...rest } = document;
  return (left.length === 0 ? rest : { ...rest, outbox: left, outboxAt: Math.min(...left.map((e) => e.at)) }) as R;
};
