import { expect } from 'chai';
import { fixedHeaderBlocks, HpackDecoder, huffmanCodes } from '../src/hpack.js';
import { runGrpcLoadPhase } from '../src/grpc-load-phase.js';
import { BENCH_REQUESTS } from '../src/bench-requests.js';
import { startBenchServer } from '../src/bench-servers.js';

/** The bench's own HTTP/2 gRPC client: its HPACK is RFC 7541's, and it reads answers as grpc-js does. No timing asserted. */
describe('bench: the HTTP/2 client loading the gRPC scenario', () => {
  it('has RFC 7541 Appendix B Huffman code (a complete prefix code, known codes)', () => {
    const { codes, lengths } = huffmanCodes();
    const code = (symbol: number) => [codes[symbol], lengths[symbol]];
    expect(code(0)).to.deep.equal([0x1ff8, 13]);
    expect(code('0'.charCodeAt(0))).to.deep.equal([0x0, 5]);
    expect(code('a'.charCodeAt(0))).to.deep.equal([0x3, 5]);
    expect(code(' '.charCodeAt(0))).to.deep.equal([0x14, 6]);
    expect(code(255)).to.deep.equal([0x3ffffee, 26]);
    expect(code(256)).to.deep.equal([0x3fffffff, 30]);
  });

  it('decodes RFC 7541 Appendix C.4: requests with Huffman strings and the dynamic table', () => {
    const decoder = new HpackDecoder();
    const hex = (text: string) => Buffer.from(text.replace(/\s/g, ''), 'hex');
    expect(decoder.decode(hex('8286 8441 8cf1 e3c2 e5f2 3a6b a0ab 90f4 ff'))).to.deep.equal([
      [':method', 'GET'],
      [':scheme', 'http'],
      [':path', '/'],
      [':authority', 'www.example.com'],
    ]);
    expect(decoder.decode(hex('8286 84be 5886 a8eb 1064 9cbf'))).to.deep.equal([
      [':method', 'GET'],
      [':scheme', 'http'],
      [':path', '/'],
      [':authority', 'www.example.com'],
      ['cache-control', 'no-cache'],
    ]);
    expect(decoder.decode(hex('8287 85bf 4088 25a8 49e9 5ba9 7d7f 8925 a849 e95b b8e8 b4bf'))).to.deep.equal([
      [':method', 'GET'],
      [':scheme', 'https'],
      [':path', '/index.html'],
      [':authority', 'www.example.com'],
      ['custom-key', 'custom-value'],
    ]);
  });

  it('sends the request headers indexed after the first call, as its own decoder reads them back', () => {
    const headers: [string, string][] = [
      [':method', 'POST'],
      [':path', '/parasol.travel.v1.Travel/Quote'],
      ['x-svc-key-id', 'ak_test_bench'],
    ];
    const { first, repeat } = fixedHeaderBlocks(headers);
    const decoder = new HpackDecoder();
    expect(decoder.decode(first)).to.deep.equal(headers);
    expect(decoder.decode(repeat)).to.deep.equal(headers);
    expect(repeat).to.have.length(3);
  });

  it('counts every call OK against the gRPC server, as the grpc-js client does, and a refused call as refused', async () => {
    const scenario = await startBenchServer('parasol-grpc');
    try {
      expect(scenario.url).to.match(/^grpc:\/\/127\.0\.0\.1:\d+$/);
      const target = { url: scenario.url, credentials: BENCH_REQUESTS.quote.credentials };
      for (const client of ['h2', 'grpc-js'] as const) {
        const phase = await runGrpcLoadPhase(target, 8, { seconds: 0.5 }, client);
        expect(phase.requests, client).to.be.greaterThan(10);
        expect({ non2xx: phase.non2xx, errors: phase.errors, timeouts: phase.timeouts, codes: Object.keys(phase.statusCodes) }, client).to.deep.equal({ non2xx: 0, errors: 0, timeouts: 0, codes: ['0'] });
      }
      // A phase of calls sends exactly that many.
      expect((await runGrpcLoadPhase(target, 4, { amount: 37 })).requests).to.equal(37);
      const refused = await runGrpcLoadPhase({ url: scenario.url, credentials: { ...target.credentials, secret: 'not-the-secret' } }, 4, { seconds: 0.3 });
      expect(refused.requests).to.equal(0);
      expect(refused.non2xx).to.be.greaterThan(0);
      expect(Object.keys(refused.statusCodes)).to.deep.equal(['16']);
    } finally {
      await scenario.close();
    }
  });
});
