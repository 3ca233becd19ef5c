import { expect } from 'chai';
import { hotLines, summariseProfile, type CpuProfile } from '../src/profile-summary.js';

// root -> (idle); root -> pipeline -> HMAC (native, no url); root -> frozen-json
const frame = (id: number, functionName: string, url: string, children: number[] = []) => ({ id, callFrame: { functionName, url, lineNumber: 0 }, children });
const profile: CpuProfile = {
  nodes: [
    frame(1, '(root)', '', [2, 3, 5]),
    frame(2, '(idle)', ''),
    frame(3, 'pipeline', 'file:///repo/core/dist/api/handle-call.js', [4]),
    frame(4, 'Hmac', ''),
    frame(5, 'composite', 'file:///repo/transports/rest/dist/serialise/frozen-json.js'),
  ],
  // 1 s of idle before the window (it starts after it), then 300 µs of HMAC under the pipeline, 200 µs of JSON, 500 µs idle.
  samples: [2, 4, 4, 4, 5, 5, 2],
  timeDeltas: [1_000_000, 100, 100, 100, 100, 100, 500],
};

describe('bench: a CPU profile summarised per request', () => {
  it('gives each area its time per request over the window, a native leaf counted in the area of its caller', () => {
    const summary = summariseProfile(profile, { fromSeconds: 1.00005, requests: 4 });
    const byArea = Object.fromEntries(summary.areas.map(({ area, usPerRequest }) => [area, usPerRequest]));
    expect(byArea).to.deep.equal({ '(idle)': 125, 'pipeline (handle-call)': 75, 'answer JSON (frozen parts)': 50 });
    expect(summary.busyShare).to.equal(0.5);
  });

  it('gives shares only when the requests are not known', () => {
    const summary = summariseProfile(profile, { fromSeconds: 1.00005 });
    expect(summary.areas.every((a) => a.usPerRequest === undefined)).to.equal(true);
    expect(summary.areas.find((a) => a.area === 'pipeline (handle-call)')?.share).to.equal(0.3);
  });

  it("ranks the project's own source lines by self time, leaving node and the dependencies to the areas", () => {
    const withLines: CpuProfile = {
      nodes: [
        { ...frame(1, '(root)', '', [2, 3, 4]) },
        { ...frame(2, 'run', 'file:///repo/core/dist/coach/run-bilan.js'), positionTicks: [{ line: 66, ticks: 6 }, { line: 70, ticks: 1 }] },
        { ...frame(3, 'parse', 'file:///repo/node_modules/ajv/dist/core.js'), positionTicks: [{ line: 9, ticks: 10 }] },
        { ...frame(4, 'emit', 'node:events'), positionTicks: [{ line: 1, ticks: 3 }] },
      ],
      // 20 samples of 50 µs: 1 ms over 10 calls.
      samples: Array(20).fill(2),
      timeDeltas: Array(20).fill(50),
    };
    expect(hotLines(withLines, { calls: 10 })).to.deep.equal([
      { line: 'core/dist/coach/run-bilan.js:66 run', share: 0.3, usPerCall: 30 },
      { line: 'core/dist/coach/run-bilan.js:70 run', share: 0.05, usPerCall: 5 },
    ]);
    expect(hotLines(withLines, { top: 1 }).map(({ line, usPerCall }) => [line, usPerCall])).to.deep.equal([['core/dist/coach/run-bilan.js:66 run', undefined]]);
  });
});
