import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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

/** A press on the dialog's ::backdrop: the dialog is the target, the point outside its box (jsdom's boxes are empty at 0,0). */
const OUTSIDE = { clientX: 5, clientY: 5 };
function pressBackdrop(dialog: HTMLElement) {
  fireEvent.pointerDown(dialog, { button: 0, ...OUTSIDE });
  fireEvent.click(dialog, OUTSIDE);
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

  it('closes on a press on its backdrop (outside its box), once per press', async () => {
    const onClose = vi.fn();
    const { dialog } = await openModal({ onClose });
    // The panel's own listeners (its drag gesture) never see a backdrop press.
    const panelPress = vi.fn();
    dialog.addEventListener('pointerdown', panelPress);
    pressBackdrop(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(panelPress).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes at pointerdown for a mouse, on the click that ends a touch', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <Modal title="Basic Modal" open onClose={onClose}>
        <p>Dialog body</p>
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.pointerDown(dialog, { button: 0, pointerType: 'touch', ...OUTSIDE });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(dialog, OUTSIDE);
    expect(onClose).not.toHaveBeenCalled();
    dialog.dispatchEvent(Object.assign(new MouseEvent('click', { bubbles: true, ...OUTSIDE }), { pointerType: 'touch' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(dialog, { button: 0, pointerType: 'mouse', ...OUTSIDE });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('stays open on a backdrop click when closeOnBackdrop is false', async () => {
    const onClose = vi.fn();
    const { dialog } = await openModal({ onClose, closeOnBackdrop: false });
    pressBackdrop(dialog);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('does not close when clicking inside the dialog', async () => {
    const onClose = vi.fn();
    const { user } = await openModal({ onClose });
    await user.click(screen.getByText('Dialog body'));
    // The panel's own padding: the dialog is the target, but the press is inside its box.
    fireEvent.pointerDown(screen.getByRole('dialog'), { button: 0, clientX: 0, clientY: 0 });
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

  it("opens as the browser's modal dialog, which makes the rest of the page inert, and is so until closed", async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    try {
      const { dialog, user } = await openModal();
      expect(showModal.mock.contexts).toEqual([dialog]);
      expect(dialog).toHaveAttribute('open');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    } finally {
      showModal.mockRestore();
    }
  });

  it('closes through onClose when the browser closes it without a cancellable Escape', async () => {
    const onClose = vi.fn();
    const { dialog } = await openModal({ onClose });
    (dialog as HTMLDialogElement).close();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
