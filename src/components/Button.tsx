import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { type ButtonVariants, button } from './Button.css';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants;

/** Forwards its ref: a dialog's trigger (Radix `asChild`) needs the element to give focus back to when it closes. */
export const Button = forwardRef<HTMLButtonElement, Props>(function Button(
  { tone, size, block, className, type = 'button', ...rest },
  ref,
) {
  return <button ref={ref} type={type} className={[button({ tone, size, block }), className].filter(Boolean).join(' ')} {...rest} />;
});
