// axe-core on a page, as every browser test asks it: the WCAG 2.1 A and AA rules.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe's results for the page as it stands. Run with `axe.run` in the page itself (the builder's "legacy mode"): its
 * default runs each frame's part, then opens a blank page in the same context to put the parts together, which cost
 * a page and a second copy of axe every call (about 1.1 s a page here, against 0.6 s). The one thing that mode gives up,
 * frames from another origin, does not arise: the site's only frame is a receipt served from its own origin.
 */
export function axeResults(page: Page) {
  return new AxeBuilder({ page: page as never }).withTags(WCAG).setLegacyMode().analyze();
}

/** axe's violations, all of them (any impact), as "rule (impact): targets". */
export async function axeViolations(page: Page) {
  const result = await axeResults(page);
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
