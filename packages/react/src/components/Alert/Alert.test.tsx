import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Alert, alertRole } from './index';

describe('Alert', () => {
  it.each([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['info', 'status'],
    ['success', 'status'],
  ] as const)('announces a %s alert with role="%s"', (type, role) => {
    expect(alertRole(type)).toBe(role);
    renderWithProviders(<Alert type={type} title="Heads up">Body text</Alert>);
    expect(screen.getByRole(role)).toHaveTextContent('Heads upBody text');
  });

  it('defaults to an info status', () => {
    renderWithProviders(<Alert>Saved drafts are kept for 30 days.</Alert>);
    expect(screen.getByRole('status')).toHaveAttribute('data-type', 'info');
  });

  it('shows an icon for its type, hidden from assistive technology', () => {
    renderWithProviders(<Alert type="success">Done</Alert>);
    const icon = screen.getByRole('status').querySelector('svg');
    expect(icon).not.toBeNull();
    expect(icon?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it("has no dismiss button unless dismissible", () => {
    renderWithProviders(<Alert>Plain</Alert>);
    expect(screen.queryByRole('button', { name: 'Dismiss alert' })).not.toBeInTheDocument();
  });

  it("calls onDismiss from its 'Dismiss alert' button", async () => {
    const onDismiss = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <Alert type="error" title="Upload failed" dismissible onDismiss={onDismiss}>
        The file is too large.
      </Alert>,
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss alert' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('renders an action control', () => {
    renderWithProviders(
      <Alert type="warning" action={<button type="button">Retry</button>}>
        Connection lost.
      </Alert>,
    );
    expect(screen.getByRole('alert')).toContainElement(screen.getByRole('button', { name: 'Retry' }));
  });
});
