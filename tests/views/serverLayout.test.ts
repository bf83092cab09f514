// The server's rooms: features (server/features/<feature>/) on a platform floor (server/platform/, server/db/,
// server/messages/). Read from the source's imports: the floor never imports a feature, no feature imports another
// feature's routes (what one feature needs of another is a service), and the server's imports have no circle.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../..');

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return name === 'migrations' ? [] : filesUnder(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

const SERVER = filesUnder('server');
const known = new Set(SERVER);

/** The file a relative import `spec` in `file` names, when `exists` says it is there (a directory's index too). */
function resolved(file: string, spec: string, exists: (path: string) => boolean): string | undefined {
  const base = normalize(join(dirname(file), spec));
  return [base, `${base}.ts`, `${base}/index.ts`].find(exists);
}

/** The server files `file` imports (relative imports only, types included: a type is a dependency too). */
function importsOf(file: string): string[] {
  const source = readFileSync(join(ROOT, file), 'utf8');
  const specs = [...source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]!);
  return specs.flatMap((spec) => resolved(file, spec, (p) => known.has(p)) ?? []);
}

const featureOf = (file: string) => /^server\/features\/([^/]+)\//.exec(file)?.[1];
const isFloor = (file: string) => /^server\/(platform|db|messages)\//.test(file);
const isRoutes = (file: string) => /(^|\/)([a-z]+Routes|routes)\.ts$/.test(file);

/**
 * The packages loaded with `file`, followed through the server's own modules: every import that brings values, and
 * every `import('…')` of a module named in the source (the server's entry loads its parts so); `import type` and
 * `export type` load nothing.
 */
function packagesLoadedBy(file: string): Map<string, string> {
  const loaded = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (from: string) => {
    if (seen.has(from)) return;
    seen.add(from);
    const source = readFileSync(join(ROOT, from), 'utf8');
    const statements = /^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/gm;
    for (const match of source.matchAll(statements)) {
      const spec = match[1] ?? match[2] ?? match[3]!;
      if (!spec.startsWith('.')) {
        if (!spec.startsWith('node:')) loaded.set(spec, from);
        continue;
      }
      const found = resolved(from, spec, (p) => /\.(ts|mjs)$/.test(p) && existsSync(join(ROOT, p)));
      if (found) visit(found);
    }
  };
  visit(file);
  return loaded;
}

describe('the server, by rooms', () => {
  it('has features on a floor', () => {
    expect(SERVER.filter((f) => featureOf(f)).length).toBeGreaterThan(30);
    expect(new Set(SERVER.map(featureOf).filter(Boolean)).size).toBeGreaterThanOrEqual(8);
    expect(SERVER.filter(isFloor).length).toBeGreaterThan(30);
  });

  it('keeps the floor free of features: nothing under platform/, db/ or messages/ imports a feature', () => {
    const up = SERVER.filter(isFloor).flatMap((f) =>
      importsOf(f)
        .filter((t) => featureOf(t))
        .map((t) => `${f} -> ${t}`),
    );
    expect(up).toEqual([]);
  });

  it("lets no feature import another feature's routes", () => {
    const wrong = SERVER.filter((f) => featureOf(f)).flatMap((f) =>
      importsOf(f)
        .filter((t) => featureOf(t) && featureOf(t) !== featureOf(f) && isRoutes(t))
        .map((t) => `${f} -> ${t}`),
    );
    expect(wrong).toEqual([]);
  });

  it('leaves drawing PDFs to the document workers: the request thread loads no PDF, font or subsetting package', () => {
    const drawing = ['pdf-lib', '@pdf-lib/fontkit', 'subset-font'];
    const loaded = packagesLoadedBy('server/main.ts');
    expect(loaded.has('hono')).toBe(true);
    expect(drawing.filter((name) => loaded.has(name)).map((name) => `${name} (from ${loaded.get(name)})`)).toEqual([]);
    const worker = packagesLoadedBy('server/platform/documentWorker.ts');
    expect(drawing.filter((name) => !worker.has(name))).toEqual([]);
  });

  it('has no import circle', () => {
    const graph = new Map(SERVER.map((f) => [f, importsOf(f)]));
    const circles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const stack: string[] = [];
    const visit = (f: string) => {
      state.set(f, 'open');
      stack.push(f);
      for (const t of graph.get(f) ?? []) {
        if (state.get(t) === 'open') circles.push([...stack.slice(stack.indexOf(t)), t].map((p) => relative('server', p)).join(' -> '));
        else if (!state.has(t)) visit(t);
      }
      stack.pop();
      state.set(f, 'done');
    };
    for (const f of SERVER) if (!state.has(f)) visit(f);
    expect(circles).toEqual([]);
  });
});
