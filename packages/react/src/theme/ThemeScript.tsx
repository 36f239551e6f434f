import { themeScriptSource, type ThemeScriptOptions } from './themeScript';
import { DEFAULT_THEME, THEME_STORAGE_KEY } from '../stores/theme';

/** Props of ThemeScript. */
export interface ThemeScriptProps extends ThemeScriptOptions {
  /** The nonce of a Content-Security-Policy that allows inline scripts by nonce. */
  nonce?: string;
}

/**
 * Put first in <head> (a server-rendered document): applies the stored theme before the first paint, so
 * `MotionKitProvider` and the page's CSS agree from the first frame.
 */
export function ThemeScript({ nonce, storageKey = THEME_STORAGE_KEY, defaultTheme = DEFAULT_THEME }: ThemeScriptProps) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeScriptSource({ storageKey, defaultTheme }) }} />;
}
