import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Modal, type ModalProps } from './index';

type DemoProps = Partial<Omit<ModalProps, 'open' | 'onClose'>> & { onClose?: () => void; withInitialFocus?: boolean };

function ModalDemo({ onClose, withInitialFocus, ...props }: DemoProps) {
  const [open, setOpen] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open Modal
      </button>
      <button type="button">Elsewhere on the page</button>
      <Modal
        title="Basic Modal"
        description="A short description of the dialog."
        footer={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="button" ref={confirmRef}>
              Confirm
            </button>
          </>
        }
        initialFocusRef={withInitialFocus ? confirmRef : undefined}
        {...props}
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <p>Dialog body</p>
        <a href="#details">Read details</a>
      </Modal>
    </>
  );
}

async function openModal(props: DemoProps = {}) {
  const user = userEvent.setup();
  renderWithProviders(<ModalDemo {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open Modal' }));
  const dialog = await screen.findByRole('dialog', { name: 'Basic Modal' });
  return { user, dialog };
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    renderWithProviders(<ModalDemo />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog labelled by its title and described by its description', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Basic Modal');
    expect(dialog).toHaveAccessibleDescription('A short description of the dialog.');
  });

  it('moves focus inside the dialog when it opens', async () => {
    const { dialog } = await openModal();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  });

  it('focuses the initialFocusRef element when given', async () => {
    await openModal({ withInitialFocus: true });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus());
  });

  it('traps Tab inside the dialog, wrapping from the last element to the first', async () => {
    const { user } = await openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('link', { name: 'Read details' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('traps Shift+Tab inside the dialog, wrapping from the first element to the last', async () => {
    const { user } = await openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const onClose = vi.fn();
    const { user } = await openModal({ onClose });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open Modal' })).toHaveFocus();
  });

  it("closes from the close button named 'Close' and returns focus to the trigger", async () => {
    const { user } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open Modal' })).toHaveFocus();
  });

  it('closes on a backdrop click', async () => {
    const onClose = vi.fn();
    const { user } = await openModal({ onClose });
    const backdrop = document.querySelector('[data-dialog-backdrop]') as HTMLElement;
    await user.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on a backdrop press made before Radix arms its own outside-press listener, and only once', async () => {
    // Radix arms that listener with a setTimeout after opening; holding timers back keeps it unarmed
    // while React (on setImmediate) renders the dialog.
    const onClose = vi.fn();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      renderWithProviders(
        <Modal title="Basic Modal" open onClose={onClose}>
          <p>Dialog body</p>
        </Modal>,
      );
      for (let i = 0; i < 50 && !document.querySelector('[data-dialog-backdrop]'); i += 1) {
        await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
      }
      const backdrop = document.querySelector('[data-dialog-backdrop]') as HTMLElement;
      fireEvent.pointerDown(backdrop, { button: 0 });
      expect(onClose).toHaveBeenCalledTimes(1);
      // Armed, Radix sees the same presses; the dialog still closes once per press, not twice.
      act(() => vi.runOnlyPendingTimers());
      fireEvent.pointerDown(backdrop, { button: 0 });
      fireEvent.click(backdrop);
      expect(onClose).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stays open on a backdrop click when closeOnBackdrop is false', async () => {
    const onClose = vi.fn();
    const { user } = await openModal({ onClose, closeOnBackdrop: false });
    await user.click(document.querySelector('[data-dialog-backdrop]') as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('does not close when clicking inside the dialog', async () => {
    const onClose = vi.fn();
    const { user } = await openModal({ onClose });
    await user.click(screen.getByText('Dialog body'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('hides the close button when showCloseButton is false', async () => {
    await openModal({ showCloseButton: false });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('locks page scrolling while open', async () => {
    const { user } = await openModal();
    expect(getComputedStyle(document.body).overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
  });

  it('hides the rest of the page from assistive technology while open', async () => {
    await openModal();
    expect(screen.queryByRole('button', { name: 'Elsewhere on the page' })).not.toBeInTheDocument();
  });
});
