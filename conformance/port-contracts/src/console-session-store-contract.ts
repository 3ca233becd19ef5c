import { expect } from 'chai';
import type { ConsoleSessionStore } from '@parasol/core';
import { aConsoleSession } from './console-records.js';
import { runContract, type ContractCase, type StoreFactory } from './contract-case.js';

const NOW = 1_700_000_000_000 + 60_000;

/** What every ConsoleSessionStore adapter must do (core/src/ports/console-session-store.ts). */
export const consoleSessionStoreCases: readonly ContractCase<ConsoleSessionStore>[] = [
  {
    title: 'creates a session and returns it whole until it expires, then never',
    run: async (store) => {
      const session = aConsoleSession({ secondFactorAt: NOW, userAgent: 'Chromium' });
      expect(await store.create(session)).to.equal(true);
      expect(await store.get(session.sessionId, NOW)).to.deep.equal(session);
      expect(await store.get(session.sessionId, session.expiresAt - 1)).to.deep.equal(session);
      expect(await store.get(session.sessionId, session.expiresAt)).to.equal(undefined);
    },
  },
  {
    title: 'refuses a second create of the same id, keeping the first',
    run: async (store) => {
      const first = aConsoleSession();
      await store.create(first);
      expect(await store.create(aConsoleSession({ userId: 'usr_intruder' }))).to.equal(false);
      expect(await store.get(first.sessionId, NOW)).to.deep.equal(first);
    },
  },
  {
    title: 'removes one session (rotation, sign-out): it no longer opens, a second remove is false',
    run: async (store) => {
      const session = aConsoleSession();
      await store.create(session);
      expect(await store.remove(session.sessionId)).to.equal(true);
      expect(await store.get(session.sessionId, NOW)).to.equal(undefined);
      expect(await store.remove(session.sessionId)).to.equal(false);
    },
  },
  {
    title: 'removes every session of one user and none of another’s',
    run: async (store) => {
      await store.create(aConsoleSession({ sessionId: 'a1' }));
      await store.create(aConsoleSession({ sessionId: 'a2', createdAt: 1_700_000_000_001 }));
      const other = aConsoleSession({ sessionId: 'b1', userId: 'usr_beta' });
      await store.create(other);
      expect(await store.removeByUser('usr_acme_owner')).to.equal(2);
      expect(await store.get('a1', NOW)).to.equal(undefined);
      expect(await store.get('a2', NOW)).to.equal(undefined);
      expect(await store.get('b1', NOW)).to.deep.equal(other);
    },
  },
  {
    title: 'lists a user’s live sessions, oldest first, without expired ones',
    run: async (store) => {
      await store.create(aConsoleSession({ sessionId: 's2', createdAt: 2 }));
      await store.create(aConsoleSession({ sessionId: 's1', createdAt: 1 }));
      await store.create(aConsoleSession({ sessionId: 'old', createdAt: 0, expiresAt: NOW }));
      await store.create(aConsoleSession({ sessionId: 'b', userId: 'usr_beta' }));
      expect((await store.listByUser('usr_acme_owner', NOW)).map((s) => s.sessionId)).to.deep.equal(['s1', 's2']);
    },
  },
];

export function consoleSessionStoreContract(name: string, make: StoreFactory<ConsoleSessionStore>): void {
  runContract(`ConsoleSessionStore contract: ${name}`, consoleSessionStoreCases, make);
}
