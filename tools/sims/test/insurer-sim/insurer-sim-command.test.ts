import { Writable } from 'node:stream';
import { expect } from 'chai';
import { runInsurerSimCommand, startInsurerFleet } from '../../src/insurer-sim/index.js';

const captured = () => {
  let text = '';
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { out, text: () => text };
};

describe('insurer-sim: fleet and command', () => {
  it('starts a fleet of distinct insurers and counts their requests together', async () => {
    const fleet = await startInsurerFleet(3);
    try {
      expect(new Set(fleet.urls).size).to.equal(3);
      await Promise.all(fleet.urls.map((url) => fetch(url).then((response) => response.arrayBuffer())));
      expect(fleet.requestCount()).to.equal(3);
    } finally {
      await fleet.close();
    }
  });

  it('prints the URLs and a catalogue snippet pointing at them', async () => {
    const { out, text } = captured();
    const fleet = await runInsurerSimCommand(['--count', '2', '--latency', '40', '--currency', 'GBP', '--error-rate', '0.1'], out);
    try {
      for (const url of fleet.urls) expect(text()).to.contain(url);
      const snippet = JSON.parse(text().slice(text().indexOf('{'), text().lastIndexOf('}') + 1)) as {
        insurers: { id: string; currency: string; endpoint: { ratingUrl: string; timeoutMs: number; issueUrl?: string; cancelUrl?: string } }[];
      };
      expect(snippet.insurers.map((insurer) => insurer.endpoint.ratingUrl)).to.deep.equal(fleet.urls);
      expect(snippet.insurers.map((insurer) => insurer.currency)).to.deep.equal(['GBP', 'GBP']);
      expect(snippet.insurers[0]?.endpoint.timeoutMs).to.be.above(40);
      // Each insurer issues and cancels where it rates (docs/insurer-protocol.md, "Issuing a policy").
      for (const [i, simulator] of fleet.simulators.entries()) {
        expect(snippet.insurers[i]?.endpoint).to.deep.include({ ratingUrl: simulator.url, issueUrl: simulator.issueUrl, cancelUrl: simulator.cancelUrl });
      }
    } finally {
      await fleet.close();
    }
  });

  it('refuses flags out of range before starting anything', async () => {
    const { out } = captured();
    for (const argv of [['--error-rate', '1.5'], ['--count', '0'], ['--currency', 'euro'], ['--currency', 'THB'], ['--error-rate', '0.6', '--timeout-rate', '0.6'], ['--latency', '-3'], ['--issuance', 'sometimes'], ['--issue-delay', 'soon']]) {
      let refused: unknown;
      await runInsurerSimCommand(argv, out).then((fleet) => fleet.close(), (error: unknown) => (refused = error));
      expect(refused, argv.join(' ')).to.be.instanceOf(Error);
    }
  });
});
