import { type AnchorHTMLAttributes, type ButtonHTMLAttributes, forwardRef } from 'react';
import { type ButtonVariants, button } from './Button.css';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants;

/** Forwards its ref: a dialog's trigger (Radix `asChild`) needs the element to give focus back to when it closes. */
export const Button = forwardRef<HTMLButtonElement, Props>(function Button(
  { tone, size, block, className, type = 'button', ...rest },
  ref,
) {
  return <button ref={ref} type={type} className={[button({ tone, size, block }), className].filter(Boolean).join(' ')} {...rest} />;
});

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & ButtonVariants & { href: string };

/**
 * A link that looks like a button: a flow's trigger that works before and without the app (it opens the flow's own
 * page), which the app turns into a dialog. Forwards its ref for the same reason as Button.
 */
export const ButtonLink = forwardRef<HTMLAnchorElement, LinkProps>(function ButtonLink(
  // A dialog's trigger (Radix) gives its child type="button", which on a link would only be a wrong content type.
  { tone, size, block, className, type: _type, ...rest },
  ref,
) {
  return <a ref={ref} className={[button({ tone, size, block }), className].filter(Boolean).join(' ')} {...rest} />;
});
