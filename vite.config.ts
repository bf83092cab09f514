import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type TestProjectInlineConfiguration } from 'vitest/config';
import { buildSuffix, DEFAULT_LANG, isLang, LANGS, type Lang, PREFIXED_LANGS } from './contract/languages';
import { ethiopicFont } from './scripts/lib/ethiopicFont.mjs';
import { languageSwap } from './scripts/lib/languageSwap.mjs';

const apiPort = Number(process.env.API_PORT ?? 3002);
/**
 * SITE_LANG=<lang> builds (or serves, in development) that language's site; unset, the default language's:
 * docs/decisions/009-languages.md.
 */
function siteLang(value = process.env.SITE_LANG): Lang {
  if (value === undefined || value === '') return DEFAULT_LANG;
  if (!isLang(value)) throw new Error(`SITE_LANG=${value} is none of the site's languages (contract/languages.ts)`);
  return value;
}
const lang = siteLang();
const prefixed = lang !== DEFAULT_LANG;
/** A folder of a prefixed language's own modules (`…/<lang>/…`, beside their default-language counterparts). */
const LANG_DIR = String.raw`((${PREFIXED_LANGS.join('|')})[\\/])`;
/** A language's own catalog folder under src/i18n/ (the default's too). */
const ANY_LANG = `(${LANGS.join('|')})`;
/**
 * What the entry (src/main.tsx) needs before the page's first paint: Vite's import helper and the global and language
 * styles (each language's own under its folder).
 */
const BOOT_CHUNK = new RegExp(String.raw`^\0vite[\\/]preload-helper|[\\/]src[\\/]styles[\\/]${LANG_DIR}?(global|lang)\.css`);
/** The app's own modules that every public page runs: see the `site` group below. */
const SITE_CHUNK = new RegExp(
  String.raw`[\\/](src[\\/](app|AppRoot|router|routeTree\.gen)\.tsx?|src[\\/]routes[\\/]|src[\\/]auth[\\/](AuthProvider|lazySession)|src[\\/]api[\\/]analytics\.ts|src[\\/]i18n[\\/](index|en|lang)\.ts|src[\\/]i18n[\\/]${ANY_LANG}[\\/](common|lang)\.ts|src[\\/]components[\\/](Button|LanguageSwitch|Spinner|usePageMeta|SocialIcons|SiteHeader|SiteFooter|Logo|Icon|ErrorScreen|Page)[.]|src[\\/]format[\\/]|src[\\/]styles[\\/]|contract[\\/](languages|lists|${LANG_DIR}?(roles|dates|api)|messages[\\/]${LANG_DIR}?(auth|errorScreen|resources|blog))\.ts|node_modules[\\/]@vanilla-extract[\\/])`,
);

/**
 * Another language's build writes into the default build's dist/: its hashed assets beside the default ones (the
 * libraries all share come out byte for byte the same, so one file serves all), its page template and manifest under
 * .vite/ for the pre-render, instead of over the default index.html.
 */
const languageOutput = (): Plugin => ({
  name: 'language-output',
  transformIndexHtml: (html) => html.replace(`<html lang="${DEFAULT_LANG}">`, `<html lang="${lang}">`),
  generateBundle: {
    // After Vite's own HTML plugin has emitted the page.
    order: 'post',
    handler(_options, bundle) {
      const html = bundle['index.html'];
      // The pre-render's server-side build has no page.
      if (html?.type !== 'asset') return;
      delete bundle['index.html'];
      this.emitFile({ type: 'asset', fileName: `.vite/index${buildSuffix(lang)}.html`, source: html.source });
    },
  },
});

/** The test files of `dir` that replace a module or a global (`vi.mock`, `vi.stubGlobal`, `vi.spyOn`). */
function replacing(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => `${dir}/${name}`)
    .filter((file) => /\bvi\.(mock|doMock|stubGlobal|spyOn)\(/.test(readFileSync(file, 'utf8')));
}

/**
 * The jsdom tests of tests/<name>/, as two projects: the files share one worker's modules (`isolate: false`: importing
 * React, XState and the screens again for every file was a third of their time), and the files that replace a module
 * or a global get modules of their own (`<name>-isolated`), so what they replace never reaches another file.
 */
function domProjects(name: 'machines' | 'views'): TestProjectInlineConfiguration[] {
  const own = replacing(`tests/${name}`);
  const common = {
    environment: 'jsdom',
    // A model path replays up to a dozen steps with user-event on the rendered screen: seconds on a busy 2-core
    // machine, which vitest's 5 s default does not always leave.
    testTimeout: 20000,
    setupFiles: ['tests/support/setup-dom.ts'],
  };
  return [
    { extends: true, test: { ...common, name, include: [`tests/${name}/**/*.test.{ts,tsx}`], exclude: own, isolate: false } },
    { extends: true, test: { ...common, name: `${name}-isolated`, include: own } },
  ];
}

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    vanillaExtractPlugin(),
    // Every build: the staff area shows staff-typed Ethiopic in the default build too (src/admin/admin.css.ts). Only
    // the font files a stylesheet refers to are emitted, and no public page of a Latin-script build refers to them.
    ethiopicFont(),
    ...(prefixed ? [languageSwap(lang, DEFAULT_LANG), languageOutput()] : []),
  ],
  resolve: {
    // React 18 has useSyncExternalStore itself; the shim (for older React) that the router's store and @xstate/react
    // import would only add its own copy to every page.
    alias: [{ find: /^use-sync-external-store\/shim$/, replacement: 'react' }],
  },
  server: {
    port: Number(process.env.PORT ?? 3001),
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    ...(prefixed ? { emptyOutDir: false, manifest: `.vite/manifest${buildSuffix(lang)}.json`, copyPublicDir: false } : {}),
    reportCompressedSize: false,
    // Every browser the site supports preloads modules natively; the polyfill would be part of every first view.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every page needs these libraries. Three files, not one or a dozen: few requests on a slow network, and
          // src/main.tsx imports each on its own, so the phone evaluates them in three shorter tasks instead of one long
          // one (Total Blocking Time). Radix Dialog and other flow-only code stay out.
          groups: [
            {
              // What the entry (src/main.tsx) needs before the page's first paint: Vite's import helper and the global
              // styles. Kept out of the site chunk, which imports React and the router: the entry would otherwise fetch
              // and run all three before the first paint, on a phone's slow line and CPU.
              name: 'boot',
              test: BOOT_CHUNK,
              priority: 4,
            },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            {
              name: 'router',
              test: /node_modules[\\/](@tanstack|tiny-invariant|tiny-warning|cookie-es|seroval|seroval-plugins)[\\/]/,
              priority: 2,
            },
            { name: 'xstate', test: /node_modules[\\/](xstate|@xstate|use-sync-external-store)[\\/]/, priority: 2 },
            {
              // The app's own modules that every public page runs (entry, router and route definitions, session,
              // header and footer, shared components, words, styles): one file instead of some thirty small ones.
              // Route components (`?tsr-split`), flows, admin screens and built-in content stay in chunks of their own.
              name: 'site',
              test: (id) =>
                !id.includes('?tsr-split') &&
                !/[\\/]src[\\/]routes[\\/]_site[\\/]-(cards|FilterNav|useHashScroll|MemberDirectory|CertificateCheck|directory|directoryActor|account|accountView|legal)\./.test(
                  id,
                ) &&
                SITE_CHUNK.test(id),
              priority: 1,
            },
          ],
        },
      },
    },
  },
  test: {
    // At least two test files at once. Vitest's default is one fewer than the cores, which on a 2-core machine is one:
    // the browser and server tests spend most of their time waiting on Chromium and a server in other processes, so a
    // second file in parallel took `npm test` from about 14.5 to 10.5 minutes on this 2-core machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      ...domProjects('machines'),
      ...domProjects('views'),
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts', 'tests/security/**/*.test.ts'],
          environment: 'node',
          // The files share a worker's modules instead of importing the whole server again each (minutes of a run on
          // this 2-core machine). Each file makes its own app, database and clock (tests/support/app.ts), so nothing a
          // test relies on lives in a module.
          isolate: false,
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180000,
          hookTimeout: 120000,
          // Two files at once: much of the suite waits (for a signal's exit, a restart, a mail server coming back), and
          // one file at a time left the machine idle for some 40 % of it. Each file's servers, data directories, scratch
          // databases and ports are its own (tests/reliability/helpers.ts).
          fileParallelism: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/e2e-global.ts'],
          testTimeout: 60000,
          hookTimeout: 120000,
          // Each file runs its own server on its own port and data directory, so two run at once: a browser test
          // spends much of its time waiting on the page, and one at a time left a core idle for most of the run.
          fileParallelism: true,
        },
      },
    ],
  },
});
