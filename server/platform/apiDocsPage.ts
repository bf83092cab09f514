// /api/docs: the OpenAPI document as a plain, server-rendered reference page (no script: it works under the site's
// Content-Security-Policy and on any phone).
import { DEFAULT_LANG } from '../../contract/languages';

type Json = Record<string, unknown>;
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  additionalProperties?: Schema | boolean;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  description?: string;
  contentMediaType?: string;
  $ref?: string;
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
/** `code` spans of the document's text, everything else escaped. */
const prose = (s: string) =>
  s
    .split('\n\n')
    .map((p) => `<p>${escapeHtml(p).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`)
    .join('');
const literal = (value: unknown) => `<code>${escapeHtml(JSON.stringify(value))}</code>`;

/** A schema in a few words: its type and the limits a client must keep to. */
function typeOf(s: Schema): string {
  if (s.$ref) return escapeHtml(s.$ref.split('/').pop()!);
  if (s.const !== undefined) return literal(s.const);
  if (s.enum) return `one of ${s.enum.map(literal).join(', ')}`;
  if (s.anyOf) return s.anyOf.map(typeOf).join(' or ');
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  let out = types.join(' or ') || 'any';
  if (s.items) out = `array of ${typeOf(s.items)}`;
  if (typeof s.additionalProperties === 'object') out = `object of ${typeOf(s.additionalProperties)} by name`;
  if (s.contentMediaType) out = 'file';
  const limits: string[] = [];
  if (s.format) limits.push(escapeHtml(s.format));
  if (s.minLength === 1) limits.push('not empty');
  else if (s.minLength !== undefined && s.minLength > 1) limits.push(`at least ${s.minLength} characters`);
  if (s.maxLength !== undefined) limits.push(`at most ${s.maxLength} characters`);
  if (s.maxItems !== undefined) limits.push(`at most ${s.maxItems} items`);
  if (s.minimum !== undefined) limits.push(`≥ ${s.minimum}`);
  if (s.maximum !== undefined) limits.push(`≤ ${s.maximum}`);
  if (s.pattern) limits.push(`matching <code>${escapeHtml(s.pattern)}</code>`);
  return limits.length ? `${out} (${limits.join(', ')})` : out;
}

/** An object's fields as a table, nested objects inside it. */
function fields(s: Schema): string {
  const target = s.items?.properties ? s.items : s;
  if (!target.properties) {
    return `<p>${typeOf(s)}</p>`;
  }
  const rows = Object.entries(target.properties).map(([name, p]) => {
    const nested = p.properties || p.items?.properties ? fields(p) : '';
    const notes = [p.description ? escapeHtml(p.description) : '', p.default !== undefined ? `default ${literal(p.default)}` : ''].filter(
      Boolean,
    );
    const kind = p.properties ? 'object' : p.items?.properties ? 'array of object' : typeOf(p);
    return `<tr><td><code>${escapeHtml(name)}</code></td><td>${(target.required ?? []).includes(name) ? 'yes' : 'no'}</td><td>${kind}${notes.length ? `<br>${notes.join('; ')}` : ''}${nested}</td></tr>`;
  });
  return `${target === s ? '' : '<p>An array of:</p>'}<table><thead><tr><th>field</th><th>required</th><th>type</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

const anchorOf = (method: string, path: string) => `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-').replace(/-$/, '');

function operationHtml(method: string, path: string, op: Json, doc: Json): string {
  const parts: string[] = [];
  parts.push(
    `<h3 id="${anchorOf(method, path)}"><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>`,
  );
  parts.push(`<p><strong>${escapeHtml(String(op.summary ?? ''))}</strong></p>`);
  if (op.description) parts.push(prose(String(op.description)));
  const parameters = (op.parameters ?? []) as { name: string; in: string; required: boolean; description?: string; schema: Schema }[];
  if (parameters.length) {
    parts.push(
      `<h4>Parameters</h4><table><thead><tr><th>name</th><th>in</th><th>required</th><th>type</th></tr></thead><tbody>${parameters
        .map(
          (p) =>
            `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td>${typeOf(p.schema)}${
              p.schema.default !== undefined ? `, default ${literal(p.schema.default)}` : ''
            }${p.description ? `<br>${escapeHtml(p.description)}` : ''}</td></tr>`,
        )
        .join('')}</tbody></table>`,
    );
  }
  const body = op.requestBody as { content: Record<string, { schema: Schema }> } | undefined;
  if (body) {
    const types = Object.keys(body.content);
    parts.push(
      `<h4>Request body</h4><p>${types.map((t) => `<code>${escapeHtml(t)}</code>`).join(', ')}</p>${fields(body.content[types[0]!]!.schema)}`,
    );
  }
  const responses = op.responses as Record<string, Json>;
  const items = Object.entries(responses).map(([status, r]) => {
    const ref = r.$ref ? (resolve(doc, String(r.$ref)) as Json) : r;
    const content = (ref.content ?? {}) as Record<string, { schema: Schema }>;
    const types = Object.keys(content);
    const success = !r.$ref && status.startsWith('2');
    const shape =
      success && content['application/json']?.schema.properties
        ? fields(content['application/json'].schema)
        : types.length && success
          ? `<p>${types.map((t) => `<code>${escapeHtml(t)}</code>`).join(', ')}</p>`
          : '';
    const error = r.$ref ? ' (the error shape)' : '';
    return `<li><strong>${escapeHtml(status)}</strong>: ${prose(String(ref.description ?? '')).replace(/^<p>|<\/p>$/g, '')}${error}${shape}</li>`;
  });
  parts.push(`<h4>Answers</h4><ul>${items.join('')}</ul>`);
  return `<section>${parts.join('\n')}</section>`;
}

const resolve = (doc: Json, ref: string): unknown =>
  ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], doc);

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1f2a1f}
h1,h2{color:#2f5d2f}h2{border-bottom:2px solid #cfe0cf;margin-top:2.5rem}h3{margin:2rem 0 .25rem}section{border-top:1px solid #e3e3e3}
code{font-family:ui-monospace,monospace;font-size:.92em;background:#f3f6f3;padding:0 .2em;border-radius:3px}
.method{display:inline-block;min-width:4.5em;font-weight:700;color:#fff;background:#2f5d2f;border-radius:4px;padding:0 .4em;text-align:center}
table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{border:1px solid #d9e2d9;padding:.25rem .5rem;text-align:left;vertical-align:top}
th{background:#f3f6f3}td td{font-size:.95em}nav>ul{columns:2;padding-left:1.2rem}nav>ul>li{break-inside:avoid}@media(max-width:40rem){nav>ul{columns:1}}
a,code{overflow-wrap:anywhere}@media(max-width:40rem){table{display:block;overflow-x:auto}}`;

/** The reference page for `doc` (an OpenAPI 3.1 document). */
export function apiDocsHtml(doc: Json): string {
  const info = doc.info as { title: string; version: string; description?: string };
  const paths = doc.paths as Record<string, Record<string, Json>>;
  const byTag = new Map<string, { method: string; path: string; op: Json }[]>();
  for (const [path, ops] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const tag = ((op.tags as string[] | undefined) ?? ['Other'])[0]!;
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push({ method, path, op });
    }
  }
  const nav = [...byTag]
    .map(
      ([tag, ops]) =>
        `<li>${escapeHtml(tag)}<ul>${ops
          .map(({ method, path }) => `<li><a href="#${anchorOf(method, path)}">${method.toUpperCase()} ${escapeHtml(path)}</a></li>`)
          .join('')}</ul></li>`,
    )
    .join('');
  const sections = [...byTag]
    .map(([tag, ops]) => `<h2>${escapeHtml(tag)}</h2>${ops.map(({ method, path, op }) => operationHtml(method, path, op, doc)).join('\n')}`)
    .join('\n');
  const errorShape = fields((doc.components as { schemas: Record<string, Schema> }).schemas.Error!);
  return `<!doctype html>
<html lang="${DEFAULT_LANG}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(info.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${escapeHtml(info.title)}</h1>
<p>Version ${escapeHtml(info.version)}. The machine-readable OpenAPI 3.1 document: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
${prose(info.description ?? '')}
<h2>Errors</h2>
<p>Every refusal has this shape:</p>
${errorShape}
</header>
<nav aria-label="Routes"><h2>Routes</h2><ul>${nav}</ul></nav>
<main>
${sections}
</main>
</body>
</html>
`;
}
