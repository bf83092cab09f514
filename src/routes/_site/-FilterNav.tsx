// A row of filter links that keep the filter in the URL (?category=…); the current one is marked aria-current.
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { Icon } from '../../components/Icon';
import * as s from './-site.css';

export function FilterNav<F extends string>({
  to,
  filters,
  current,
  labels,
  label,
}: {
  to: '/resources' | '/blog';
  filters: readonly F[];
  current: F;
  labels: Record<string, string>;
  label: string;
}) {
  const navigate = useNavigate();
  const go = (e: MouseEvent<HTMLAnchorElement>, f: F) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void navigate({ to, search: { category: f } as never, resetScroll: false });
  };
  return (
    <nav aria-label={label}>
      <ul className={s.filters}>
        {filters.map((f) => (
          <li key={f}>
            <a
              href={f === 'all' ? to : `${to}?category=${f}`}
              className={s.filter}
              aria-current={f === current ? 'page' : undefined}
              data-filter={f}
              onClick={(e) => go(e, f)}
            >
              <Icon name={f} size={16} />
              {labels[f]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
