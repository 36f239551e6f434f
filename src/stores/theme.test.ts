// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createThemeStore, readStoredTheme, THEME_STORAGE_KEY, writeStoredTheme, type ThemeEnvironment } from './theme';

function memoryEnvironment(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const root = document.createElement('html');
  const env: ThemeEnvironment = {
    storage: () => ({ getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) }),
    root: () => root,
  };
  return { env, data, root };
}

const throwingStorage = () => {
  throw new DOMException('blocked', 'SecurityError');
};

describe('theme store', () => {
  it('defaults to dark', () => {
    const { env } = memoryEnvironment();
    expect(createThemeStore(undefined, env).getState().theme).toBe('dark');
  });

  it('toggling flips the theme, stores it under "theme" and applies data-theme', () => {
    const { env, data, root } = memoryEnvironment();
    const store = createThemeStore(undefined, env);
    store.getState().toggleTheme();
    expect(store.getState().theme).toBe('light');
    expect(data.get(THEME_STORAGE_KEY)).toBe('light');
    expect(root.dataset.theme).toBe('light');
    store.getState().toggleTheme();
    expect(store.getState().theme).toBe('dark');
    expect(data.get(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('adopts the stored theme when the document carries none', () => {
    const { env } = memoryEnvironment({ theme: 'light' });
    const store = createThemeStore(undefined, env);
    store.getState().syncFromDocument();
    expect(store.getState().theme).toBe('light');
  });

  it('keeps working when storage throws', () => {
    const root = document.createElement('html');
    const store = createThemeStore(undefined, { storage: throwingStorage, root: () => root });
    expect(() => store.getState().toggleTheme()).not.toThrow();
    expect(store.getState().theme).toBe('light');
    expect(root.dataset.theme).toBe('light');
  });
});

describe('stored theme', () => {
  it('falls back to dark for garbage, missing and blocked storage', () => {
    expect(readStoredTheme(() => ({ getItem: () => 'purple' }))).toBe('dark');
    expect(readStoredTheme(() => ({ getItem: () => null }))).toBe('dark');
    expect(readStoredTheme(() => undefined)).toBe('dark');
    expect(readStoredTheme(throwingStorage)).toBe('dark');
    expect(readStoredTheme(() => ({ getItem: () => 'light' }))).toBe('light');
  });

  it('reports a full or blocked storage instead of throwing', () => {
    const full = { setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } };
    expect(writeStoredTheme(() => full, 'light')).toBe(false);
    expect(writeStoredTheme(throwingStorage, 'light')).toBe(false);
  });
});
