import { describe, expect, it, vi } from 'vitest';
import { COMMAND_CATEGORIES, createSampleCommands } from './demos/CommandPaletteDemo';
import { NAVIGATION_SHORTCUTS } from './demos/ShortcutList';

function setup() {
  const navigate = vi.fn();
  const notify = vi.fn();
  return { navigate, notify, commands: createSampleCommands({ navigate, notify }) };
}

describe('sample commands', () => {
  it('are the seven commands of the spec in its five categories', () => {
    const { commands } = setup();
    expect(commands.map((command) => command.id)).toEqual([
      'home',
      'settings',
      'profile',
      'docs',
      'create-button',
      'create-card',
      'search-components',
    ]);
    expect(new Set(commands.map((command) => command.category))).toEqual(new Set(COMMAND_CATEGORIES));
    expect(COMMAND_CATEGORIES).toEqual(['Navigation', 'User', 'Help', 'Components', 'Search']);
  });

  it('each carry an icon, keywords and a shortcut', () => {
    for (const command of setup().commands) {
      expect(command.icon, command.id).toBeDefined();
      expect(command.keywords?.length, command.id).toBeGreaterThan(0);
      expect(command.shortcut?.length, command.id).toBeGreaterThan(0);
    }
  });

  it('navigate to their pages', () => {
    const { commands, navigate } = setup();
    const run = (id: string) => commands.find((command) => command.id === id)?.action();
    const expected: Record<string, string> = {
      home: '/',
      docs: '/docs',
      'search-components': '/docs/components',
      'create-button': '/examples/buttons',
      'create-card': '/examples/cards',
    };
    for (const [id, path] of Object.entries(expected)) {
      navigate.mockClear();
      run(id);
      expect(navigate, id).toHaveBeenCalledWith(path);
    }
  });

  it('answer settings and profile with a message', () => {
    const { commands, notify, navigate } = setup();
    commands.find((command) => command.id === 'settings')?.action();
    commands.find((command) => command.id === 'profile')?.action();
    expect(notify).toHaveBeenCalledTimes(2);
    expect(notify.mock.calls.map(([toast]) => toast.title)).toEqual(['Settings', 'Profile']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('agree with the listed navigation shortcuts where they overlap', () => {
    const { commands } = setup();
    expect(NAVIGATION_SHORTCUTS.map((shortcut) => shortcut.label)).toEqual(['Home', 'Components', 'Tokens', 'Docs']);
    const byKeys = new Map(commands.map((command) => [command.shortcut?.join(' '), command]));
    expect(byKeys.get('G H')?.id).toBe('home');
    expect(byKeys.get('G D')?.id).toBe('docs');
    expect(byKeys.get('G C')?.id).toBe('search-components');
  });
});
