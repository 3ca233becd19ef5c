import { expect } from 'chai';
import type { ConsoleUserStore } from '@parasol/core';
import { aConsoleUser } from './console-records.js';
import { runContract, type ContractCase, type StoreFactory } from './contract-case.js';

/** A sealed TOTP secret as the console stores it (the store keeps it as given). */
const SEALED = { iv: 'aXZpdml2aXZpdml2', tag: 'dGFndGFndGFndGFndGFn', ciphertext: 'Y2lwaGVydGV4dA==', createdAt: 1_700_000_000_000 };

/** What every ConsoleUserStore adapter must do (core/src/ports/console-user-store.ts). */
export const consoleUserStoreCases: readonly ContractCase<ConsoleUserStore>[] = [
  {
    title: 'knows no user it was never given, by id or by email',
    run: async (store) => {
      expect(await store.get('usr_nobody')).to.equal(undefined);
      expect(await store.findByEmail('nobody@example.com')).to.equal(undefined);
    },
  },
  {
    title: 'creates a user and returns it whole by id and by email',
    run: async (store) => {
      const user = aConsoleUser({ totpSecret: SEALED, totpLastStep: 56_666_666, memberships: [{ partnerCode: 'acme', role: 'owner' }, { partnerCode: 'beta', role: 'member' }] });
      expect(await store.create(user)).to.equal(true);
      expect(await store.get(user.userId)).to.deep.equal(user);
      expect(await store.findByEmail(user.email)).to.deep.equal(user);
    },
  },
  {
    title: 'refuses a second user with the same email, keeping the first',
    run: async (store) => {
      const first = aConsoleUser();
      await store.create(first);
      expect(await store.create(aConsoleUser({ userId: 'usr_other' }))).to.equal(false);
      expect(await store.findByEmail(first.email)).to.deep.equal(first);
      expect(await store.get('usr_other')).to.equal(undefined);
    },
  },
  {
    title: 'admits exactly one of many concurrent sign-ups with the same email',
    run: async (store) => {
      const attempts = Array.from({ length: 12 }, (_, i) => aConsoleUser({ userId: `usr_${i}` }));
      const results = await Promise.all(attempts.map((u) => store.create(u)));
      expect(results.filter(Boolean)).to.have.length(1);
      expect(await store.findByEmail('owner@acme.example')).to.deep.equal(attempts[results.indexOf(true)]);
    },
  },
  {
    title: 'replaces on the expected version only, with version + 1, and never creates through replace',
    run: async (store) => {
      const v1 = aConsoleUser();
      expect(await store.replace({ ...v1, version: 2 }, 1)).to.equal(false);
      await store.create(v1);
      expect(await store.replace({ ...v1, totpSecret: SEALED, version: 3 }, 1)).to.equal(false);
      const v2 = { ...v1, totpSecret: SEALED, version: 2 };
      expect(await store.replace(v2, 1)).to.equal(true);
      expect(await store.replace({ ...v1, passwordHash: 'stale', version: 2 }, 1)).to.equal(false);
      expect(await store.get(v1.userId)).to.deep.equal(v2);
    },
  },
  {
    title: 'lets exactly one of many concurrent replaces from one version win',
    run: async (store) => {
      const v1 = aConsoleUser();
      await store.create(v1);
      const contenders = Array.from({ length: 12 }, (_, i) => ({ ...v1, passwordHash: `hash-${i}`, version: 2 }));
      const results = await Promise.all(contenders.map((u) => store.replace(u, 1)));
      expect(results.filter(Boolean)).to.have.length(1);
      expect(await store.get(v1.userId)).to.deep.equal(contenders[results.indexOf(true)]);
    },
  },
  {
    title: 'lists the members of one partner account only, oldest first',
    run: async (store) => {
      const owner = aConsoleUser({ createdAt: 1 });
      const member = aConsoleUser({ userId: 'usr_m', email: 'm@acme.example', memberships: [{ partnerCode: 'acme', role: 'member' }], createdAt: 2 });
      const other = aConsoleUser({ userId: 'usr_b', email: 'b@beta.example', memberships: [{ partnerCode: 'beta', role: 'owner' }], createdAt: 3 });
      for (const u of [member, other, owner]) await store.create(u);
      expect((await store.listByPartner('acme')).map((u) => u.userId)).to.deep.equal(['usr_acme_owner', 'usr_m']);
      expect(await store.listByPartner('gamma')).to.deep.equal([]);
    },
  },
  {
    title: 'keeps its own copy: changing the caller’s object afterwards changes nothing stored',
    run: async (store) => {
      const user = aConsoleUser();
      const mutable = structuredClone(user) as unknown as { memberships: { partnerCode: string }[] };
      await store.create(mutable as never);
      mutable.memberships[0]!.partnerCode = 'beta';
      expect(await store.get(user.userId)).to.deep.equal(user);
    },
  },
];

export function consoleUserStoreContract(name: string, make: StoreFactory<ConsoleUserStore>): void {
  runContract(`ConsoleUserStore contract: ${name}`, consoleUserStoreCases, make);
}
