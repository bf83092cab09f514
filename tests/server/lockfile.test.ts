// `npm ci` refuses a lockfile that misses any optional dependency of a locked package, even one for another platform
// (npm 11 leaves Biome's non-Linux binaries out when the registry it resolves against does not serve them).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Entry = { version?: string; optionalDependencies?: Record<string, string> };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, Entry> };

/** The lock entry npm would pick for `name` required from `from` (its own node_modules, then each parent's). */
function resolve(from: string, name: string): Entry | undefined {
  let dir = from;
  for (;;) {
    const found = lock.packages[`${dir ? `${dir}/` : ''}node_modules/${name}`];
    if (found) return found;
    if (!dir) return undefined;
    const at = dir.lastIndexOf('/node_modules/');
    dir = at === -1 ? '' : dir.slice(0, at);
  }
}

describe('package-lock.json', () => {
  it('names every optional dependency of every locked package, whatever its platform', () => {
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
        if (!resolve(path, name)) missing.push(`${name}@${range} (for ${path || 'the root'})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("locks Biome's binaries for Linux (glibc and musl), macOS and Windows, on x64 and arm64", () => {
    const version = lock.packages['node_modules/@biomejs/biome']?.version;
    for (const platform of [
      'linux-x64',
      'linux-arm64',
      'linux-x64-musl',
      'linux-arm64-musl',
      'darwin-x64',
      'darwin-arm64',
      'win32-x64',
      'win32-arm64',
    ]) {
      expect(lock.packages[`node_modules/@biomejs/cli-${platform}`]?.version, platform).toBe(version);
    }
  });
});
