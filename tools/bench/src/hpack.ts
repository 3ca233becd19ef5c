/**
 * The HPACK (RFC 7541) a load generator needs: a decoder of the header blocks a server sends
 * (indexed fields, literals, the dynamic table and its size updates, Huffman strings), and the
 * encoding of one fixed request header list, sent with incremental indexing once per connection
 * and then as indexes into the dynamic table, as an HTTP/2 client library does.
 */

/** RFC 7541 Appendix A: the static table, from index 1. */
const STATIC_TABLE: readonly (readonly [string, string])[] = [
  [':authority', ''], [':method', 'GET'], [':method', 'POST'], [':path', '/'], [':path', '/index.html'], [':scheme', 'http'],
  [':scheme', 'https'], [':status', '200'], [':status', '204'], [':status', '206'], [':status', '304'], [':status', '400'],
  [':status', '404'], [':status', '500'], ['accept-charset', ''], ['accept-encoding', 'gzip, deflate'], ['accept-language', ''],
  ['accept-ranges', ''], ['accept', ''], ['access-control-allow-origin', ''], ['age', ''], ['allow', ''], ['authorization', ''],
  ['cache-control', ''], ['content-disposition', ''], ['content-encoding', ''], ['content-language', ''], ['content-length', ''],
  ['content-location', ''], ['content-range', ''], ['content-type', ''], ['cookie', ''], ['date', ''], ['etag', ''], ['expect', ''],
  ['expires', ''], ['from', ''], ['host', ''], ['if-match', ''], ['if-modified-since', ''], ['if-none-match', ''], ['if-range', ''],
  ['if-unmodified-since', ''], ['last-modified', ''], ['link', ''], ['location', ''], ['max-forwards', ''], ['proxy-authenticate', ''],
  ['proxy-authorization', ''], ['range', ''], ['referer', ''], ['refresh', ''], ['retry-after', ''], ['server', ''], ['set-cookie', ''],
  ['strict-transport-security', ''], ['transfer-encoding', ''], ['user-agent', ''], ['vary', ''], ['via', ''], ['www-authenticate', ''],
];

/**
 * RFC 7541 Appendix B: the Huffman code's length in bits of symbols 0 to 255 and EOS (256). The
 * code is canonical (codes of one length are consecutive, in symbol order, each length's first
 * code following the previous length's last), so the lengths define it; huffmanCodes() checks it
 * is complete (Kraft sum 1) and tests check known codes.
 */
const HUFFMAN_LENGTHS: readonly number[] = [
  // 0-31: control characters
  13, 23, 28, 28, 28, 28, 28, 28, 28, 24, 30, 28, 28, 30, 28, 28, 28, 28, 28, 28, 28, 28, 30, 28, 28, 28, 28, 28, 28, 28, 28, 28,
  // 32-63: ' ' to '?'
  6, 10, 10, 12, 13, 6, 8, 11, 10, 10, 8, 11, 8, 6, 6, 6, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 7, 8, 15, 6, 12, 10,
  // 64-95: '@' to '_'
  13, 6, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 8, 7, 8, 13, 19, 13, 14, 6,
  // 96-127: '`' to DEL
  15, 5, 6, 5, 6, 5, 6, 6, 6, 5, 7, 7, 6, 6, 6, 5, 6, 7, 6, 5, 5, 6, 7, 7, 7, 7, 7, 15, 11, 14, 13, 28,
  // 128-159
  20, 22, 20, 20, 22, 22, 22, 23, 22, 23, 23, 23, 23, 23, 24, 23, 24, 24, 22, 23, 24, 23, 23, 23, 23, 21, 22, 23, 22, 23, 23, 24,
  // 160-191
  22, 21, 20, 22, 22, 23, 23, 21, 23, 22, 22, 24, 21, 22, 23, 23, 21, 21, 22, 21, 23, 22, 23, 23, 20, 22, 22, 22, 23, 22, 22, 23,
  // 192-223
  26, 26, 20, 19, 22, 23, 22, 25, 26, 26, 26, 27, 27, 26, 24, 25, 19, 21, 26, 27, 27, 26, 27, 24, 21, 21, 26, 26, 28, 27, 27, 27,
  // 224-255
  20, 24, 20, 21, 22, 21, 21, 23, 22, 22, 25, 25, 24, 24, 26, 23, 26, 27, 26, 26, 27, 27, 27, 27, 27, 28, 27, 27, 27, 27, 27, 26,
  // EOS
  30,
];

const EOS = 256;
const MAX_BITS = 30;

/** Each symbol's code (right-aligned), from the lengths; throws if they are not a complete prefix code. */
export const huffmanCodes = (): { codes: number[]; lengths: readonly number[] } => {
  if (HUFFMAN_LENGTHS.length !== 257) throw new Error('HPACK Huffman table: 257 lengths expected');
  const codes: number[] = new Array(257).fill(0);
  let code = 0;
  let kraft = 0;
  for (let length = 1; length <= MAX_BITS; length++) {
    for (let symbol = 0; symbol <= EOS; symbol++) {
      if (HUFFMAN_LENGTHS[symbol] !== length) continue;
      codes[symbol] = code;
      code += 1;
      kraft += 2 ** (MAX_BITS - length);
    }
    code <<= 1;
  }
  if (kraft !== 2 ** MAX_BITS) throw new Error('HPACK Huffman table: the lengths are not a complete prefix code');
  return { codes, lengths: HUFFMAN_LENGTHS };
};

/** Per length: the first code, how many codes, and where its symbols start in the symbols-by-code list. */
const decoding = (() => {
  const { codes } = huffmanCodes();
  const bySymbolOrder = [...Array(257).keys()].sort((a, b) => (HUFFMAN_LENGTHS[a] as number) - (HUFFMAN_LENGTHS[b] as number) || (codes[a] as number) - (codes[b] as number));
  const first = new Array<number>(MAX_BITS + 1).fill(0);
  const count = new Array<number>(MAX_BITS + 1).fill(0);
  const offset = new Array<number>(MAX_BITS + 1).fill(0);
  bySymbolOrder.forEach((symbol, i) => {
    const length = HUFFMAN_LENGTHS[symbol] as number;
    if (count[length] === 0) {
      first[length] = codes[symbol] as number;
      offset[length] = i;
    }
    count[length] = (count[length] as number) + 1;
  });
  return { first, count, offset, symbols: bySymbolOrder };
})();

export class HpackError extends Error {
  override readonly name = 'HpackError';
}

const huffmanDecode = (bytes: Buffer, start: number, end: number): string => {
  const { first, count, offset, symbols } = decoding;
  const out: number[] = [];
  let code = 0;
  let length = 0;
  for (let i = start; i < end; i++) {
    const byte = bytes[i] as number;
    for (let bit = 7; bit >= 0; bit--) {
      code = (code << 1) | ((byte >> bit) & 1);
      length += 1;
      const index = code - (first[length] as number);
      if ((count[length] as number) > 0 && index >= 0 && index < (count[length] as number)) {
        const symbol = symbols[(offset[length] as number) + index] as number;
        if (symbol === EOS) throw new HpackError('EOS inside a Huffman string');
        out.push(symbol);
        code = 0;
        length = 0;
      } else if (length > MAX_BITS) throw new HpackError('invalid Huffman code');
    }
  }
  // Padding: at most 7 bits, all ones (a prefix of EOS).
  if (length > 7 || code !== (1 << length) - 1) throw new HpackError('invalid Huffman padding');
  return Buffer.from(out).toString('latin1');
};

/** Decodes the header blocks of one connection, in order (the dynamic table is the connection's). */
export class HpackDecoder {
  private readonly table: [string, string][] = [];
  private size = 0;
  private maxSize: number;
  private readonly limit: number;
  private at = 0;
  private block: Buffer = Buffer.alloc(0);

  /** @param announced the SETTINGS_HEADER_TABLE_SIZE this side announced (4096 by default). */
  constructor(announced = 4096) {
    this.maxSize = announced;
    this.limit = announced;
  }

  private integer(prefixBits: number): number {
    const mask = (1 << prefixBits) - 1;
    let value = (this.block[this.at++] as number) & mask;
    if (value < mask) return value;
    let shift = 0;
    for (;;) {
      if (this.at >= this.block.length) throw new HpackError('truncated integer');
      const byte = this.block[this.at++] as number;
      value += (byte & 127) * 2 ** shift;
      shift += 7;
      if ((byte & 128) === 0) return value;
      if (shift > 28) throw new HpackError('integer too large');
    }
  }

  private string(): string {
    if (this.at >= this.block.length) throw new HpackError('truncated string');
    const huffman = ((this.block[this.at] as number) & 128) !== 0;
    const length = this.integer(7);
    const end = this.at + length;
    if (end > this.block.length) throw new HpackError('truncated string');
    const text = huffman ? huffmanDecode(this.block, this.at, end) : this.block.toString('latin1', this.at, end);
    this.at = end;
    return text;
  }

  private entry(index: number): readonly [string, string] {
    if (index >= 1 && index <= STATIC_TABLE.length) return STATIC_TABLE[index - 1] as [string, string];
    const dynamic = this.table[index - STATIC_TABLE.length - 1];
    if (index === 0 || dynamic === undefined) throw new HpackError(`no table entry ${index}`);
    return dynamic;
  }

  private evictTo(max: number): void {
    while (this.size > max) {
      const [name, value] = this.table.pop() as [string, string];
      this.size -= 32 + Buffer.byteLength(name) + Buffer.byteLength(value);
    }
  }

  private insert(name: string, value: string): void {
    const size = 32 + Buffer.byteLength(name) + Buffer.byteLength(value);
    this.evictTo(this.maxSize - size);
    if (size <= this.maxSize) {
      this.table.unshift([name, value]);
      this.size += size;
    }
  }

  /** The header list of one complete header block (HEADERS plus any CONTINUATION fragments). */
  decode(block: Buffer): [string, string][] {
    this.block = block;
    this.at = 0;
    const headers: [string, string][] = [];
    while (this.at < block.length) {
      const byte = block[this.at] as number;
      if (byte & 128) {
        const [name, value] = this.entry(this.integer(7));
        headers.push([name, value]);
      } else if (byte & 64) {
        const index = this.integer(6);
        const name = index === 0 ? this.string() : (this.entry(index)[0] as string);
        const value = this.string();
        headers.push([name, value]);
        this.insert(name, value);
      } else if (byte & 32) {
        const max = this.integer(5);
        if (max > this.limit) throw new HpackError('table size update above the announced maximum');
        this.maxSize = max;
        this.evictTo(max);
      } else {
        // Literal without indexing (0000) or never indexed (0001): 4-bit name index.
        const index = this.integer(4);
        const name = index === 0 ? this.string() : (this.entry(index)[0] as string);
        headers.push([name, this.string()]);
      }
    }
    return headers;
  }
}

const integerBytes = (value: number, prefixBits: number, pattern: number): number[] => {
  const max = (1 << prefixBits) - 1;
  if (value < max) return [pattern | value];
  const out = [pattern | max];
  let rest = value - max;
  while (rest >= 128) {
    out.push((rest & 127) | 128);
    rest = Math.floor(rest / 128);
  }
  out.push(rest);
  return out;
};

const literalString = (text: string): Buffer => Buffer.concat([Buffer.from(integerBytes(Buffer.byteLength(text), 7, 0)), Buffer.from(text, 'latin1')]);

/**
 * One request header list, as a client with a dynamic table sends it: `first` inserts every field
 * into the server's table (literal with incremental indexing, plain strings), `repeat` names them
 * all by index afterwards. Valid while the list fits the server's table (4096 bytes by default).
 */
export const fixedHeaderBlocks = (headers: readonly (readonly [string, string])[]): { first: Buffer; repeat: Buffer } => {
  const size = headers.reduce((sum, [name, value]) => sum + 32 + Buffer.byteLength(name) + Buffer.byteLength(value), 0);
  if (size > 4096) throw new Error(`the request headers take ${size} bytes of the HPACK table, more than 4096`);
  const first = Buffer.concat(headers.map(([name, value]) => Buffer.concat([Buffer.from([0x40]), literalString(name), literalString(value)])));
  // After n insertions the last is index 62, the first 62 + n - 1.
  const repeat = Buffer.from(headers.flatMap((_, i) => integerBytes(STATIC_TABLE.length + headers.length - i, 7, 0x80)));
  return { first, repeat };
};
