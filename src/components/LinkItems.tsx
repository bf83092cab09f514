import { Link, type LinkProps } from '@tanstack/react-router';

/** A link of a navigation list: where it goes and what it says. */
export type NavLink = { label: string } & Pick<LinkProps, 'to' | 'search' | 'hash' | 'activeOptions' | 'reloadDocument'>;

/** The list items of a navigation list, one link each, all with the same look. */
export function LinkItems({ links, className }: { links: readonly NavLink[]; className: string }) {
  return (
    <>
      {links.map(({ label, ...link }) => (
        <li key={label}>
          <Link {...link} className={className}>
            {label}
          </Link>
        </li>
      ))}
    </>
  );
}
