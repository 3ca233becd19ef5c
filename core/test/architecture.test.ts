import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The shape of core/src, checked on its import lines (docs/request-pipeline.md, "How the layering
 * is checked"). Folders sit in layers, and a file imports only from its own layer or those below:
 *
 *   0 shared, errors          what everything may use
 *   1 reference               the spec's reference data
 *   2 trip                    the trip every feature reads
 *   3 contract                what every transport and feature shares: Caller, Operation,
 *                             SignedCall, Answer, the endpoint table, key and partner records
 *   4 ports                   the interfaces adapters implement
 *   5 the domain folders      the rules and use cases, which may use one another (no circle)
 *   6 api                     the pipeline, the facade and the in-process client
 *   7 index.ts, internal.ts   the package's entry points
 */
const SRC = fileURLToPath(new URL('../src/', import.meta.url));

const LAYERS: Readonly<Record<string, number>> = {
  shared: 0,
  errors: 0,
  reference: 1,
  trip: 2,
  contract: 3,
  ports: 4,
  api: 6,
  '.': 7,
};
const DOMAIN = 5;
const DOMAIN_FOLDERS = ['auth', 'checkout', 'coach', 'funnel', 'ledger', 'limits', 'meta', 'money', 'partners', 'payouts', 'pricing', 'schemas', 'sessions', 'subscriptions', 'validation', 'widget'];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [relative(SRC, path)] : [];
  });

/** Every relative module a file imports or re-exports (types included: a type circle is a circle too), as paths under src. */
const importsOf = (file: string, text: string): string[] =>
  [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'";]*?\bfrom\s+'(\.{1,2}\/[^']+)'|(?:^|\n)\s*import\s+'(\.{1,2}\/[^']+)'/g)]
    .map((match) => (match[1] ?? match[2]) as string)
    .filter((spec) => spec.endsWith('.js'))
    .map((spec) => normalize(join(dirname(file), spec)).replace(/\.js$/, '.ts'));

const folderOf = (file: string): string => (file.includes('/') ? (file.split('/')[0] as string) : '.');
const layerOf = (folder: string): number | undefined => LAYERS[folder] ?? (DOMAIN_FOLDERS.includes(folder) ? DOMAIN : undefined);

const files = sourceFiles(SRC);
const texts = new Map(files.map((file) => [file, readFileSync(join(SRC, file), 'utf8')]));
const graph = new Map(files.map((file) => [file, importsOf(file, texts.get(file) as string)]));

/** One import circle, as the files it runs through, or undefined. */
const findCircle = (edges: ReadonlyMap<string, readonly string[]>): string[] | undefined => {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): string[] | undefined => {
    if (state.get(file) === 'done') return undefined;
    if (state.get(file) === 'open') return [...path.slice(path.indexOf(file)), file];
    state.set(file, 'open');
    path.push(file);
    for (const next of edges.get(file) ?? []) {
      const circle = visit(next);
      if (circle) return circle;
    }
    path.pop();
    state.set(file, 'done');
    return undefined;
  };
  for (const file of edges.keys()) {
    const circle = visit(file);
    if (circle) return circle;
  }
  return undefined;
};

describe('core architecture: layers without circles, and no JSON writing', () => {
  it('reads the import lines it checks (the check itself works)', () => {
    expect(graph.get('api/handle-call.ts')).to.include('contract/operation.ts');
    expect(findCircle(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']]]))).to.deep.equal(['a', 'b', 'c', 'a']);
    expect(findCircle(new Map([['a', ['b', 'c']], ['b', ['c']], ['c', []]]))).to.equal(undefined);
  });

  it('places every folder of core/src in a layer', () => {
    const unplaced = [...new Set(files.map(folderOf))].filter((folder) => layerOf(folder) === undefined);
    expect(unplaced, 'add a new folder to LAYERS or DOMAIN_FOLDERS').to.deep.equal([]);
  });

  it('has no import circle in core/src', () => {
    expect(findCircle(graph)).to.equal(undefined);
    // The old circle of JSON writing: offer-json -> quoted-offer -> prepared-offers -> offer-json.
    expect(graph.get('pricing/prepared-offers.ts')).to.not.include('pricing/quoted-offer.ts');
  });

  it('imports nothing from a higher layer: contract and ports know no feature, no feature knows the pipeline', () => {
    const upward: string[] = [];
    for (const [file, targets] of graph) {
      for (const target of targets) {
        if ((layerOf(folderOf(target)) ?? 0) > (layerOf(folderOf(file)) ?? 0)) upward.push(`${file} -> ${target}`);
      }
    }
    expect(upward).to.deep.equal([]);
  });

  it('knows nothing of how JSON is written or of ports answering at once (transports/rest/src/serialise)', () => {
    const words = /frozen-json|answer-json|offer-json|withFrozenParts|withElementWriter|hasFrozenParts|frozenJson|Settled<|isPending/;
    const mentions = files.filter((file) => words.test(texts.get(file) as string));
    expect(mentions).to.deep.equal([]);
  });
});
