import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { domMax, LazyMotion, MotionConfig } from 'framer-motion';
import { ThemeProvider } from 'styled-components';
import { useState, type ReactNode } from 'react';
import { theme } from '../../theme/theme';
import { CommandPalette, isCommandPaletteShortcut, useCommandPaletteShortcut, type Command } from '.';

function Wrapper({ children }: { children?: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <MotionConfig transition={{ duration: 0 }}>
        <LazyMotion features={domMax} strict>
          {children}
        </LazyMotion>
      </MotionConfig>
    </ThemeProvider>
  );
}

function makeCommands() {
  const run = {
    home: vi.fn(),
    settings: vi.fn(),
    docs: vi.fn(),
    card: vi.fn(),
  };
  const commands: Command[] = [
    { id: 'home', title: 'Go to Home', description: 'Open the home page', category: 'Navigation', keywords: ['start'], shortcut: ['G', 'H'], action: run.home },
    { id: 'settings', title: 'Open Settings', description: 'Adjust preferences', category: 'User', keywords: ['options'], action: run.settings },
    { id: 'docs', title: 'Open Documentation', description: 'Read the guides', category: 'Help', shortcut: ['G', 'D'], action: run.docs },
    { id: 'card', title: 'Create Card', description: 'Start from the card examples', category: 'Components', action: run.card },
  ];
  return { commands, run };
}

function Page({ commands, maxResults }: { commands: Command[]; maxResults?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open Command Palette
      </button>
      <CommandPalette commands={commands} open={open} onOpenChange={setOpen} maxResults={maxResults} />
    </>
  );
}

async function openPalette(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open Command Palette' }));
  // Wait for the entrance animation to finish so visibility checks are meaningful.
  await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
  return screen.getByRole('combobox');
}

const selectedTitle = () => screen.getByRole('option', { selected: true }).textContent;

describe('CommandPalette', () => {
  it('opens from a button as a labelled dialog with focus in the search field', async () => {
    const user = userEvent.setup();
    render(<Page commands={makeCommands().commands} />, { wrapper: Wrapper });
    const input = await openPalette(user);
    expect(screen.getByRole('dialog', { name: 'Command palette' })).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAttribute('placeholder', 'Search commands...');
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
  });

  it('groups the results under their category headings and shows each shortcut', async () => {
    const user = userEvent.setup();
    render(<Page commands={makeCommands().commands} />, { wrapper: Wrapper });
    await openPalette(user);
    const navigation = screen.getByRole('group', { name: 'Navigation' });
    expect(within(navigation).getByRole('option', { name: /Go to Home/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Help' })).toBeInTheDocument();
    const home = screen.getByRole('option', { name: /Go to Home/ });
    expect(home).toHaveAccessibleName(/Shortcut: G H/);
    expect(within(home).getAllByText(/^[GH]$/).map((key) => key.tagName)).toEqual(['KBD', 'KBD']);
  });

  it('moves the selection with the arrow keys and wraps at both ends', async () => {
    const user = userEvent.setup();
    render(<Page commands={makeCommands().commands} />, { wrapper: Wrapper });
    const input = await openPalette(user);
    expect(selectedTitle()).toMatch(/^Go to Home/);
    await user.keyboard('{ArrowUp}');
    expect(selectedTitle()).toMatch(/^Create Card/);
    await user.keyboard('{ArrowDown}');
    expect(selectedTitle()).toMatch(/^Go to Home/);
    await user.keyboard('{ArrowDown}');
    expect(selectedTitle()).toMatch(/^Open Settings/);
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { selected: true }).id);
  });

  it('runs the selected command on Enter, closes and returns focus to the opener', async () => {
    const user = userEvent.setup();
    const { commands, run } = makeCommands();
    render(<Page commands={commands} />, { wrapper: Wrapper });
    await openPalette(user);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(run.docs).toHaveBeenCalledTimes(1);
    expect(run.home).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open Command Palette' })).toHaveFocus();
  });

  it('runs a command when it is clicked', async () => {
    const user = userEvent.setup();
    const { commands, run } = makeCommands();
    render(<Page commands={commands} />, { wrapper: Wrapper });
    await openPalette(user);
    await user.click(screen.getByRole('option', { name: /Open Settings/ }));
    expect(run.settings).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on Escape without running anything', async () => {
    const user = userEvent.setup();
    const { commands, run } = makeCommands();
    render(<Page commands={commands} />, { wrapper: Wrapper });
    await openPalette(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(Object.values(run).every((fn) => fn.mock.calls.length === 0)).toBe(true);
    expect(screen.getByRole('button', { name: 'Open Command Palette' })).toHaveFocus();
  });

  it('closes on a press outside the dialog (on its backdrop), and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Page commands={makeCommands().commands} />, { wrapper: Wrapper });
    await openPalette(user);
    // A press on the ::backdrop targets the <dialog>, outside its box (jsdom's boxes are empty at 0,0).
    fireEvent.pointerDown(screen.getByRole('dialog'), { button: 0, clientX: 5, clientY: 5 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open Command Palette' })).toHaveFocus();
  });

  it('asks to close once per backdrop press: a mouse at pointerdown, not again at its click', async () => {
    const onOpenChange = vi.fn();
    render(<CommandPalette commands={makeCommands().commands} open onOpenChange={onOpenChange} />, { wrapper: Wrapper });
    const dialog = await screen.findByRole('dialog');
    fireEvent.pointerDown(dialog, { button: 0, pointerType: 'mouse', clientX: 5, clientY: 5 });
    fireEvent.click(dialog, { clientX: 5, clientY: 5 });
    expect(onOpenChange.mock.calls).toEqual([[false]]);
  });

  it('traps Tab and Shift+Tab in the field (the only Tab stop), as a modal dialog', async () => {
    const user = userEvent.setup();
    render(<Page commands={makeCommands().commands} />, { wrapper: Wrapper });
    const input = await openPalette(user);
    await waitFor(() => expect(input).toHaveFocus());
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab({ shift: true });
    expect(input).toHaveFocus();
  });

  it('filters with the fuzzy ranking and runs the best match on Enter', async () => {
    const user = userEvent.setup();
    const { commands, run } = makeCommands();
    render(<Page commands={commands} />, { wrapper: Wrapper });
    await openPalette(user);
    await user.keyboard('card');
    expect(screen.getAllByRole('option')[0]).toHaveAccessibleName(/Create Card/);
    expect(screen.getByRole('group', { name: 'Components' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(run.card).toHaveBeenCalledTimes(1);
  });

  it('matches keywords as well as titles', async () => {
    const user = userEvent.setup();
    render(<Page commands={makeCommands().commands} />, { wrapper: Wrapper });
    await openPalette(user);
    await user.keyboard('options');
    expect(screen.getAllByRole('option')[0]).toHaveAccessibleName(/Open Settings/);
  });

  it('says what was not found and suggests another search', async () => {
    const user = userEvent.setup();
    render(<Page commands={makeCommands().commands} />, { wrapper: Wrapper });
    await openPalette(user);
    await user.keyboard('qqqq');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No commands found for "qqqq"')).toBeVisible();
    expect(screen.getByText('Try searching for something else')).toBeVisible();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says when there are no commands at all', async () => {
    const user = userEvent.setup();
    render(<Page commands={[]} />, { wrapper: Wrapper });
    await openPalette(user);
    expect(screen.getByText('No commands available')).toBeVisible();
    expect(screen.queryByText('Try searching for something else')).not.toBeInTheDocument();
  });

  it('shows at most 10 results by default, or maxResults', async () => {
    const user = userEvent.setup();
    const many: Command[] = Array.from({ length: 14 }, (_, index) => ({
      id: `c${index}`,
      title: `Command ${index}`,
      category: 'Bulk',
      action: () => {},
    }));
    const { unmount } = render(<Page commands={many} />, { wrapper: Wrapper });
    await openPalette(user);
    expect(screen.getAllByRole('option')).toHaveLength(10);
    unmount();
    render(<Page commands={many} maxResults={4} />, { wrapper: Wrapper });
    await openPalette(user);
    expect(screen.getAllByRole('option')).toHaveLength(4);
  });

  it('opens with Ctrl+K and Cmd+P and prevents the browser default (the print dialog)', async () => {
    render(<Page commands={makeCommands().commands} />, { wrapper: Wrapper });
    const notPrevented = fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    expect(notPrevented).toBe(false);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fireEvent.keyDown(document.body, { key: 'p', metaKey: true })).toBe(false);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('manages its own open state with a trigger element', async () => {
    const user = userEvent.setup();
    render(<CommandPalette commands={makeCommands().commands} trigger={<button type="button">Commands</button>} />, { wrapper: Wrapper });
    const trigger = screen.getByRole('button', { name: 'Commands' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Commands' })).toHaveFocus();
  });
});

describe('useCommandPaletteShortcut', () => {
  function Listener({ onOpen }: { onOpen: () => void }) {
    useCommandPaletteShortcut(onOpen);
    return null;
  }

  it('calls back on Ctrl/Cmd+K and Ctrl/Cmd+P only', () => {
    const onOpen = vi.fn();
    render(<Listener onOpen={onOpen} />);
    fireEvent.keyDown(window, { key: 'K', ctrlKey: true });
    fireEvent.keyDown(window, { key: 'p', metaKey: true });
    fireEvent.keyDown(window, { key: 'k' });
    fireEvent.keyDown(window, { key: 'j', ctrlKey: true });
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('recognises the shortcut keys', () => {
    expect(isCommandPaletteShortcut({ key: 'k', ctrlKey: true, metaKey: false, altKey: false, shiftKey: false })).toBe(true);
    expect(isCommandPaletteShortcut({ key: 'k', ctrlKey: true, metaKey: false, altKey: true, shiftKey: false })).toBe(false);
  });
});
