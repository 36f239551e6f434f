// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  createThemeStore,
  readStoredTheme,
  THEME_STORAGE_KEY,
  THEME_SWITCHING_ATTRIBUTE,
  writeStoredTheme,
  type ThemeEnvironment,
} from './theme';

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

describe('a theme change is drawn without transitions', () => {
  function framedEnvironment() {
    const { env, root } = memoryEnvironment();
    const frames: Array<() => void> = [];
    const drawFrame = () => frames.splice(0).forEach((callback) => callback());
    return { env: { ...env, afterNextFrame: (callback: () => void) => void frames.push(callback) }, root, drawFrame };
  }

  it('marks the root until the frame with the new theme has been drawn', () => {
    const { env, root, drawFrame } = framedEnvironment();
    const store = createThemeStore(undefined, env);
    store.getState().toggleTheme();
    expect(root.dataset.theme).toBe('light');
    expect(root.hasAttribute(THEME_SWITCHING_ATTRIBUTE)).toBe(true);
    drawFrame();
    expect(root.hasAttribute(THEME_SWITCHING_ATTRIBUTE)).toBe(false);
  });

  it('keeps the mark until the last of quick changes has been drawn', () => {
    const { env, root } = memoryEnvironment();
    const drawn: Array<() => void> = [];
    const store = createThemeStore(undefined, { ...env, afterNextFrame: (callback) => void drawn.push(callback) });
    store.getState().toggleTheme();
    store.getState().toggleTheme();
    const [firstDrawn, secondDrawn] = drawn;
    firstDrawn?.();
    expect(root.hasAttribute(THEME_SWITCHING_ATTRIBUTE)).toBe(true);
    secondDrawn?.();
    expect(root.hasAttribute(THEME_SWITCHING_ATTRIBUTE)).toBe(false);
    expect(root.dataset.theme).toBe('dark');
  });

  it('does not mark a root whose theme does not change (hydration adopting the head script\'s theme)', () => {
    const { env, root } = framedEnvironment();
    root.dataset.theme = 'light';
    const store = createThemeStore(undefined, env);
    store.getState().syncFromDocument();
    store.getState().setTheme('light');
    expect(store.getState().theme).toBe('light');
    expect(root.hasAttribute(THEME_SWITCHING_ATTRIBUTE)).toBe(false);
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
