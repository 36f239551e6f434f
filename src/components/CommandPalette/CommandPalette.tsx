// Command palette (APG combobox with listbox in a modal dialog). This part holds the open state, the
// Ctrl/Cmd+K and Ctrl/Cmd+P shortcut and the trigger; PaletteDialog is the dialog. The dialog is not
// deferred like Modal's: people press the shortcut and type at once, and keys typed before a deferred
// dialog arrived would be lost.
import { cloneElement, useCallback, type MouseEvent, type ReactElement } from 'react';
import { COMMAND_PALETTE_MAX_RESULTS } from '../../lib/timing';
import { useControllableState } from '../../lib/useControllableState';
import { DEFAULT_PLACEHOLDER } from './messages';
import { PaletteDialog } from './PaletteDialog';
import { useCommandPaletteShortcut } from './shortcut';
import type { Command } from './types';

export { COMMAND_PALETTE_TITLE, DEFAULT_PLACEHOLDER, NO_COMMANDS_MESSAGE, NO_RESULTS_HINT, noResultsMessage } from './messages';

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
      <PaletteDialog commands={commands} open={open} setOpen={setOpen} maxResults={maxResults} placeholder={placeholder} />
    </>
  );
}
