import { useState } from 'react';
import { expect, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { describeKeyboardTable } from '../../test/keyboardTable';
import { Modal } from './index';
import { modalKeyboard } from './keyboard';

function ModalDemo({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Settings"
        footer={<button type="button">Save</button>}
      >
        <a href="#more">More</a>
      </Modal>
    </>
  );
}

async function openModal() {
  const user = userEvent.setup();
  const onClose = vi.fn();
  renderWithProviders(<ModalDemo onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = await screen.findByRole('dialog', { name: 'Settings' });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  // The dialog's focusable elements in Tab order: the link, Save, and the close button (the header's).
  const focusables = () => [...dialog.querySelectorAll<HTMLElement>('a[href], button')];
  return { user, onClose, dialog, focusables };
}

describeKeyboardTable('Modal', modalKeyboard, {
  Escape: async () => {
    const { user, onClose } = await openModal();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  },
  Tab: async () => {
    const { user, dialog, focusables } = await openModal();
    const all = focusables();
    all.at(-1)?.focus();
    await user.tab();
    expect(all[0]).toHaveFocus();
    await user.tab();
    expect(all[1]).toHaveFocus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  },
  'Shift+Tab': async () => {
    const { user, focusables } = await openModal();
    const all = focusables();
    all[0]?.focus();
    await user.tab({ shift: true });
    expect(all.at(-1)).toHaveFocus();
  },
});
