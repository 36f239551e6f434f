// The checks of a modal dialog's keyboard table (Modal and Drawer state the same keys): Escape closes and
// returns focus to the opener; Tab and Shift+Tab cycle inside. Each dialog test passes its own component.
import { useState, type ComponentType, type ReactNode } from 'react';
import { expect, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from './renderWithProviders';

/** What the checks render: a dialog with these props, as Modal and Drawer take them. */
export type DialogUnderTest = ComponentType<{ open: boolean; onClose: () => void; title: string; footer: ReactNode; children: ReactNode }>;

export function dialogKeyboardChecks(Dialog: DialogUnderTest): Record<'Escape' | 'Tab' | 'Shift+Tab', () => Promise<void>> {
  function Demo({ onClose }: { onClose: () => void }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <Dialog
          open={open}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
          title="Settings"
          footer={<button type="button">Save</button>}
        >
          <a href="#more">More</a>
        </Dialog>
      </>
    );
  }

  async function openDialog() {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<Demo onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // The dialog's focusable elements in Tab order: its link, Save and the close button.
    const focusables = [...dialog.querySelectorAll<HTMLElement>('a[href], button')];
    return { user, onClose, dialog, focusables };
  }

  return {
    Escape: async () => {
      const { user, onClose } = await openDialog();
      await user.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    },
    Tab: async () => {
      const { user, dialog, focusables } = await openDialog();
      focusables.at(-1)?.focus();
      await user.tab();
      expect(focusables[0]).toHaveFocus();
      await user.tab();
      expect(focusables[1]).toHaveFocus();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    },
    'Shift+Tab': async () => {
      const { user, focusables } = await openDialog();
      focusables[0]?.focus();
      await user.tab({ shift: true });
      expect(focusables.at(-1)).toHaveFocus();
    },
  };
}
