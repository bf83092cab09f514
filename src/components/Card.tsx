import type { HTMLAttributes } from 'react';
import { type CardVariants, card } from './Card.css';

type Props = HTMLAttributes<HTMLElement> & CardVariants & { as?: 'article' | 'div' | 'section' | 'li' };

export function Card({ as: Tag = 'article', elevation, padded, featured, className, ...rest }: Props) {
  return <Tag className={[card({ elevation, padded, featured }), className].filter(Boolean).join(' ')} {...rest} />;
}
