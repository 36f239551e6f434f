// Global keyboard shortcuts: Ctrl/Cmd+K or Ctrl/Cmd+P open the palette (and never the print dialog).
import { useEffect, useRef } from 'react';

export const COMMAND_PALETTE_SHORTCUT_KEYS = ['k', 'p'] as const;

/**
 * The shortcuts as `aria-keyshortcuts` names them: announced on the trigger, and readable from the markup
 * by a page that handles keys before it has hydrated (it can keep the browser's own action, print, from
 * a shortcut pressed early and replay it to the palette afterwards).
 */
export const COMMAND_PALETTE_ARIA_KEYSHORTCUTS = COMMAND_PALETTE_SHORTCUT_KEYS.flatMap((key) => [`Control+${key.toUpperCase()}`, `Meta+${key.toUpperCase()}`]).join(' ');

type ShortcutEvent = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

export function isCommandPaletteShortcut(event: ShortcutEvent): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return false;
  return (COMMAND_PALETTE_SHORTCUT_KEYS as readonly string[]).includes(event.key.toLowerCase());
}

/** Calls `onOpen` on Ctrl/Cmd+K or Ctrl/Cmd+P anywhere on the page, preventing the browser's own action. */
export function useCommandPaletteShortcut(onOpen: () => void, enabled = true): void {
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    onOpenRef.current = onOpen;
  }, [onOpen]);

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isCommandPaletteShortcut(event)) return;
      event.preventDefault();
      onOpenRef.current();
    };
    // Capture phase: runs before any handler that could stop the event, so print never opens.
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [enabled]);
}
