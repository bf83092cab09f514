import { useEffect, useState } from 'react';

/**
 * A mailed link (#token=…) opened in this very tab, where only the address's fragment changes and nothing reloads,
 * starts the page again (its key changes, so a new actor reads the new token), as a link opened in a new tab does.
 */
export function useLinksOpenedHere(): number {
  const [opened, setOpened] = useState(0);
  useEffect(() => {
    const onHashChange = () => {
      if (/(^#|&)token=/.test(window.location.hash)) setOpened((n) => n + 1);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
  return opened;
}
