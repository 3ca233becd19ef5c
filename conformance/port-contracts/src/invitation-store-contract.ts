import { expect } from 'chai';
import type { InvitationStore } from '@parasol/core';
import { anInvitation } from './console-records.js';
import { runContract, type ContractCase, type StoreFactory } from './contract-case.js';

const NOW = 1_700_000_000_000 + 60_000;

/** What every InvitationStore adapter must do (core/src/ports/invitation-store.ts). */
export const invitationStoreCases: readonly ContractCase<InvitationStore>[] = [
  {
    title: 'creates an invitation and returns it whole; refuses the same id twice',
    run: async (store) => {
      const invitation = anInvitation();
      expect(await store.create(invitation)).to.equal(true);
      expect(await store.create(anInvitation({ partnerCode: 'beta' }))).to.equal(false);
      expect(await store.get(invitation.invitationId)).to.deep.equal(invitation);
      expect(await store.get('0'.repeat(64))).to.equal(undefined);
    },
  },
  {
    title: 'accepts an open invitation once: exactly one of concurrent accepts gets it',
    run: async (store) => {
      const invitation = anInvitation();
      await store.create(invitation);
      const results = await Promise.all(Array.from({ length: 8 }, () => store.accept(invitation.invitationId, NOW)));
      expect(results.filter((r) => r !== undefined)).to.deep.equal([{ ...invitation, acceptedAt: NOW }]);
      expect(await store.accept(invitation.invitationId, NOW + 1)).to.equal(undefined);
      expect(await store.get(invitation.invitationId)).to.deep.equal({ ...invitation, acceptedAt: NOW });
    },
  },
  {
    title: 'does not accept an expired or unknown invitation',
    run: async (store) => {
      const invitation = anInvitation();
      await store.create(invitation);
      expect(await store.accept(invitation.invitationId, invitation.expiresAt)).to.equal(undefined);
      expect(await store.accept('0'.repeat(64), NOW)).to.equal(undefined);
      expect(await store.get(invitation.invitationId)).to.deep.equal(invitation);
    },
  },
  {
    title: 'lists one partner’s invitations, oldest first',
    run: async (store) => {
      await store.create(anInvitation({ invitationId: 'i2', createdAt: 2 }));
      await store.create(anInvitation({ invitationId: 'i1', createdAt: 1 }));
      await store.create(anInvitation({ invitationId: 'b1', partnerCode: 'beta' }));
      expect((await store.listByPartner('acme')).map((i) => i.invitationId)).to.deep.equal(['i1', 'i2']);
    },
  },
];

export function invitationStoreContract(name: string, make: StoreFactory<InvitationStore>): void {
  runContract(`InvitationStore contract: ${name}`, invitationStoreCases, make);
}
