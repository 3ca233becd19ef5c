/**
 * Counts MongoDB wire-protocol messages in a byte stream cut into arbitrary chunks: every message
 * starts with its total length (int32, little-endian, the 4 bytes included), so the counter reads
 * a length, skips the rest of the message, and so on. One message from the driver is one round trip.
 */
export class WireMessageCounter {
  private messages = 0;
  /** Bytes of the current message still to skip. */
  private remaining = 0;
  /** The bytes of a length prefix read so far (a prefix may straddle two chunks). */
  private prefix: number[] = [];

  get count(): number {
    return this.messages;
  }

  push(chunk: Uint8Array): void {
    let at = 0;
    while (at < chunk.length) {
      if (this.remaining > 0) {
        const skipped = Math.min(this.remaining, chunk.length - at);
        this.remaining -= skipped;
        at += skipped;
        continue;
      }
      this.prefix.push(chunk[at] as number);
      at += 1;
      if (this.prefix.length === 4) {
        const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = this.prefix;
        this.messages += 1;
        this.remaining = Math.max(0, (b0 | (b1 << 8) | (b2 << 16) | (b3 << 24)) - 4);
        this.prefix = [];
      }
    }
  }
}
