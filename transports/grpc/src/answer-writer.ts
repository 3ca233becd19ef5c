import protobuf from 'protobufjs/minimal.js';

/** Longest string the ASCII path takes: above it, node's own UTF-8 writer is the faster. */
const SHORT = 64;

/** Writes an ASCII string's bytes, one per UTF-16 unit (the same as its UTF-8). */
const writeAscii = (text: string, buf: Uint8Array, pos: number): void => {
  for (let i = 0; i < text.length; i++) buf[pos + i] = text.charCodeAt(i);
};

/** The operation queue protobufjs's writers share (Writer#_push, internal to the library but stable across 6.x and 7.x). */
interface Pushing {
  _push(fn: (value: string, buf: Uint8Array, pos: number) => void, length: number, value: string): protobuf.Writer;
}

/**
 * The protobufjs writer the server encodes its answers with: the library's own BufferWriter,
 * but a short ASCII string (ids, codes, currencies, names, dates: most of an answer's strings)
 * is measured and written by a plain loop, where the library asks node for its UTF-8 length
 * (a native call per string) and writes it through its general UTF-8 encoder. Any other string
 * goes through the library. answer-writer.test.ts pins the bytes to the library's.
 */
export class AnswerWriter extends protobuf.BufferWriter {
  override string(value: string): this {
    const length = value.length;
    if (length > SHORT) return super.string(value) as this;
    for (let i = 0; i < length; i++) if (value.charCodeAt(i) > 0x7f) return super.string(value) as this;
    this.uint32(length);
    if (length > 0) (this as unknown as Pushing)._push(writeAscii, length, value);
    return this;
  }
}
