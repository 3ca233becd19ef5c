import { expect } from 'chai';
import fc from 'fast-check';
import { pino } from 'pino';
import { nextInfoEvent, plainInfoLines, takeInfoEvent } from '../../src/compose/plain-info-line.js';
import { REDACTED_PATHS, pinoOptions, takenInfoLine } from '../../src/compose/pino-logger.js';

const TIME = ',"time":"2026-11-22T19:30:56.915Z"';
const plainInfoLine = plainInfoLines(new Set(REDACTED_PATHS));

/** What pino itself writes for an info event, with createPinoLogger's options and a fixed time. */
const pinoLine = (fields: Record<string, unknown>, message: string): string => {
  let written = '';
  pino({ ...pinoOptions('info'), timestamp: () => TIME }, { write: (line: string) => void (written += line) }).info(fields, message);
  return written;
};

/** Strings that are plain, and strings pino escapes: quotes, backslashes, controls, long ones, any Unicode. */
const text = fc.oneof(
  fc.constantFrom('', 'request', 'req_0a1b', '/api/v1/travel/quotes', 'ak_test_abcd…', 'été 😀', 'a"b', 'a\\b', 'tab\there', 'line\nbreak', '\u007f\u0085', 'x'.repeat(100), 'x'.repeat(101)),
  fc.string({ unit: 'grapheme', maxLength: 120 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
);
const value = fc.oneof(
  text,
  fc.double(),
  fc.integer(),
  fc.constantFrom(0, -0, Number.NaN, Number.POSITIVE_INFINITY, 1e21, 1.5e-7),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.constant({ nested: 1 }),
  fc.constant(['list']),
);
const key = fc.oneof(fc.constantFrom('requestId', 'status', 'code', 'level', 'time', 'message', ...REDACTED_PATHS), text);

describe('plain info lines', () => {
  it('are byte for byte what pino writes, whenever they are written; pino writes every other line', () => {
    let plain = 0;
    fc.assert(
      fc.property(fc.dictionary(key, value, { maxKeys: 10 }), text, (fields, message) => {
        const line = plainInfoLine(fields, message, TIME);
        if (line !== undefined) {
          plain += 1;
          expect(line).to.equal(pinoLine(fields, message));
        }
      }),
      { numRuns: 2000 },
    );
    // The comparison is not vacuous: many events were plain.
    expect(plain).to.be.above(200);
  });

  it('cover the access log: its line is always plain, whatever its values', () => {
    fc.assert(
      fc.property(
        fc.record({
          requestId: fc.stringMatching(/^req_[0-9a-f]{32}$/),
          method: fc.constantFrom('GET', 'POST', 'HEAD', 'OPTIONS'),
          path: fc.stringMatching(/^\/[A-Za-z0-9/_.~%!$&'()*+,;=:@-]{0,80}$/),
          operation: fc.option(fc.constantFrom('createQuote', 'getMeta')),
          status: fc.integer({ min: 200, max: 599 }),
          code: fc.option(fc.constantFrom('QUOTA_EXCEEDED', 'NOT_FOUND')),
          keyId: fc.option(fc.stringMatching(/^ak_(test|live)_[A-Za-z0-9_]{4}…$/)),
          latencyMs: fc.double({ min: 0, max: 60_000, noNaN: true }).map((ms) => Math.round(ms * 10) / 10),
        }),
        (line) => {
          const written = plainInfoLine(line, 'request', TIME);
          expect(written).to.be.a('string');
          expect(written).to.equal(pinoLine(line, 'request'));
        },
      ),
    );
  });

  it('of an event kept for later, are what pino writes for the event as it was logged, plain or not', () => {
    let kept = 0;
    fc.assert(
      fc.property(fc.dictionary(key, value, { maxKeys: 10 }), text, (fields, message) => {
        const events: unknown[] = ['an event before it', TIME, 0];
        if (!takeInfoEvent(events, fields, message, TIME)) {
          // Refused (a nested value or a list): left as it was, for pino to write at once.
          expect(events).to.deep.equal(['an event before it', TIME, 0]);
          expect(Object.values(fields).some((v) => typeof v === 'object' && v !== null)).to.equal(true);
          return;
        }
        kept += 1;
        const at = nextInfoEvent(events, 0);
        expect(takenInfoLine(events, at)).to.equal(pinoLine(fields, message));
        expect(nextInfoEvent(events, at)).to.equal(events.length);
      }),
      { numRuns: 1000 },
    );
    expect(kept).to.be.above(200);
  });

  it('are not written for a censored field, so that pino censors it', () => {
    for (const name of REDACTED_PATHS) expect(plainInfoLine({ [name]: 'sk_live_s3cr3t' }, 'oops', TIME)).to.equal(undefined);
    expect(pinoLine({ secret: 'sk_live_s3cr3t' }, 'oops')).to.include('"secret":"[redacted]"').and.not.include('s3cr3t');
  });
});
