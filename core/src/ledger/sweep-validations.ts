import { inject, injectable, optional } from 'inversify';
import { CLOCK, type Clock } from '../ports/clock.js';
import { SALE_STORE, type Ledger, type SaleStore } from '../ports/sale-store.js';
import { settledAt } from './auto-validation.js';
import { DAY_MS, DEFAULT_LEDGER_SETTINGS, LEDGER_SETTINGS, type LedgerSettings } from './ledger-settings.js';

const BATCH = 100;
const MAX_BATCHES = 1000;

/**
 * Writes the automatic validation of every pending sale past its period (auto-validation.ts).
 * Idempotent and safe on several instances at once: each sale is written by compare-and-set, a
 * lost race means another instance (or a postback) wrote it first. Reads never depend on it,
 * since every read settles the sale itself; it keeps stored statuses (and status filters) true.
 */
@injectable()
export class SweepValidations {
  private readonly settings: LedgerSettings;

  constructor(
    @inject(SALE_STORE) private readonly sales: SaleStore,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(LEDGER_SETTINGS) @optional() settings?: LedgerSettings,
  ) {
    this.settings = settings ?? DEFAULT_LEDGER_SETTINGS;
  }

  /** How many sales this call validated. */
  async run(ledger: Ledger): Promise<number> {
    const now = this.clock.now();
    const bookedBefore = now - this.settings.autoValidationDays * DAY_MS + 1;
    let validated = 0;
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const due = await this.sales.pendingBookedBefore(ledger, bookedBefore, BATCH);
      let written = 0;
      for (const sale of due) {
        const settled = settledAt(sale, now, this.settings.autoValidationDays);
        if (settled !== sale && (await this.sales.replace({ ...settled, version: sale.version + 1 }, sale.version))) written += 1;
      }
      validated += written;
      // A batch that wrote nothing was taken by another writer in the meantime: what is left is theirs.
      if (due.length < BATCH || written === 0) break;
    }
    return validated;
  }
}
