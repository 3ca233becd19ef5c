import type { Collection, Document } from 'mongodb';
import type { CheckoutStore, StoredCheckout } from '@parasol/core';
import { SCHEMA_VERSION, derivedId, fromDocument, toDocument } from './documents.js';
import { guarded, isDuplicateKey } from './mongo-errors.js';
import { DEFAULT_STORE_SETTINGS, type StoreSettings } from './store-settings.js';

const idOf = (subscriptionId: string) => derivedId('checkouts', subscriptionId);
const claimIdOf = (checkoutId: string) => derivedId('checkoutIds', checkoutId);

/** The indexed fields beside the record: what the filters and indexes name. */
interface CheckoutKeys {
  readonly checkoutId: string;
  readonly subscriptionId: string;
  readonly paymentIds: readonly string[];
}
type CheckoutDocument = StoredCheckout & CheckoutKeys;

const documentOf = (stored: StoredCheckout): Document =>
  toDocument<CheckoutDocument>(idOf(stored.checkout.subscriptionId), {
    ...stored,
    checkoutId: stored.checkout.checkoutId,
    subscriptionId: stored.checkout.subscriptionId,
    paymentIds: stored.pages.map((p) => p.paymentId),
  });

const storedOf = (document: Document | null): StoredCheckout | undefined => {
  const read = fromDocument<CheckoutDocument>(document);
  if (read === undefined) return undefined;
  const { checkoutId: _c, subscriptionId: _s, paymentIds: _p, ...stored } = read;
  return stored;
};

/**
 * Checkouts (collection `checkouts`), one document each, `_id` derived from the subscription id:
 * opening a subscription's checkout is one insertOne, and of concurrent clicks one creates and
 * the rest meet the duplicate key. The checkout id is claimed first in `checkoutIds` (its `_id`
 * derived from it), as subscription ids are (mongo-subscription-store.ts), since a unique
 * secondary index is not enforced everywhere. `replace` is a replaceOne on {_id, checkoutId,
 * version, paymentIds: all of the stored pages'}: a record of another checkout, or one dropping a
 * page, matches nothing. `byPayment` reads the multikey index on `paymentIds`.
 */
export class MongoCheckoutStore implements CheckoutStore {
  constructor(
    private readonly checkouts: Collection<Document>,
    private readonly claims: Collection<Document>,
    private readonly settings: StoreSettings = DEFAULT_STORE_SETTINGS,
  ) {}

  create(stored: StoredCheckout): Promise<boolean> {
    if (stored.version !== 1) return Promise.resolve(false);
    return this.guard('checkouts.create', async () => {
      const { checkoutId, subscriptionId } = stored.checkout;
      const claim = claimIdOf(checkoutId);
      try {
        await this.claims.insertOne({ _id: claim, checkoutId, subscriptionId, schemaVersion: SCHEMA_VERSION });
      } catch (e) {
        if (isDuplicateKey(e)) return false;
        throw e;
      }
      try {
        await this.checkouts.insertOne(documentOf(stored));
        return true;
      } catch (e) {
        if (!isDuplicateKey(e)) throw e;
      }
      // The subscription has a checkout: give the id back, so that the refusal changes nothing.
      await this.claims.deleteOne({ _id: claim, checkoutId });
      return false;
    });
  }

  get(checkoutId: string): Promise<StoredCheckout | undefined> {
    return this.guard('checkouts.get', async () => storedOf(await this.checkouts.findOne({ checkoutId })));
  }

  bySubscription(subscriptionId: string): Promise<StoredCheckout | undefined> {
    return this.guard('checkouts.bySubscription', async () => storedOf(await this.checkouts.findOne({ _id: idOf(subscriptionId), subscriptionId })));
  }

  byPayment(paymentId: string): Promise<StoredCheckout | undefined> {
    return this.guard('checkouts.byPayment', async () => storedOf(await this.checkouts.findOne({ paymentIds: paymentId })));
  }

  replace(stored: StoredCheckout, expectedVersion: number): Promise<boolean> {
    if (stored.version !== expectedVersion + 1) return Promise.resolve(false);
    return this.guard('checkouts.replace', async () => {
      const { checkoutId, subscriptionId } = stored.checkout;
      const current = await this.checkouts.findOne({ _id: idOf(subscriptionId), checkoutId, version: expectedVersion });
      const before = current === null ? undefined : storedOf(current);
      if (before === undefined || !keepsPages(before, stored)) return false;
      // The version in the filter is the compare-and-set: a write between the read and here matches nothing.
      const result = await this.checkouts.replaceOne({ _id: idOf(subscriptionId), subscriptionId, checkoutId, version: expectedVersion }, documentOf(stored));
      return result.matchedCount === 1;
    });
  }

  private guard<T>(operation: string, run: () => Promise<T>): Promise<T> {
    return guarded(operation, this.settings.retryAfterSeconds, run);
  }
}

/** Whether `next` keeps every payment page of `stored`, in order (pages only ever grow). */
const keepsPages = (stored: StoredCheckout, next: StoredCheckout): boolean =>
  next.pages.length >= stored.pages.length && stored.pages.every((page, i) => next.pages[i]?.paymentId === page.paymentId);
