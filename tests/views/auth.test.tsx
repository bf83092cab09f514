// useAuth outside its provider, and the generic error screen as the router's error boundary.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../src/auth/AuthProvider';
import { ErrorScreen } from '../../src/components/ErrorScreen';
import { Route as RootRoute } from '../../src/routes/__root';

afterEach(() => vi.restoreAllMocks());

function Probe() {
  const { isSignedIn } = useAuth();
  return <p>{String(isSignedIn)}</p>;
}

describe('useAuth', () => {
  it('throws the spec message outside an AuthProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
  });
});

describe('ErrorScreen', () => {
  it("shows the spec's words and reloads the page from its button", async () => {
    const reload = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
    try {
      render(<ErrorScreen />);
      expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
      expect(screen.getByText("We're sorry, but something went wrong. Please try refreshing the page.")).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });

  it("is the router's error boundary", () => {
    expect(RootRoute.options.errorComponent).toBe(ErrorScreen);
  });
});
