import { expect } from 'chai';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { InterleavedSides, type InterleaveClocks } from '../src/interleaved-sides.js';

/** Clocks a test moves by hand. */
const handClocks = () => {
  const clocks = { cpu: 0, wall: 0 };
  const read: InterleaveClocks = { cpuUs: () => clocks.cpu, nowMs: () => clocks.wall };
  return { clocks, read };
};

const counting = () => {
  const seen: string[] = [];
  const handler = (name: string): RequestListener => () => seen.push(name);
  return { seen, handler };
};

const request = {} as IncomingMessage;
const response = {} as ServerResponse;

describe('bench: InterleavedSides charges each side its own turns', () => {
  it('hands requests to the side whose turn it is, and switches at each turn', () => {
    const { read } = handClocks();
    const { seen, handler } = counting();
    const sides = new InterleavedSides(handler('subject'), handler('baseline'), () => {}, read);
    sides.listener(request, response);
    sides.switchSide();
    sides.listener(request, response);
    sides.listener(request, response);
    sides.switchSide();
    sides.listener(request, response);
    expect(seen).to.deep.equal(['subject', 'baseline', 'baseline', 'subject']);
    const reading = sides.read();
    expect(reading.subject.requests).to.equal(2);
    expect(reading.baseline.requests).to.equal(2);
  });

  it('charges the CPU and wall time of a turn to the side answering in it, up to the reading', () => {
    const { clocks, read } = handClocks();
    const { handler } = counting();
    const sides = new InterleavedSides(handler('subject'), handler('baseline'), () => {}, read);
    clocks.cpu = 900;
    clocks.wall = 100;
    sides.switchSide();
    clocks.cpu = 1_500;
    clocks.wall = 200;
    sides.switchSide();
    // Time spent after the last switch is the subject's again, charged by the reading.
    clocks.cpu = 1_800;
    clocks.wall = 230;
    expect(sides.read()).to.deep.equal({
      subject: { cpuUs: 1_200, requests: 0, wallMs: 130 },
      baseline: { cpuUs: 600, requests: 0, wallMs: 100 },
    });
  });

  it('settles what the side answering put off before charging its turn, so the turn pays for it', () => {
    const { clocks, read } = handClocks();
    const { handler } = counting();
    // Deferred work (a batch of log lines) takes 40 µs of CPU when settled.
    let settled = 0;
    const settle = () => {
      settled += 1;
      clocks.cpu += 40;
    };
    const sides = new InterleavedSides(handler('subject'), handler('baseline'), settle, read);
    const settledAtStart = settled;
    clocks.cpu += 100;
    sides.switchSide();
    clocks.cpu += 10;
    expect(sides.read()).to.deep.include({ subject: { cpuUs: 140, requests: 0, wallMs: 0 } });
    expect(settled - settledAtStart).to.equal(2);
  });

  it('starts each reading afresh, keeping whose turn it is', () => {
    const { clocks, read } = handClocks();
    const { seen, handler } = counting();
    const sides = new InterleavedSides(handler('subject'), handler('baseline'), () => {}, read);
    sides.switchSide();
    sides.listener(request, response);
    clocks.cpu = 50;
    clocks.wall = 5;
    sides.read();
    clocks.cpu = 80;
    clocks.wall = 9;
    sides.listener(request, response);
    expect(sides.read()).to.deep.equal({
      subject: { cpuUs: 0, requests: 0, wallMs: 0 },
      baseline: { cpuUs: 30, requests: 1, wallMs: 4 },
    });
    expect(seen).to.deep.equal(['baseline', 'baseline']);
  });
});
