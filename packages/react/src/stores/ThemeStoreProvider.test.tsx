import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createThemeStore } from './theme';
import { ThemeStoreProvider, useThemeStore } from './ThemeStoreProvider';

function ThemeName() {
  return <p>{useThemeStore((state) => state.theme)}</p>;
}

const otherTab = (key: string | null, newValue: string | null) =>
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
  });

describe('ThemeStoreProvider', () => {
  afterEach(() => {
    delete document.documentElement.dataset.theme;
    localStorage.clear();
  });

  it('adopts the theme the inline script applied before hydration', () => {
    document.documentElement.dataset.theme = 'light';
    render(
      <ThemeStoreProvider store={createThemeStore()}>
        <ThemeName />
      </ThemeStoreProvider>,
    );
    expect(screen.getByText('light')).toBeInTheDocument();
  });

  it('follows a theme switched in another tab, ignores other keys, and reads garbage as dark', () => {
    const store = createThemeStore();
    render(
      <ThemeStoreProvider store={store}>
        <ThemeName />
      </ThemeStoreProvider>,
    );
    expect(screen.getByText('dark')).toBeInTheDocument();
    otherTab('theme', 'light');
    expect(screen.getByText('light')).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('light');
    otherTab('unrelated', 'dark');
    expect(screen.getByText('light')).toBeInTheDocument();
    otherTab('theme', 'purple');
    expect(screen.getByText('dark')).toBeInTheDocument();
  });

  it('stops listening when it unmounts', () => {
    const store = createThemeStore();
    const { unmount } = render(
      <ThemeStoreProvider store={store}>
        <ThemeName />
      </ThemeStoreProvider>,
    );
    unmount();
    otherTab('theme', 'light');
    expect(store.getState().theme).toBe('dark');
  });
});
