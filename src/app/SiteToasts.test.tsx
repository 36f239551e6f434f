import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MotionKitProvider, useToast } from '@motion-kit/react';
import { SiteToasts } from './SiteToasts';

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
