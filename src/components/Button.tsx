import { type AnchorHTMLAttributes, type ButtonHTMLAttributes, forwardRef } from 'react';
import { type ButtonVariants, button } from './Button.css';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants;

/** Forwards its ref: a dialog's trigger needs the element to give focus back to when it closes. */
export const Button = forwardRef<HTMLButtonElement, Props>(function Button(
  { tone, size, block, className, type = 'button', ...rest },
  ref,
) {
  return <button ref={ref} type={type} className={[button({ tone, size, block }), className].filter(Boolean).join(' ')} {...rest} />;
});

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & ButtonVariants & { href: string };

/**
 * A button that is a link to a page doing the same thing (a dialog's form on a page of its own, as GOV.UK's start
 * button): before the app runs, or without it, a tap simply goes there; the app turns the click into the dialog. Its
 * role stays a button, and Space presses it as it would a button.
 */
export const ButtonLink = forwardRef<HTMLAnchorElement, LinkProps>(function ButtonLink(
  // A dialog's trigger (Radix) gives its child type="button", which on a link would only be a wrong content type.
  { tone, size, block, className, onKeyDown, type: _type, ...rest },
  ref,
) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a link until the app runs, so it works without it; a button once it does
    <a
      ref={ref}
      role="button"
      draggable={false}
      className={[button({ tone, size, block }), className].filter(Boolean).join(' ')}
      onKeyDown={(e) => {
        onKeyDown?.(e);
        if (e.key === ' ' && !e.defaultPrevented) {
          e.preventDefault();
          e.currentTarget.click();
        }
      }}
      {...rest}
    />
  );
});

/** A click the page may take over: the main button, no modifier (those open the link in a new tab or window). */
export const isPlainClick = (e: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
