import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { COPIED_INDICATOR_MS } from '../../lib/timing';
import { CopyButton } from './CopyButton';

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('CopyButton (token values)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('is named "Copy" and described by the value it copies, so a token name never makes it a category button', () => {
    renderWithProviders(<CopyButton value="--spacing-4" />);
    const button = screen.getByRole('button');
    expect(button).toHaveAccessibleName('Copy');
    expect(button).toHaveAccessibleDescription('--spacing-4');
    expect(screen.queryByRole('button', { name: /spacing/i })).not.toBeInTheDocument();
    expect(screen.getByText('--spacing-4')).toBeVisible();
  });

  it("copies the value and shows 'Copied!' for 2 seconds", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    mockClipboard(writeText);
    renderWithProviders(<CopyButton value="#6366f1" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith('#6366f1');
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('Copied!');
    act(() => vi.advanceTimersByTime(COPIED_INDICATOR_MS - 1));
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('Copied!');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('');
  });

  it('shows nothing when the copy fails (the failure is only logged)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockClipboard(vi.fn().mockRejectedValue(new Error('denied')));
    renderWithProviders(<CopyButton value="--color-brand-primary" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('');
    expect(error).toHaveBeenCalled();
  });
});
