import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';

describe('Modal loading', () => {
  it('renders nothing while closed, and loads and shows its dialog when first opened', async () => {
    vi.resetModules();
    vi.stubGlobal('requestIdleCallback', () => 0); // the browser is never idle here
    vi.stubGlobal('cancelIdleCallback', () => {});
    const { Modal } = await import('./index');
    const { rerender } = renderWithProviders(<Modal open={false} onClose={() => {}} title="Later" />);
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
    rerender(<Modal open onClose={() => {}} title="Later" />);
    expect(await screen.findByRole('dialog', { name: 'Later' })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('closes on an Escape pressed while its dialog is still loading, so the key is not lost', async () => {
    vi.resetModules();
    vi.stubGlobal('requestIdleCallback', () => 0);
    vi.stubGlobal('cancelIdleCallback', () => {});
    const onClose = vi.fn();
    const { Modal } = await import('./index');
    renderWithProviders(<Modal open onClose={onClose} title="Loading" />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
