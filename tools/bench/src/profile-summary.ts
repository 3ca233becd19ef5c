/**
 * Where a bench server's CPU went, from a V8 CPU profile (`npm run bench -- --profile`): the
 * time by area of the code (auth, pricing, REST, Koa, node's HTTP...) and the functions with the
 * most self and inclusive time, over a window of the profile (e.g. the measured phase only).
 */
interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  readonly children?: readonly number[];
  /** Samples by source line (1-based) of this node's own time. */
  readonly positionTicks?: readonly { readonly line: number; readonly ticks: number }[];
}
export interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** Areas, tried from the sampled function up its stack: the first frame that matches names the area. */
const AREAS: readonly (readonly [string, RegExp])[] = [
  ['auth: secret box (AES-GCM open)', /auth\/secret-box/],
  ['auth: signature (HMAC)', /auth\/signature/],
  ['auth: other', /auth\/authenticate/],
  ['sessions (nonce + HMAC)', /sessions\/session-tokens/],
  ['pricing: rate-insurers (abort signals, timers)', /pricing\/rate-insurers/],
  ['pricing: sandbox insurer', /adapters\/sandbox\//],
  ['pricing: HTTP insurer rater', /adapters\/insurer-http\//],
  ['money', /core\/(src|dist)\/money\//],
  ['pricing: other', /core\/(src|dist)\/pricing\//],
  ['trip', /core\/(src|dist)\/trip\//],
  ['validation (ajv + rules)', /core\/(src|dist)\/validation\/|node_modules\/ajv|^validate\d+\|/],
  ['limits', /core\/(src|dist)\/limits\/|memory-counter-store/],
  ['partner activity', /partner-activity|memory-partner-store/],
  ['key store', /memory-key-store/],
  ['links (mint-link, trip fingerprint)', /core\/(src|dist)\/subscriptions\//],
  ['ledger (record-conversion, sale transitions)', /core\/(src|dist)\/ledger\//],
  ['coach (bilan, cards)', /core\/(src|dist)\/coach\//],
  ['memory stores (frozen copies)', /adapters\/memory\/(src|dist)\/(memory-(subscription|sale)-store|frozen-copy)/],
  ['funnel (traveller url)', /adapters\/funnel-/],
  ['answer JSON (frozen parts)', /serialise\/(frozen-json|answer-json|offer-json)|shared\/deep-frozen/],
  ['request body JSON.parse', /api\/json-body/],
  ['pipeline (handle-call)', /api\/handle-call/],
  ['REST: write-answer (JSON.stringify, headers)', /rest\/(src|dist)\/write-answer/],
  ['REST: read-raw-body', /read-raw-body|node_modules\/raw-body/],
  ['REST: dispatch', /rest\/(src|dist)\/create-rest-app/],
  ['REST: other transport code', /transports\/rest\/(src|dist)\//],
  ['logging (pino, access log)', /node_modules\/(pino|sonic-boom|fast-redact|pino-std-serializers)\/|compose\/pino-logger/],
  ['MongoDB adapter', /adapters\/mongo\/(src|dist)\//],
  ['MongoDB driver (mongodb, bson)', /node_modules\/(mongodb|bson)\//],
  ['gRPC: answer encoding (wire-encoder, protobufjs)', /grpc\/(src|dist)\/wire-encoder|node_modules\/protobufjs\/src\/writer|^\|\w+\$encode$/],
  ['gRPC: message decoding (json-codec, protobufjs)', /grpc\/(src|dist)\/json-codec|node_modules\/protobufjs\/|^\|\w+\$decode$/],
  ['gRPC: transport (travel-service, answer-to-grpc)', /grpc\/(src|dist)\/(travel-service|answer-to-grpc|raw-methods|unary-answer)/],
  ['grpc-js (server calls, metadata)', /node_modules\/@grpc\/grpc-js\//],
  ['node: HTTP/2 (sessions, streams, headers)', /node:internal\/http2\//],
  ['bench baseline app', /bench\/bare-/],
  ['node: HTTP response write (end, writev, headers)', /node:_http_outgoing|node:_http_client|node:net\||node:internal\/streams\/writable|stream_base_commons/],
  ['node: HTTP request parse and dispatch', /node:_http_server|node:_http_common|node:_http_incoming|node:internal\/streams\/readable/],
  ['Koa + router', /node_modules\/(koa|@koa|koa-compose|delegates|type-is|mime-types|content-type|media-typer|on-finished|statuses|encodeurl|vary|http-errors)\//],
];

const short = (url: string) => url.replace(/^file:\/\/.*?\/(core|adapters|transports|tools)\//, '$1/').replace(/^file:\/\/.*node_modules\//, 'node_modules/');
const frameKey = (node: ProfileNode) => `${node.callFrame.functionName || '(anonymous)'} ${short(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;

export interface ProfileSummary {
  readonly windowSeconds: number;
  readonly busyShare: number;
  /** By area, its share of the window; with `requests`, also its time per request in µs. */
  readonly areas: readonly { readonly area: string; readonly share: number; readonly usPerRequest?: number }[];
  readonly selfTop: readonly { readonly frame: string; readonly share: number }[];
  readonly inclusiveTop: readonly { readonly frame: string; readonly share: number }[];
}

/**
 * `requests`: how many requests the server answered within the window (the bench counts them), so
 * that each area's time is also given per request, comparable between a subject and its baseline.
 */
export const summariseProfile = (profile: CpuProfile, options: { fromSeconds?: number; seconds?: number; top?: number; requests?: number } = {}): ProfileSummary => {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const from = (options.fromSeconds ?? 0) * 1e6;
  const to = options.seconds === undefined ? Number.POSITIVE_INFINITY : from + options.seconds * 1e6;
  const areas = new Map<string, number>();
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
  let clock = 0;
  let total = 0;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    clock += us;
    if (clock < from || clock > to) return;
    total += us;
    const leaf = byId.get(id) as ProfileNode;
    add(self, frameKey(leaf), us);
    const stack: ProfileNode[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) stack.push(byId.get(at) as ProfileNode);
    for (const key of new Set(stack.map(frameKey))) add(inclusive, key, us);
    const special = ['(idle)', '(garbage collector)', '(program)'].find((name) => leaf.callFrame.functionName === name);
    const area =
      special ??
      stack.map((node) => AREAS.find(([, pattern]) => pattern.test(`${node.callFrame.url}|${node.callFrame.functionName}`))?.[0]).find((a) => a !== undefined) ??
      (/^writev?|writeUtf8String|writeBuffer$/.test(leaf.callFrame.functionName) ? 'node: HTTP response write (end, writev, headers)' : 'other (microtasks, timers, events)');
    add(areas, area, us);
  });
  const ranked = (map: Map<string, number>, top: number) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, top).map(([key, us]) => ({ key, us, share: total === 0 ? 0 : us / total }));
  const top = options.top ?? 30;
  return {
    windowSeconds: total / 1e6,
    busyShare: total === 0 ? 0 : 1 - (areas.get('(idle)') ?? 0) / total,
    areas: ranked(areas, areas.size).map(({ key, us, share }) => ({ area: key, share, ...(options.requests ? { usPerRequest: us / options.requests } : {}) })),
    selfTop: ranked(self, top).map(({ key, share }) => ({ frame: key, share })),
    inclusiveTop: ranked(inclusive, top).map(({ key, share }) => ({ frame: key, share })),
  };
};


/**
 * The source lines of the project's own code with the most self time, over the whole profile
 * (V8 counts lines per node, not per sample, so no window applies): where a function's time goes,
 * down to the statement. This is how an object spread that cost more than the rest of its function
 * was found (docs/decisions/0020-hot-paths-no-spreads-that-add-a-key-loops-static-lists.md).
 * `usPerCall` when the calls the profile covers are known.
 */
export const hotLines = (profile: CpuProfile, options: { top?: number; calls?: number } = {}): { readonly line: string; readonly share: number; readonly usPerCall?: number }[] => {
  const totalUs = profile.timeDeltas.reduce((sum, us) => sum + us, 0);
  const sampled = profile.samples.length;
  const lines = new Map<string, number>();
  for (const node of profile.nodes) {
    const { url, functionName } = node.callFrame;
    // The project's own files only: node's internals and the dependencies are read by area.
    if (!/\/(core|adapters|transports|tools)\//.test(url) || url.includes('/node_modules/')) continue;
    for (const { line, ticks } of node.positionTicks ?? []) {
      const key = `${short(url)}:${line} ${functionName || '(anonymous)'}`;
      lines.set(key, (lines.get(key) ?? 0) + ticks);
    }
  }
  // A tick is one sample: its share of the samples, and of the profile's time per call.
  const perSample = sampled === 0 ? 0 : totalUs / sampled;
  return [...lines]
    .sort((a, b) => b[1] - a[1])
    .slice(0, options.top ?? 30)
    .map(([line, ticks]) => ({
      line,
      share: sampled === 0 ? 0 : ticks / sampled,
      ...(options.calls ? { usPerCall: (ticks * perSample) / options.calls } : {}),
    }));
};
