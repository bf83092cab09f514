import type { ButtonHTMLAttributes } from 'react';
import { type ButtonVariants, button } from './Button.css';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants;

export function Button({ tone, size, block, className, type = 'button', ...rest }: Props) {
  return <button type={type} className={[button({ tone, size, block }), className].filter(Boolean).join(' ')} {...rest} />;
}
