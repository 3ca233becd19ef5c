import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { silentLogger, type Clock, type WebhookSender } from '@parasol/core';
import { StripePaymentProvider } from '@parasol/payment-stripe';
import { startPaymentsSimulator, type PaymentsSimulator } from '@parasol/sims';
import { startRestServer, type RunningServer } from '@parasol/rest';
import { Argon2Hasher, createOperatorAccount, smtpMailer } from '@parasol/web';
import { CryptoRandom } from '@parasol/adapter-memory';
import { createEmbeddedParasol, type EmbeddedParasol } from '../../src/index.js';
import { webPages } from '../../src/compose/web-pages.js';
import { defaultPricingSources } from '../../src/compose/default-modules.js';
import { laterProvider, SECRET_KEY, WEBHOOK_SECRET } from '../checkout/live-checkout-harness.js';
import { startSampleInsurers, type SampleInsurers } from '../checkout/insurer-sims.js';

const freePort = async (): Promise<number> => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
};

/**
 * A loopback SMTP server (smtp-server) that keeps every message, parsed by mailparser: the
 * console's mails go through a real SMTP exchange with nodemailer, as with any relay.
 */
export class Inbox {
  readonly mails: ParsedMail[] = [];
  private waiting: (() => void)[] = [];
  private constructor(private readonly server: SMTPServer, readonly url: string) {}

  static async start(): Promise<Inbox> {
    let inbox: Inbox | undefined;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            inbox!.mails.push(mail);
            for (const wake of inbox!.waiting.splice(0)) wake();
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    inbox = new Inbox(server, `smtp://127.0.0.1:${port}`);
    return inbox;
  }

  /** The first mail to `to` whose subject matches, waiting for it (the test's timeout bounds the wait). */
  async mailTo(to: string, subject: RegExp): Promise<ParsedMail> {
    for (;;) {
      const found = this.mails.find((m) => addressesOf(m).includes(to) && subject.test(m.subject ?? ''));
      if (found) return found;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
  }

  /** The console link a mail carries (its plain text). */
  static linkIn(mail: ParsedMail, path: string): string {
    const link = new RegExp(`https?://\\S+${path.replace(/[/?]/g, '\\$&')}\\S*`).exec(mail.text ?? '')?.[0];
    if (!link) throw new Error(`no ${path} link in the mail "${mail.subject}": ${mail.text}`);
    return link;
  }

  close(): Promise<void> {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const addressesOf = (mail: ParsedMail): string[] => {
  const to = mail.to === undefined ? [] : Array.isArray(mail.to) ? mail.to : [mail.to];
  return to.flatMap((t) => t.value.map((v) => (v.address ?? '').toLowerCase()));
};

/** The service's clock, moved forward by the test (validation periods, payouts); signatures are checked against the real time. */
export class MovableClock implements Clock {
  private offsetMs = 0;

  now(): number {
    return Date.now() + this.offsetMs;
  }

  wallNow(): number {
    return Date.now();
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export interface ConsoleWorld {
  readonly parasol: EmbeddedParasol;
  readonly clock: MovableClock;
  readonly server: RunningServer;
  readonly inbox: Inbox;
  readonly url: string;
  /** With `live`: payments-sim and the sample catalogue's insurers on insurer-sim, as in the live loop's tests. */
  readonly live?: { readonly payments: PaymentsSimulator; readonly insurers: SampleInsurers };
  /** Creates an operator account as `parasol operators create` does. */
  anOperator(email: string, password: string): Promise<void>;
  close(): Promise<void>;
}

export interface ConsoleWorldOptions {
  /**
   * Live checkout as in the live loop's tests (tools/server/test/checkout): the real Stripe adapter
   * against payments-sim, the sample catalogue's insurers on insurer-sim, the ledger's BookFunnelSale.
   */
  readonly live?: boolean;
  /** The webhook sender (a test's, to reach a loopback receiver); the composition's default otherwise. */
  readonly webhookSender?: WebhookSender;
}

/** `parasol serve` as composed (embedded default, traveller pages and the console), its mail going to a loopback SMTP inbox. */
export async function startConsoleWorld(options: ConsoleWorldOptions = {}): Promise<ConsoleWorld> {
  const inbox = await Inbox.start();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const clock = new MovableClock();
  const insurers = options.live ? await startSampleInsurers() : undefined;
  const payments = options.live ? laterProvider() : undefined;
  const parasol = createEmbeddedParasol({
    publicUrl: url,
    clock,
    ...(insurers && payments ? { pricing: defaultPricingSources({ liveCatalogue: insurers.catalogue() }), payments } : {}),
    ...(options.webhookSender ? { webhooks: { sender: options.webhookSender } } : {}),
  });
  const server = await startRestServer({ parasol, port, pages: webPages(parasol, { logger: silentLogger, mailer: smtpMailer(inbox.url, 'Parasol <no-reply@parasol.test>') }) });
  let live: ConsoleWorld['live'];
  if (insurers && payments) {
    const simulator = await startPaymentsSimulator({ apiKey: SECRET_KEY, webhookUrl: `${server.url}/payments/stripe/webhook`, webhookSecret: WEBHOOK_SECRET });
    payments.target = new StripePaymentProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: simulator.url, maxNetworkRetries: 0 });
    live = { payments: simulator, insurers };
  }
  return {
    ...(live ? { live } : {}),
    parasol,
    clock,
    server,
    inbox,
    url,
    async anOperator(email, password) {
      const made = await createOperatorAccount(parasol.console.stores.users, new Argon2Hasher(), { email, password }, Date.now(), new CryptoRandom());
      if (!made) throw new Error(`operator ${email} not created`);
    },
    async close() {
      await live?.payments.close();
      await server.close();
      await live?.insurers.close();
      await inbox.close();
    },
  };
}
