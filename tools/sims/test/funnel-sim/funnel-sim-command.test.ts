import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Writable } from 'node:stream';
import { expect } from 'chai';
import { FUNNEL_PROTOCOL } from '@parasol/core/internal';
import { FUNNEL_SIM_USAGE, runFunnelSimCommand } from '../../src/funnel-sim/index.js';

const BIN = fileURLToPath(new URL('../../../server/bin/parasol.js', import.meta.url));

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

/** Runs the real `parasol` command to its end: its exit code and everything it printed. */
const run = (args: string[]): Promise<{ code: number | null; output: string }> =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });

const protocolHeaders = (token: string) => ({
  authorization: `Bearer ${token}`,
  'content-type': 'application/json',
  [FUNNEL_PROTOCOL.versionHeader]: FUNNEL_PROTOCOL.version,
  [FUNNEL_PROTOCOL.requestIdHeader]: 'req-cli-1',
});

describe('funnel-sim: the parasol funnel-sim command', function () {
  this.timeout(20_000);

  it('prints the environment that points Parasol at it, with the token it was given', async () => {
    const { out, text } = captured();
    const simulator = await runFunnelSimCommand(['--token', 'cli-token'], out);
    try {
      expect(text()).to.include(`PARASOL_FUNNEL_API_URL=${simulator.url}\n`).and.include('PARASOL_FUNNEL_TOKEN=cli-token\n');
      const answer = await fetch(`${simulator.url}/v1/quotes/sub_1`, { headers: protocolHeaders('cli-token') });
      expect(answer.status, 'the printed token is the one it accepts').to.equal(404);
      await answer.arrayBuffer();
    } finally {
      await simulator.stop();
    }
  });

  it('prints a random token when none is given', async () => {
    const { out, text } = captured();
    const simulator = await runFunnelSimCommand([], out);
    try {
      expect(text()).to.include(`PARASOL_FUNNEL_TOKEN=${simulator.token}\n`);
      expect(simulator.token).to.match(/^sim_/);
    } finally {
      await simulator.stop();
    }
  });

  it('applies --fault to every protocol call', async () => {
    const { out, text } = captured();
    const simulator = await runFunnelSimCommand(['--token', 'cli-token', '--fault', 'refuse:503'], out);
    try {
      expect(text()).to.include('(every call: refuse:503)');
      for (let i = 0; i < 2; i += 1) {
        const answer = await fetch(`${simulator.url}/v1/quotes/q_1`, { headers: protocolHeaders('cli-token') });
        expect(answer.status).to.equal(503);
        await answer.arrayBuffer();
      }
    } finally {
      await simulator.stop();
    }
  });

  it('refuses bad flags before starting anything', async () => {
    const { out, text } = captured();
    for (const argv of [['--port', '70000'], ['--port', '-1'], ['--token', 'has space'], ['--fault', 'refuse:200'], ['--fault', 'explode'], ['--colour']]) {
      let refused: unknown;
      await runFunnelSimCommand(argv, out).then((simulator) => simulator.stop(), (error: unknown) => (refused = error));
      expect(refused, argv.join(' ')).to.be.instanceOf(Error);
    }
    expect(text()).to.equal('');
  });

  it('answers --help with its options and exit code 0, and is listed by parasol --help', async () => {
    const help = await run(['funnel-sim', '--help']);
    expect(help.code).to.equal(0);
    expect(help.output).to.equal(FUNNEL_SIM_USAGE);
    for (const option of ['--port P', '--token T', '--fault F', 'POST /sim/quotes/{quoteId}/stage', 'POST /sim/faults']) expect(help.output).to.include(option);
    const all = await run(['--help']);
    expect(all.code).to.equal(0);
    expect(all.output).to.include('funnel-sim');
  });
});
