// @vitest-environment node
// The Amharic build's module swap (scripts/lib/languageSwap.mjs) on real files: the project's own language module,
// and a small tree of modules bundled by Vite with the plugin, as the Amharic build does.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterpart, languageSwap } from '../../scripts/lib/languageSwap.mjs';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'eca-swap-'));
  const files: Record<string, string> = {
    'main.ts': [
      "import { words } from './src/i18n/en/words';",
      "import { about } from './content/about';",
      "import { plans } from './content/plans';",
      "import { Card } from './src/Card';",
      'export const all = [words, about, plans, Card];',
    ].join('\n'),
    'src/i18n/en/words.ts': "export const words = 'english words';",
    'src/i18n/am/words.ts': "export const words = 'amharic words';",
    'content/about.ts': "export const about = 'english about';",
    // The Amharic module takes a neutral value from beside its folder: the English original, never its own counterpart.
    'content/am/about.ts': "import { shared } from '../shared';\nexport const about = 'amharic about ' + shared;",
    'content/shared.ts': "export const shared = 'shared';",
    'content/am/shared.ts': "export const shared = 'must not be used by content/am/about.ts';",
    'content/plans.ts': "export const plans = 'english plans (no counterpart)';",
    'src/Card.tsx': "export const Card = 'english card';",
    'src/am/Card.tsx': "export const Card = 'amharic card';",
  };
  for (const [name, body] of Object.entries(files)) {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), body);
  }
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('counterpart', () => {
  it('finds the project’s Amharic language module for its English one', () => {
    expect(counterpart(resolve('src/i18n/lang.ts'), resolve('src/router.tsx'), 'am', 'en')).toBe(resolve('src/i18n/am/lang.ts'));
  });

  it('maps the English catalog folder to the Amharic one, and D/X to D/am/X, only where that file exists', () => {
    const at = (name: string) => join(dir, name);
    expect(counterpart(at('src/i18n/en/words.ts'), at('main.ts'), 'am', 'en')).toBe(at('src/i18n/am/words.ts'));
    expect(counterpart(at('content/about.ts'), at('main.ts'), 'am', 'en')).toBe(at('content/am/about.ts'));
    expect(counterpart(at('src/Card.tsx'), at('main.ts'), 'am', 'en')).toBe(at('src/am/Card.tsx'));
    expect(counterpart(at('content/plans.ts'), at('main.ts'), 'am', 'en')).toBeUndefined();
    // An Amharic module's own imports from beside its folder stay as they are.
    expect(counterpart(at('content/shared.ts'), at('content/am/about.ts'), 'am', 'en')).toBeUndefined();
    expect(counterpart(at('content/shared.ts'), at('content/about.ts'), 'am', 'en')).toBe(at('content/am/shared.ts'));
    // Only source modules are swapped.
    expect(counterpart(at('content/about.css'), at('main.ts'), 'am', 'en')).toBeUndefined();
  });
});

describe('the plugin in a Vite build', () => {
  const bundle = async (plugins: ReturnType<typeof languageSwap>[]) => {
    const out = await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins,
      build: { write: false, minify: false, lib: { entry: join(dir, 'main.ts'), formats: ['es'], fileName: 'main' } },
    });
    const outputs = (Array.isArray(out) ? out : [out]).flatMap((o) => ('output' in o ? o.output : []));
    return outputs.map((o) => ('code' in o ? o.code : '')).join('\n');
  };

  it('bundles the Amharic counterparts and the English modules that have none', async () => {
    const code = await bundle([languageSwap('am', 'en')]);
    expect(code).toContain('amharic words');
    expect(code).toContain('amharic card');
    expect(code).toContain('english plans (no counterpart)');
    expect(code).toContain('amharic about shared');
    expect(code).not.toMatch(/english words|english about|english card|must not be used/);
  });

  it('changes nothing without it (the English build)', async () => {
    const code = await bundle([]);
    expect(code).toContain('english words');
    expect(code).not.toContain('amharic');
  });
});
