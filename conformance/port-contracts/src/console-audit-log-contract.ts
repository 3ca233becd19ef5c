import { expect } from 'chai';
import type { ConsoleAuditLog } from '@parasol/core';
import { anAuditEntry } from './console-records.js';
import { runContract, type ContractCase, type StoreFactory } from './contract-case.js';

/** What every ConsoleAuditLog adapter must do (core/src/ports/console-audit-log.ts). */
export const consoleAuditLogCases: readonly ContractCase<ConsoleAuditLog>[] = [
  {
    title: 'returns appended entries whole, newest first, one partner’s only',
    run: async (log) => {
      const created = anAuditEntry({ entryId: 'aud_1', at: 1 });
      const rotated = anAuditEntry({ entryId: 'aud_2', at: 2, action: 'key.rotated', detail: 'previous secret retires in 24 h' });
      const beta = anAuditEntry({ entryId: 'aud_3', at: 3, partnerCode: 'beta' });
      for (const e of [created, rotated, beta]) await log.append(e);
      expect(await log.listByPartner('acme', 10)).to.deep.equal([rotated, created]);
      expect(await log.listAll(10)).to.deep.equal([beta, rotated, created]);
    },
  },
  {
    title: 'keeps the order of entries of the same millisecond (later first) and honours the limit',
    run: async (log) => {
      for (let i = 0; i < 5; i++) await log.append(anAuditEntry({ entryId: `aud_${i}`, at: 7 }));
      expect((await log.listByPartner('acme', 3)).map((e) => e.entryId)).to.deep.equal(['aud_4', 'aud_3', 'aud_2']);
      expect(await log.listAll(0)).to.deep.equal([]);
    },
  },
];

export function consoleAuditLogContract(name: string, make: StoreFactory<ConsoleAuditLog>): void {
  runContract(`ConsoleAuditLog contract: ${name}`, consoleAuditLogCases, make);
}
