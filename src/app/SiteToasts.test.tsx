import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// What is tested is the first page's render, before the viewport's chunk has loaded: modules of their own,
// since test files share the worker's module cache (vitest.config.ts, isolate: false) and another file may
// have loaded that chunk already.
vi.resetModules();
const { MotionKitProvider, useToast } = await import('@motion-kit/react');
const { SiteToasts } = await import('./SiteToasts');

// jsdom has no matchMedia; the Experience System reads the device and the system settings through it.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
});
afterEach(() => vi.unstubAllGlobals());

function Raise() {
  const { show } = useToast();
  return (
    <button type="button" onClick={() => show({ title: 'Saved', duration: 0 })}>
      Raise
    </button>
  );
}

describe('SiteToasts', () => {
  it('renders nothing at first, so prerendered HTML and hydration agree, then the viewport with a toast raised before it loaded', async () => {
    render(
      <MotionKitProvider reducedMotion="always">
        <Raise />
        <SiteToasts />
      </MotionKitProvider>,
    );
    expect(document.querySelector('[data-position]')).toBeNull();
    act(() => screen.getByRole('button', { name: 'Raise' }).click());
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    expect(document.querySelector('[data-position]')).toHaveAttribute('aria-live', 'polite');
  });
});
