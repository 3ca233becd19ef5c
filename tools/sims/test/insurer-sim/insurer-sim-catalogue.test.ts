import { expect } from 'chai';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { SAMPLE_CATALOGUE_PATH } from '@parasol/static-data';
import { runInsurerSimCommand } from '../../src/insurer-sim/index.js';

/** A port that was free a moment ago (the command needs fixed ports, as a catalogue names them). */
const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

describe('parasol insurer-sim --catalogue', () => {
  it('starts one simulator per loopback insurer, on its port and in its currency, and skips others', async () => {
    const sample = JSON.parse(await readFile(SAMPLE_CATALOGUE_PATH, 'utf8')) as { insurers: { endpoint: { ratingUrl: string } }[] };
    const ports: number[] = [];
    for (const [i, insurer] of sample.insurers.entries()) {
      if (i === sample.insurers.length - 1) {
        insurer.endpoint.ratingUrl = 'https://rating.example.com/rate';
        continue;
      }
      const port = await freePort();
      ports.push(port);
      insurer.endpoint.ratingUrl = `http://127.0.0.1:${port}/rate`;
    }
    const path = join(await mkdtemp(join(tmpdir(), 'parasol-sim-')), 'catalogue.json');
    await writeFile(path, JSON.stringify(sample));
    let printed = '';
    const out = { write: (chunk: string) => ((printed += chunk), true) } as unknown as NodeJS.WritableStream;
    const fleet = await runInsurerSimCommand(['--catalogue', path], out);
    try {
      expect(fleet.simulators.map((s) => s.port)).to.deep.equal(ports);
      expect(printed).to.match(/skipped .*rating\.example\.com/);
      const answer = await fetch(`http://127.0.0.1:${ports[0]}/rate`, { method: 'GET' });
      expect(answer.status).to.equal(405); // a real simulator: it speaks only POST /rate
    } finally {
      await fleet.close();
    }
  });
});
