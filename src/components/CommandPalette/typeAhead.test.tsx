import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { isTypeAheadKey, replayTypedKeys } from './typeAhead';
import type { Command } from './types';

function makeCommands() {
  const run = { home: vi.fn(), settings: vi.fn(), docs: vi.fn() };
  const commands: Command[] = [
    { id: 'home', title: 'Go to Home', category: 'Navigation', action: run.home },
    { id: 'settings', title: 'Open Settings', category: 'User', action: run.settings },
    { id: 'docs', title: 'Open Documentation', category: 'Help', action: run.docs },
  ];
  return { commands, run };
}

describe('replayTypedKeys', () => {
  const { commands } = makeCommands();

  it('types text and takes Backspace back, the first result active', () => {
    expect(replayTypedKeys(['d', 'o', 'x', 'Backspace', 'c'], commands, 10)).toEqual({ query: 'doc', activeIndex: 0 });
  });

  it('moves the active result with the arrows, wrapping at both ends', () => {
    expect(replayTypedKeys(['ArrowDown', 'ArrowDown'], commands, 10).activeIndex).toBe(2);
    expect(replayTypedKeys(['ArrowUp'], commands, 10).activeIndex).toBe(2);
    expect(replayTypedKeys(['ArrowDown', 'ArrowDown', 'ArrowDown'], commands, 10).activeIndex).toBe(0);
  });

  it('starts from the first result again when the query changes', () => {
    expect(replayTypedKeys(['ArrowDown', 'o'], commands, 10).activeIndex).toBe(0);
  });

  it('stops at Enter with the command it chose', () => {
    const replayed = replayTypedKeys(['s', 'e', 't', 'Enter', 'x'], commands, 10);
    expect(replayed.query).toBe('set');
    expect(replayed.run?.id).toBe('settings');
  });

  it('ignores an Enter with nothing to run', () => {
    const replayed = replayTypedKeys(['z', 'z', 'z', 'Enter'], commands, 10);
    expect(replayed.query).toBe('zzz');
    expect(replayed.run).toBeUndefined();
  });
});

describe('isTypeAheadKey', () => {
  const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) =>
    isTypeAheadKey({ key: k, ctrlKey: false, metaKey: false, altKey: false, ...mods });

  it('takes text, Backspace, the arrows and Enter, and leaves shortcuts and other keys alone', () => {
    expect(['a', ' ', 'Backspace', 'ArrowDown', 'ArrowUp', 'Enter'].every((k) => key(k))).toBe(true);
    expect(key('Tab')).toBe(false);
    expect(key('Shift')).toBe(false);
    expect(key('k', { ctrlKey: true })).toBe(false);
    expect(key('k', { metaKey: true })).toBe(false);
  });
});

describe('CommandPalette while its dialog is loading', () => {
  beforeEach(() => {
    vi.resetModules(); // a fresh module cache: the dialog has not been loaded yet
    vi.stubGlobal('requestIdleCallback', () => 0); // and the browser is never idle here
    vi.stubGlobal('cancelIdleCallback', () => {});
  });
  afterEach(() => {
    cleanup(); // unmount while the stubs are still there
    vi.unstubAllGlobals();
  });

  async function renderPalette(commands: Command[]) {
    const { CommandPalette } = await import('.');
    const pageKeys = vi.fn();
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <div onKeyDown={(event) => pageKeys(event.key)}>
          <button type="button" onClick={() => setOpen(true)}>
            Open Command Palette
          </button>
          <CommandPalette commands={commands} open={open} onOpenChange={setOpen} />
        </div>
      );
    }
    renderWithProviders(<Page />);
    const opener = screen.getByRole('button', { name: 'Open Command Palette' });
    opener.focus();
    fireEvent.click(opener);
    // Pressed before the dialog is there: nothing to type into yet.
    const press = (...keys: string[]) => keys.forEach((k) => fireEvent.keyDown(document.activeElement ?? document.body, { key: k }));
    return { press, pageKeys, opener };
  }

  it('replays the keys typed before it arrived into the search field, and keeps them from the page', async () => {
    const { press, pageKeys } = await renderPalette(makeCommands().commands);
    expect(screen.queryByRole('dialog')).toBeNull();
    press('d', 'o', 'c', 'u');
    const input = await screen.findByRole('combobox');
    expect(input).toHaveValue('docu');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Open Documentation');
    expect(pageKeys).not.toHaveBeenCalled();
  });

  it('runs the command an Enter typed ahead chose, and closes', async () => {
    const { commands, run } = makeCommands();
    const { press } = await renderPalette(commands);
    press('ArrowDown', 'Enter');
    await vi.waitFor(() => expect(run.settings).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(run.home).not.toHaveBeenCalled();
  });

  it('closes on an Escape pressed while loading, and the next opening starts empty', async () => {
    const { press, opener } = await renderPalette(makeCommands().commands);
    press('x', 'Escape');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(opener);
    expect(await screen.findByRole('combobox')).toHaveValue('');
  });
});
