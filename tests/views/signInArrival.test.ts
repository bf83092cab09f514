// After a sign-in the admin page's title takes the focus, even when the screen draws it late; a tap of the visitor's
// own is not overruled, and without a title the main region takes it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusAdminTitle } from '../../src/auth/arrival';

function mainRegion() {
  const main = document.createElement('main');
  main.tabIndex = -1;
  document.body.append(main);
  return main;
}

const title = (text: string) => Object.assign(document.createElement('h1'), { textContent: text, tabIndex: -1 });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('focusAdminTitle', () => {
  it('focuses the title that is there', () => {
    const main = mainRegion();
    main.append(title('Dashboard'));
    focusAdminTitle(main);
    expect(document.activeElement?.textContent).toBe('Dashboard');
  });

  it('waits for a title drawn after its data arrives, long after the first frames', async () => {
    vi.useFakeTimers();
    const main = mainRegion();
    focusAdminTitle(main);
    vi.advanceTimersByTime(5_000);
    main.append(title('Dashboard'));
    await vi.runAllTimersAsync();
    expect(document.activeElement?.textContent).toBe('Dashboard');
  });

  it('leaves the focus where the visitor put it meanwhile', async () => {
    const main = mainRegion();
    const link = Object.assign(document.createElement('a'), { href: '#', textContent: 'Events' });
    document.body.append(link);
    focusAdminTitle(main);
    link.focus();
    main.append(title('Dashboard'));
    await settle();
    expect(document.activeElement).toBe(link);
  });

  it('focuses the main region when no title comes', () => {
    vi.useFakeTimers();
    const main = mainRegion();
    focusAdminTitle(main, 10_000);
    vi.advanceTimersByTime(9_999);
    expect(document.activeElement).toBe(document.body);
    vi.advanceTimersByTime(1);
    expect(document.activeElement).toBe(main);
  });
});

describe('focusAdminTitle, stopped', () => {
  afterEach(() => document.body.replaceChildren());

  it('takes nothing once the layout has gone (a quick sign-out)', async () => {
    const main = mainRegion();
    const stop = focusAdminTitle(main);
    stop();
    main.append(title('Dashboard'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(document.body);
  });
});
