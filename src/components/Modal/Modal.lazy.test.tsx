import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
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
});
