// Command palette (APG combobox with listbox in a modal dialog). This shell holds the open state, the
// Ctrl/Cmd+K and Ctrl/Cmd+P shortcut and the trigger; the dialog itself is a separate chunk, loaded when
// the browser is idle after the page appears, or at the latest when the palette first opens.
import { cloneElement, useCallback, type MouseEvent, type ReactElement } from 'react';
import { COMMAND_PALETTE_MAX_RESULTS } from '../../lib/timing';
import { preloadable, usePreloaded } from '../../lib/preloadable';
import { useControllableState } from '../../lib/useControllableState';
import { DEFAULT_PLACEHOLDER } from './messages';
import { useCommandPaletteShortcut } from './shortcut';
import type { Command } from './types';

export { COMMAND_PALETTE_TITLE, DEFAULT_PLACEHOLDER, NO_COMMANDS_MESSAGE, NO_RESULTS_HINT, noResultsMessage } from './messages';

const paletteDialog = preloadable(() => import('./PaletteDialog').then((module) => module.PaletteDialog));

/** Loads the palette's dialog ahead of time (tests, or a page about to open it). */
export const preloadCommandPalette = () => paletteDialog.load();

type TriggerProps = { onClick?: (event: MouseEvent<HTMLElement>) => void; 'aria-haspopup'?: 'dialog'; 'aria-expanded'?: boolean };

export interface CommandPaletteProps {
  commands: readonly Command[];
  /** Controlled open state; leave undefined to let the palette manage it. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Results shown at most (default 10). */
  maxResults?: number;
  placeholder?: string;
  /** Listen for Ctrl/Cmd+K and Ctrl/Cmd+P on the whole page (default true). */
  shortcut?: boolean;
  /** An element that opens the palette, e.g. a Button; focus returns to it on close. */
  trigger?: ReactElement<TriggerProps>;
}

export function CommandPalette({
  commands,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  maxResults = COMMAND_PALETTE_MAX_RESULTS,
  placeholder = DEFAULT_PLACEHOLDER,
  shortcut = true,
  trigger,
}: CommandPaletteProps) {
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const PaletteDialog = usePreloaded(paletteDialog, open);

  useCommandPaletteShortcut(
    useCallback(() => {
      if (!open) setOpen(true);
    }, [open, setOpen]),
    shortcut,
  );

  return (
    <>
      {trigger
        ? cloneElement(trigger, {
            'aria-haspopup': 'dialog',
            'aria-expanded': open,
            onClick: (event: MouseEvent<HTMLElement>) => {
              trigger.props.onClick?.(event);
              if (!event.defaultPrevented) setOpen(!open);
            },
          })
        : null}
      {PaletteDialog ? (
        // The component comes from the module cache, so it is the same function on every render.
        // eslint-disable-next-line react-hooks/static-components
        <PaletteDialog commands={commands} open={open} setOpen={setOpen} maxResults={maxResults} placeholder={placeholder} />
      ) : null}
    </>
  );
}
