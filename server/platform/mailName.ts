// The one thing of a visitor's own that their mail repeats: their name, cleaned. Shared by the mails of every language.

/** The longest name a visitor's mail repeats. */
export const MAIL_NAME_MAX = 60;

/** A word that is, or holds, a link or an address: a scheme, "http", "www.", an @, or a domain-like "name.tld". */
const LINKISH = /https?|:\/\/|^www\.|@|[\p{L}\p{N}]\.\p{L}{2,}/iu;

/**
 * The visitor's name as their mail may repeat it: markup and anything that looks like a link or an address left out,
 * letters (any script), digits, spaces, apostrophes, hyphens and dots only, at most MAIL_NAME_MAX characters.
 */
export function mailName(...parts: string[]): string {
  const words = parts
    .join(' ')
    .replace(/<[^>]*>?/g, ' ')
    .split(/\s+/)
    .filter((w) => !LINKISH.test(w))
    .map((w) => w.replace(/[^\p{L}\p{M}\p{N}'’.-]/gu, '').replace(/^[.'’-]+|[.'’-]+$/g, ''))
    .filter((w) => /\p{L}/u.test(w) && !LINKISH.test(w));
  let name = '';
  for (const w of words) {
    const next = name ? `${name} ${w}` : w;
    if (next.length > MAIL_NAME_MAX) break;
    name = next;
  }
  return name;
}

/**
 * A member detail (name, company, city, phone) as a mail may repeat it: a phone's digits and signs, anything else the
 * words mailName keeps. The mail about an application made under a member's address repeats what it stated.
 */
export const detailValue = (field: 'firstName' | 'lastName' | 'company' | 'city' | 'phone', value: string) =>
  field === 'phone'
    ? value
        .replace(/[^\d+() -]/g, '')
        .trim()
        .slice(0, 30)
    : mailName(value);

/** Text quoted in a reply, each line marked as mail programs mark one. */
export const quote = (text: string) =>
  text
    .trim()
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
