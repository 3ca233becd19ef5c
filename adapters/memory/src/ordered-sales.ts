import type { SalePosition } from '@parasol/core';

/** Where a sale sits in a listing: its position, and what finds the record (partner and order id). */
export interface SaleSlot extends SalePosition {
  readonly partnerCode: string;
  readonly externalOrderId: string;
}

/** The listing order: booking time, then saleId (code units, as MongoDB compares ASCII ids). */
export const compareSales = (a: SalePosition, b: SalePosition): number =>
  a.bookedAt - b.bookedAt || (a.saleId < b.saleId ? -1 : a.saleId > b.saleId ? 1 : 0);

/**
 * Sales kept in listing order, so that a page starts with a binary search and reads only its own
 * sales. Sales are booked in time order, so an insertion is nearly always an append; a removal
 * (a status change moves a sale between lists) is a binary search and one splice.
 */
export class OrderedSales {
  private readonly slots: SaleSlot[] = [];

  get size(): number {
    return this.slots.length;
  }

  insert(slot: SaleSlot): void {
    const last = this.slots[this.slots.length - 1];
    if (last === undefined || compareSales(last, slot) < 0) this.slots.push(slot);
    else this.slots.splice(this.firstAfter(slot, true), 0, slot);
  }

  remove(slot: SaleSlot): void {
    // Slots at one position (the same booking time and saleId) are told apart by their order.
    for (let at = this.firstAfter(slot, true); at < this.slots.length && compareSales(this.slots[at]!, slot) === 0; at++) {
      const found = this.slots[at]!;
      if (found.externalOrderId === slot.externalOrderId && found.partnerCode === slot.partnerCode) {
        this.slots.splice(at, 1);
        return;
      }
    }
  }

  /**
   * The slots from the first one after `after` (or at or after `from`, whichever is later), in
   * order, while `bookedAt < to`: a generator, so a page stops reading as soon as it is full.
   */
  *from(after: SalePosition | undefined, bookedFrom: number | undefined, bookedTo: number | undefined): Generator<SaleSlot> {
    let at = 0;
    if (after !== undefined) at = this.firstAfter(after, false);
    if (bookedFrom !== undefined) at = Math.max(at, this.firstAfter({ bookedAt: bookedFrom, saleId: '' }, true));
    for (; at < this.slots.length; at++) {
      const slot = this.slots[at]!;
      if (bookedTo !== undefined && slot.bookedAt >= bookedTo) return;
      yield slot;
    }
  }

  /** Index of the first slot sorting after `position` (at or after it when `inclusive`). */
  private firstAfter(position: SalePosition, inclusive: boolean): number {
    let low = 0;
    let high = this.slots.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const order = compareSales(this.slots[mid]!, position);
      if (order < 0 || (!inclusive && order === 0)) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}
