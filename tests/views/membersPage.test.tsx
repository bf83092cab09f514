// The members page and the certificate check in the app's own router (memory history): the directory's search lives
// in the address (a link with filters opens them, each change is kept, Back goes to the search before), the check
// page keeps search engines away, and the check's API call tells an unknown code from a failure.
import { createMemoryHistory } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Directory } from '../../contract/account';
import type { DirectorySearch } from '../../contract/directory';
import { httpMessages } from '../../contract/messages/http';
import { AppRoot } from '../../src/AppRoot';
import { createLazySession } from '../../src/auth/lazySession';
import { usePageMeta } from '../../src/components/usePageMeta';
import { createAppRouter } from '../../src/router';

const api = vi.hoisted(() => ({ searches: [] as DirectorySearch[] }));
vi.mock('../../src/api/directory', () => ({
  fetchDirectory: async (search: DirectorySearch): Promise<Directory> => {
    api.searches.push(search);
    return {
      items: Array.from({ length: 12 }, (_, i) => ({ name: `${search.plan} member ${search.page}-${i}`, plan: 'farmer', city: 'Hawassa' })),
      total: 30,
      page: search.page,
      pageSize: 12,
      cities: ['Adama', 'Hawassa'],
    };
  },
}));
vi.mock('../../src/api/verify', () => ({
  checkCertificate: async () => ({ found: false }),
}));

afterEach(() => {
  cleanup();
  api.searches.length = 0;
});

function openApp(path: string) {
  const router = createAppRouter(
    createLazySession({ goHome: () => {}, goToLogin: () => {} }),
    createMemoryHistory({ initialEntries: [path] }),
  );
  render(<AppRoot session={createLazySession({ goHome: () => {}, goToLogin: () => {} })} router={router} />);
  return router;
}
const address = (router: ReturnType<typeof openApp>) => router.state.location.href;

describe('the members page keeps its search in the address', () => {
  it('opens a shared link with its filters, keeps each change, and goes Back to the search before', { timeout: 30_000 }, async () => {
    const router = await openApp('/members?plan=processor&city=Hawassa');
    expect(await screen.findByRole('heading', { level: 1, name: 'Member Directory' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('processor member 1-0')).toBeInTheDocument();
    expect(api.searches).toEqual([{ q: '', plan: 'processor', city: 'Hawassa', page: 1 }]);
    expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveValue('processor');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Hawassa');

    fireEvent.change(screen.getByRole('combobox', { name: 'Plan' }), { target: { value: 'exporter' } });
    await waitFor(() => expect(address(router)).toBe('/members?plan=exporter&city=Hawassa'));
    expect(await screen.findByText('exporter member 1-0')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(address(router)).toBe('/members?plan=exporter&city=Hawassa&page=2'));
    expect(await screen.findByText('exporter member 2-0')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name' }), { target: { value: 'Bekele' } });
    // The search waits for the pause in typing, then goes to the address, back on page 1.
    await waitFor(() => expect(address(router)).toBe('/members?q=Bekele&plan=exporter&city=Hawassa'), { timeout: 2000 });

    await act(async () => router.history.back());
    await waitFor(() => expect(address(router)).toBe('/members?plan=exporter&city=Hawassa&page=2'));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue(''));
    expect(await screen.findByText('exporter member 2-0')).toBeInTheDocument();
    expect(api.searches.at(-1)).toEqual({ q: '', plan: 'exporter', city: 'Hawassa', page: 2 });

    await act(async () => router.history.back());
    await act(async () => router.history.back());
    await waitFor(() => expect(address(router)).toBe('/members?plan=processor&city=Hawassa'));
    expect(await screen.findByText('processor member 1-0')).toBeInTheDocument();
  });

  it('reads a wrong plan or page in the address as none', async () => {
    const router = await openApp('/members?plan=gold&page=-3');
    expect(await screen.findByText('all member 1-0')).toBeInTheDocument();
    expect(api.searches).toEqual([{ q: '', plan: 'all', city: '', page: 1 }]);
    expect(address(router)).toBe('/members');
  });
});

function NoIndexPage() {
  usePageMeta({ title: 'Certificate check', description: 'Check a certificate.', robots: 'noindex' });
  return null;
}

describe('the certificate check page', () => {
  it('asks search engines not to index it', { timeout: 30_000 }, async () => {
    await openApp('/verify/7f3c9a2e41b8d605');
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificate check' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('NOT FOUND')).toBeInTheDocument();
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'));
  });

  it('takes the tag away when the page goes', () => {
    const { unmount } = render(<NoIndexPage />);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});

describe('checkCertificate', () => {
  const answer = (status: number, body: unknown) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

  it('reads a 404 as no certificate with that code, and throws the message of any other failure', async () => {
    const { checkCertificate } = await vi.importActual<typeof import('../../src/api/verify')>('../../src/api/verify');
    vi.stubGlobal('fetch', answer(404, { error: 'Not found.', message: 'Not found.' }));
    expect(await checkCertificate('nope')).toEqual({ found: false });
    vi.stubGlobal('fetch', answer(429, { error: httpMessages.rateLimited, message: httpMessages.rateLimited }));
    await expect(checkCertificate('abc')).rejects.toMatchObject({ message: httpMessages.rateLimited, status: 429 });
    const valid = { status: 'valid', name: 'A', company: 'B', plan: 'farmer', number: 'ECA-2018-0001', validUntil: '2027-01-01' };
    const ok = answer(200, { data: valid });
    vi.stubGlobal('fetch', ok);
    expect(await checkCertificate('a/b c')).toEqual({ found: true, verification: valid });
    expect(String((ok.mock.calls[0] as unknown[])[0])).toContain('/api/verify/a%2Fb%20c');
    vi.unstubAllGlobals();
  });
});
