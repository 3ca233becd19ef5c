import type { CounterStore } from '@parasol/core';

/**
 * Sign-in throttling and lockout on the shared atomic counters, so that every instance of a
 * deployment counts together. Failures are counted per email in 15-minute windows, whether or
 * not an account has that email (the lockout then tells nothing about who has an account), and
 * per client address. Five failures lock the email until the window ends; a hundred lock the
 * address (someone trying many emails). A correct password does not open a locked email.
 */
export const THROTTLE = { windowMs: 15 * 60_000, perEmail: 5, perAddress: 100 } as const;

const windowOf = (now: number) => {
  const index = Math.floor(now / THROTTLE.windowMs);
  return { index, endsAt: (index + 1) * THROTTLE.windowMs };
};

export class SignInThrottle {
  constructor(private readonly counters: CounterStore) {}

  async locked(email: string, address: string, now: number): Promise<boolean> {
    const { index } = windowOf(now);
    const [byEmail, byAddress] = await Promise.all([this.counters.read(emailName(email, index), now), this.counters.read(addressName(address, index), now)]);
    return byEmail >= THROTTLE.perEmail || byAddress >= THROTTLE.perAddress;
  }

  async failed(email: string, address: string, now: number): Promise<void> {
    const { index, endsAt } = windowOf(now);
    await Promise.all([
      this.counters.increment(emailName(email, index), THROTTLE.perEmail, endsAt, now),
      this.counters.increment(addressName(address, index), THROTTLE.perAddress, endsAt, now),
    ]);
  }
}

const emailName = (email: string, window: number) => `console-signin:email:${email}:${window}`;
const addressName = (address: string, window: number) => `console-signin:address:${address}:${window}`;

/**
 * Emails the console sends on a visitor's request (sign-up, reset, resend) are limited per
 * address, so the form cannot be used to flood an inbox or the mail relay.
 */
export class MailThrottle {
  constructor(private readonly counters: CounterStore) {}

  async take(address: string, now: number): Promise<boolean> {
    const hour = Math.floor(now / 3_600_000);
    return (await this.counters.increment(`console-mail:${address}:${hour}`, 30, (hour + 1) * 3_600_000, now)).admitted;
  }
}
