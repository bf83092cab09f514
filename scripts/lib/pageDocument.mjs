// A public page's whole HTML document around the markup React rendered for it: the language's template, the page's
// styles inline (entry, app, then the matched routes' chunks, in the order the app loads them), its meta, and the
// markup in #root. The build-time pre-render (scripts/prerender.mjs) writes every fixed page with it; the server
// (server/platform/pages.ts) makes the pages that cannot be fixed at build time with it: a form sent back with its errors, a
// ticket, a filtered list. Both use the same kit, so a page looks the same whichever made it.

export const escapeHtml = (s) =>
  String(s).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const linkTag = (rel) => new RegExp(`\\s*<link rel="${rel}" crossorigin href="([^"]+)">`, 'g');
export const NOSCRIPT = /(<noscript><p[^>]*>)[^<]*(<\/p><\/noscript>)/;
const NOSCRIPT_ELEMENT = /\n?[ \t]*<noscript>.*?<\/noscript>/s;
/** The id of the JSON block that hands the server's page state (a form's values and errors) to the app. */
export const PAGE_STATE_ID = 'page-state';

/** The stylesheet hrefs the entry's template links, in its order. */
export const templateCss = (template) => [...template.matchAll(linkTag('stylesheet'))].map((m) => m[1]);

/**
 * `kit`: { template, entryCss, appCss, routeCss: { routeId: [href] }, siteName, publicUrl? }.
 * `readCss(href)`: the text of a built stylesheet. Returns `(rendered, address, { links, state, noscript }) => html`:
 * `noscript` is the note of a page that needs JavaScript; a page that works without it has none.
 */
export function documentMaker(kit, readCss) {
  const cssOf = new Map();
  const inline = (href) => {
    if (!cssOf.has(href)) cssOf.set(href, readCss(href));
    return cssOf.get(href);
  };
  return (rendered, address, { links = [], state, noscript } = {}) => {
    const { html, meta, routeIds } = rendered;
    const files = new Set(kit.appCss);
    for (const id of routeIds) for (const href of kit.routeCss[id] ?? []) files.add(href);
    const inlined = [...new Set([...kit.entryCss, ...files])];
    const css = inlined.map(inline).join('\n');
    // The page's own script's faces (the Latin ones on English pages, the Ethiopic ones on Amharic pages) are fetched
    // with the page instead of once the first layout finds text that needs them: text painted in a fallback face and
    // painted again in the web font a moment later would make that later paint the page's largest one. An Amharic
    // page's few Latin words and digits wait for the layout: their files do not compete with the Ethiopic ones.
    const named = [...new Set([...css.matchAll(/url\((\/[^)'"]+\.woff2)\)/g)].map((m) => m[1]))];
    const ethiopic = named.some((href) => href.includes('/noto-sans-ethiopic-'));
    const fonts = named.filter((href) => !(ethiopic && href.includes('/noto-sans-latin-')));
    const head = [
      ...links,
      ...fonts.map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`),
      `<style>${css}</style>`,
      // Disabled links are never fetched; they tell Vite's chunk loader these styles are already on the page, so it
      // does not load them again (a new stylesheet makes the browser restyle the whole page, a long task for nothing).
      ...inlined.map((href) => `<link rel="stylesheet" crossorigin href="${href}" disabled>`),
    ];
    let out = kit.template.replace(linkTag('stylesheet'), '');
    if (meta) {
      const title = meta.title === kit.siteName ? meta.title : `${meta.title} | ${kit.siteName}`;
      const description = escapeHtml(meta.description);
      out = out
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
        .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${description}" />`);
      head.unshift(
        `<meta property="og:title" content="${escapeHtml(title)}" />`,
        `<meta property="og:description" content="${description}" />`,
        `<meta property="og:type" content="website" />`,
        ...(kit.publicUrl && meta.image ? [`<meta property="og:image" content="${escapeHtml(kit.publicUrl + meta.image)}" />`] : []),
      );
      if (meta.robots) head.unshift(`<meta name="robots" content="${escapeHtml(meta.robots)}" />`);
    }
    // A public page works without JavaScript and says nothing about it; a page that needs it says so.
    out = noscript
      ? out.replace(NOSCRIPT, (_, open, close) => `${open}${escapeHtml(noscript)}${close}`)
      : out.replace(NOSCRIPT_ELEMENT, '');
    // Data, not a script: the browser never runs it (so the CSP allows it), and the app reads it to adopt the page
    // with the same values and messages. `<` is escaped so no text in it can close the element.
    const stateBlock = state
      ? `<script type="application/json" id="${PAGE_STATE_ID}">${JSON.stringify(state).replaceAll('<', '\\u003c')}</script>`
      : '';
    return out
      .replace(/\n?\s*<\/head>/, () => `\n    ${head.join('\n    ')}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${escapeHtml(address)}">${html}</div>${stateBlock}`);
  };
}
