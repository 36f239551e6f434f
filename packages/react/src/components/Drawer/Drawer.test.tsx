import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { theme } from '../../theme/theme';
import { Drawer, type DrawerProps } from './index';

type DemoProps = Partial<Omit<DrawerProps, 'open' | 'onClose'>> & { onClose?: () => void };

function DrawerDemo({ onClose, ...props }: DemoProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open Right Drawer
      </button>
      <Drawer
        title="Navigation"
        footer={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="button">Save Changes</button>
          </>
        }
        {...props}
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <a href="#home">Home</a>
      </Drawer>
    </>
  );
}

async function openDrawer(props: DemoProps = {}) {
  const user = userEvent.setup();
  renderWithProviders(<DrawerDemo {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open Right Drawer' }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

describe('Drawer', () => {
  it('is a modal dialog labelled by its title', async () => {
    const { dialog } = await openDrawer();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Navigation');
  });

  it('slides in from the right by default', async () => {
    const { dialog } = await openDrawer();
    expect(dialog).toHaveAttribute('data-direction', 'right');
  });

  it.each(['left', 'right', 'top', 'bottom'] as const)('can come from the %s edge', async (direction) => {
    const { dialog } = await openDrawer({ direction });
    expect(dialog).toHaveAttribute('data-direction', direction);
  });

  it('sizes side drawers by width from the drawer size tokens, leaving a strip of backdrop on a small screen', async () => {
    const { dialog } = await openDrawer({ direction: 'left', size: 'lg' });
    expect(dialog).toHaveStyle({ width: theme.size.drawer.lg, maxWidth: `calc(100vw - ${theme.spacing['12']})` });
  });

  it('lets a full drawer take the whole viewport', async () => {
    const { dialog } = await openDrawer({ direction: 'right', size: 'full' });
    expect(dialog).toHaveStyle({ width: theme.size.drawer.full, maxWidth: 'calc(100vw - 0px)' });
  });

  it('sizes top and bottom drawers by height', async () => {
    const { dialog } = await openDrawer({ direction: 'bottom', size: 'sm' });
    expect(dialog).toHaveStyle({ height: theme.size.drawer.sm });
  });

  it('still has an accessible name without a visible title', async () => {
    const { dialog } = await openDrawer({ title: undefined, 'aria-label': 'Filters' });
    expect(dialog).toHaveAccessibleName('Filters');
  });

  it('moves focus inside and traps Tab and Shift+Tab', async () => {
    const { user, dialog } = await openDrawer();
    const closeIcon = screen.getByRole('button', { name: 'Close' });
    await waitFor(() => expect(closeIcon).toHaveFocus());
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveFocus();
    await user.tab();
    expect(closeIcon).toHaveFocus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const onClose = vi.fn();
    const { user } = await openDrawer({ onClose });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open Right Drawer' })).toHaveFocus();
  });

  it('closes on a backdrop click', async () => {
    const onClose = vi.fn();
    const { dialog } = await openDrawer({ onClose });
    // A press on its ::backdrop: the dialog is the target, the point outside its box (empty at 0,0 in jsdom).
    fireEvent.pointerDown(dialog, { button: 0, clientX: 5, clientY: 5 });
    fireEvent.click(dialog, { clientX: 5, clientY: 5 });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("closes from its close button named 'Close'", async () => {
    const onClose = vi.fn();
    const { user } = await openDrawer({ onClose });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders the footer actions', async () => {
    await openDrawer();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });
});
