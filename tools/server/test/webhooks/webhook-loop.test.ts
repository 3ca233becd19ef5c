import { expect } from 'chai';
import type { WebhookRound } from '@parasol/core';
import { startWebhookLoop, webhookDeliveryFromEnvironment } from '../../src/index.js';

const NOTHING: WebhookRound = { validated: 0, relayed: 0, attempted: 0 };

describe('webhooks: the serving loop and its environment', () => {
  it('runs rounds one at a time, goes on after a failed one (told at warn), and stops after the round under way', async () => {
    const warnings: string[] = [];
    let rounds = 0;
    let running = 0;
    let overlapped = false;
    let release!: () => void;
    const thirdStarted = new Promise<void>((resolve) => (release = resolve));
    const loop = startWebhookLoop(
      async () => {
        running++;
        overlapped ||= running > 1;
        rounds++;
        if (rounds === 3) release();
        await new Promise((resolve) => setImmediate(resolve));
        running--;
        if (rounds === 1) throw new Error('storage unreachable');
        return NOTHING;
      },
      { everyMs: 1, logger: { info() {}, warn: (message) => warnings.push(message), error() {} } },
    );
    await thirdStarted;
    await loop.stop();
    const after = rounds;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(rounds, 'no round after stop').to.equal(after);
    expect(overlapped).to.equal(false);
    expect(warnings).to.deep.equal(['webhook round failed; the next one retries']);
  });

  it('reads PARASOL_WEBHOOKS_RETRY_SCHEDULE and PARASOL_WEBHOOKS_ALLOW_LOOPBACK', () => {
    expect(webhookDeliveryFromEnvironment({})).to.deep.equal({ allowSandboxLoopback: false });
    expect(webhookDeliveryFromEnvironment({ PARASOL_WEBHOOKS_RETRY_SCHEDULE: 'PT1S,PT2S,PT4S', PARASOL_WEBHOOKS_ALLOW_LOOPBACK: '1' })).to.deep.equal({ schedule: [1000, 2000, 4000], allowSandboxLoopback: true });
    expect(webhookDeliveryFromEnvironment({ PARASOL_WEBHOOKS_ALLOW_LOOPBACK: 'yes' }).allowSandboxLoopback).to.equal(false);
    expect(() => webhookDeliveryFromEnvironment({ PARASOL_WEBHOOKS_RETRY_SCHEDULE: 'P1M' })).to.throw(/PARASOL_WEBHOOKS_RETRY_SCHEDULE/);
  });
});
