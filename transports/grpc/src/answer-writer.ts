import protobuf from 'protobufjs/minimal.js';

/** Longest string the ASCII path takes: above it, node's own UTF-8 writer is the faster. */
const SHORT = 64;

/** Writes an ASCII string's bytes, one per UTF-16 unit (the same as its UTF-8). */
const writeAscii = (text: string, buf: Uint8Array, pos: number): void => {
  for (let i = 0; i < text.length; i++) buf[pos + i] = text.charCodeAt(i);
};

const writeBytes = (bytes: Uint8Array, buf: Uint8Array, pos: number): void => buf.set(bytes, pos);

/**
 * The operation queue protobufjs's writers share: Writer#_push, internal to the library, and the
 * queue's ends (head, tail: public), as Writer#ldelim splices a fork's operations into its parent.
 */
interface Queue {
  _push<T>(fn: (value: T, buf: Uint8Array, pos: number) => void, length: number, value: T): protobuf.Writer;
  head: { next: unknown };
  tail: { next: unknown };
}

/**
 * The protobufjs writer the server encodes its answers with: the library's own BufferWriter, with
 * two shortcuts through its own operation queue (answer-writer.test.ts pins the bytes to the
 * library's):
 * - a short ASCII string (ids, codes, currencies, names, dates: most of an answer's strings) is
 *   measured and written by a plain loop, where the library asks node for its UTF-8 length (a
 *   native call per string) and writes it through its general UTF-8 encoder; any other string
 *   goes through the library;
 * - a bytes field may be given another AnswerWriter, whose queued writes this one takes over:
 *   a quote's offers, each encoded with its kept parts appended (body-mapper.ts, wire-views.ts),
 *   are written once, into the answer's buffer.
 */
export class AnswerWriter extends protobuf.BufferWriter {
  /** Whether another writer took this one's writes over: they can be written once only. */
  private spent = false;

  override string(value: string): this {
    const length = value.length;
    if (length > SHORT) return super.string(value) as this;
    for (let i = 0; i < length; i++) if (value.charCodeAt(i) > 0x7f) return super.string(value) as this;
    this.uint32(length);
    if (length > 0) (this as unknown as Queue)._push(writeAscii, length, value);
    return this;
  }

  /** Appends encoded fields as they are (a kept part: its tags, lengths and values), to the message being written. */
  fields(bytes: Uint8Array): this {
    if (bytes.length > 0) (this as unknown as Queue)._push(writeBytes, bytes.length, bytes);
    return this;
  }

  /**
   * A bytes field's value: bytes, or an embedded message written by another AnswerWriter, whose
   * queued writes are taken over as they are (as the library's ldelim takes a fork's): an offer
   * of a quote is written once, into the answer's own buffer. The other writer is spent.
   */
  override bytes(value: Uint8Array | string | AnswerWriter): this {
    if (!(value instanceof AnswerWriter)) return super.bytes(value) as this;
    if (value.spent) throw new Error('this AnswerWriter was already written into another: its writes are written once');
    value.spent = true;
    const length = value.len;
    this.uint32(length);
    if (length > 0) {
      const self = this as unknown as Queue;
      const other = value as unknown as Queue;
      self.tail.next = other.head.next;
      self.tail = other.tail;
      this.len += length;
    }
    return this;
  }
}
