// Layout faults a person sees: a page wider than the window, a box cut off by its clipping ancestor or the window,
// text squeezed to a character a line, a chart narrower than its card.

export type Offender = { check: string; selector: string; box: string; detail: string };

/**
 * Runs in the page (pass it to `page.evaluate`; it uses nothing from outside itself): every layout fault the page shows
 * right now.
 */
export function layoutFaults(): Offender[] {
  const faults: Offender[] = [];
  const vw = window.innerWidth;
  const root = document.documentElement;
  const selector = (el: Element) => {
    const parts: string[] = [];
    for (let e: Element | null = el; e && e !== document.body && parts.length < 6; e = e.parentElement) {
      let part = e.tagName.toLowerCase();
      if (e.id) part += `#${e.id}`;
      const testId = e.getAttribute('data-testid');
      if (testId) part += `[data-testid="${testId}"]`;
      const cls = typeof e.className === 'string' ? e.className.trim().split(/\s+/).filter(Boolean).slice(0, 2) : [];
      if (cls.length) part += `.${cls.join('.')}`;
      const parent = e.parentElement;
      if (parent && !e.id) {
        const same = [...parent.children].filter((c) => c.tagName === e!.tagName);
        if (same.length > 1) part += `:nth-of-type(${same.indexOf(e) + 1})`;
      }
      parts.unshift(part);
    }
    return parts.join(' > ');
  };
  const boxOf = (r: DOMRect) =>
    `x ${Math.round(r.left)}..${Math.round(r.right)} (w ${Math.round(r.width)}), y ${Math.round(r.top)}, h ${Math.round(r.height)}`;
  const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
  const add = (check: string, el: Element, r: DOMRect, detail: string) =>
    faults.push({ check, selector: selector(el), box: boxOf(r), detail: `${detail}${text(el) ? ` — “${text(el)}”` : ''}` });

  if (root.scrollWidth > vw) {
    faults.push({ check: 'page wider than the window', selector: 'html', box: `scrollWidth ${root.scrollWidth}`, detail: `window ${vw}` });
  }

  const clipsX = (el: Element) => getComputedStyle(el).overflowX !== 'visible';
  const scrolls = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
  /** The nearest ancestor that clips or scrolls sideways; null for the window. */
  const clipper = (el: Element): Element | null => {
    for (let e = el.parentElement; e && e !== document.body && e !== root; e = e.parentElement) if (clipsX(e)) return e;
    return null;
  };
  const hidden = (el: Element, r: DOMRect) => {
    if (r.width === 0 || r.height === 0) return true;
    const cs = getComputedStyle(el);
    return cs.visibility === 'hidden' || cs.display === 'contents';
  };
  /** Inside a visually-hidden box (a 1 px clipped region for screen readers) or a closed `details`/`hidden` region. */
  const screenReaderOnly = (el: Element) => {
    for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
      const r = e.getBoundingClientRect();
      if (clipsX(e) && (r.width <= 1 || r.height <= 1)) return true;
    }
    return false;
  };
  const slack = 1;

  for (const el of document.body.querySelectorAll('*')) {
    if (['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'BR', 'OPTION'].includes(el.tagName)) continue;
    const r = el.getBoundingClientRect();
    if (hidden(el, r) || screenReaderOnly(el)) continue;
    // A closed drawer parked wholly off to the left is out of sight, not overflowing.
    if (r.right <= 0) continue;

    const c = clipper(el);
    if (c === null) {
      if (r.left < -slack || r.right > vw + slack) add('outside the window', el, r, `window 0..${vw}`);
    } else {
      const cr = c.getBoundingClientRect();
      const left = cr.left + c.clientLeft;
      const right = left + c.clientWidth;
      if (r.left < left - slack || r.right > right + slack) {
        if (!scrolls(c)) {
          add('cut off by its clipping box', el, r, `clipped by ${selector(c)} at x ${Math.round(left)}..${Math.round(right)}`);
        } else {
          // A control (a row's Approve, Edit or Cancel) that only scrolling sideways would reach is as good as cut off:
          // nothing tells staff the table scrolls.
          if (el.matches('a[href], button, input:not([type="hidden"]), select, textarea, [role="button"]')) {
            add(
              'control out of sight in a scroll region',
              el,
              r,
              `region ${selector(c)} shows x ${Math.round(left)}..${Math.round(right)}`,
            );
          }
          // In a region made to scroll sideways (a wide table in its wrapper) content may pass the wrapper's edge, but
          // each piece still fits its own parent: a cell's content sticking out of its cell is cut off, not scrolled to.
          const p = el.parentElement;
          if (p && p !== c && (el.closest('svg') === null || el.tagName.toLowerCase() === 'svg')) {
            const pr = p.getBoundingClientRect();
            if (r.left < pr.left - slack || r.right > pr.right + slack) {
              add(
                'sticks out of its parent in a scroll region',
                el,
                r,
                `parent ${selector(p)} at x ${Math.round(pr.left)}..${Math.round(pr.right)}`,
              );
            }
          }
        }
      }
    }

    // Text squeezed to a character or two a line: its own words are four or more characters, its box is narrower than
    // about two characters, and it is more than three lines tall.
    const own = [...el.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent ?? '')
      .join('')
      .trim();
    if (own.length >= 4 && !(el instanceof SVGElement)) {
      const cs = getComputedStyle(el);
      const fontSize = Number.parseFloat(cs.fontSize) || 16;
      const lineHeight = Number.parseFloat(cs.lineHeight) || fontSize * 1.2;
      if (r.width < Math.max(24, 2 * fontSize) && r.height > 3 * lineHeight) {
        add('text one character a line', el, r, `${Math.round(r.height / lineHeight)} lines of ${Math.round(lineHeight)} px`);
      }
    }
  }

  // A chart spans the card it is drawn in.
  for (const svg of document.querySelectorAll('svg[role="img"][viewBox]')) {
    const r = svg.getBoundingClientRect();
    const holder = svg.parentElement;
    if (!holder || hidden(svg, r)) continue;
    const cs = getComputedStyle(holder);
    const inner = holder.clientWidth - Number.parseFloat(cs.paddingLeft) - Number.parseFloat(cs.paddingRight);
    if (r.width < inner - 4) add('chart narrower than its card', svg, r, `its box is ${Math.round(inner)} px wide`);
  }
  return faults;
}
