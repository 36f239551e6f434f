// Command palette (APG combobox with listbox in a modal dialog). This part holds the open state, the
// Ctrl/Cmd+K and Ctrl/Cmd+P shortcut and the trigger; PaletteDialog is the dialog.
import { cloneElement, useCallback, useLayoutEffect, useRef, type MouseEvent, type ReactElement, type RefObject } from 'react';
import { COMMAND_PALETTE_MAX_RESULTS } from '../../lib/timing';
import { useControllableState } from '../../hooks/useControllableState';
import { DEFAULT_PLACEHOLDER, type PaletteMessages } from './messages';
import type { CommandRanker } from './paletteResults';
import { COMMAND_PALETTE_ARIA_KEYSHORTCUTS, useCommandPaletteShortcut } from './shortcut';
import { PaletteDialog } from './PaletteDialog';
import type { Command } from './types';

export { COMMAND_PALETTE_TITLE, DEFAULT_PLACEHOLDER, NO_COMMANDS_MESSAGE, NO_RESULTS_HINT, noResultsMessage } from './messages';

/** What CommandPalette sets on its `trigger` element: the click that opens it and the popup's ARIA state. */
export interface TriggerProps {
  /** Opens the palette. */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** Says the trigger opens a dialog. */
  'aria-haspopup'?: 'dialog';
  /** Whether the palette is open. */
  'aria-expanded'?: boolean;
  /** The shortcut that opens the palette too, when `shortcut` is on. */
  'aria-keyshortcuts'?: string;
}

/** Props of CommandPalette. */
export interface CommandPaletteProps {
  /** The commands the palette searches and runs. */
  commands: readonly Command[];
  /** Controlled open state; leave undefined to let the palette manage it. */
  open?: boolean;
  /** Whether the palette starts open when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the palette opens or closes, whether controlled or not. */
  onOpenChange?: (open: boolean) => void;
  /** Results shown at most (default 10). */
  maxResults?: number;
  /** The search field's placeholder. */
  placeholder?: string;
  /** Listen for Ctrl/Cmd+K and Ctrl/Cmd+P on the whole page (default true). */
  shortcut?: boolean;
  /** An element that opens the palette, e.g. a Button; focus returns to it on close. */
  trigger?: ReactElement<TriggerProps>;
  /** Texts for a palette with another job (the site search); defaults are the spec's. */
  messages?: Partial<PaletteMessages>;
  /** Keys typed before this palette was mounted (an app that renders it late kept them): replayed as it opens. */
  typedAhead?: readonly string[];
  /** Orders the matches of a query (default: the spec's fuzzy ranking). */
  rank?: CommandRanker;
  /** Below the tablet breakpoint the dialog fills the screen and shows a close button. */
  fullScreenOnMobile?: boolean;
}

/** A searchable list of commands in a dialog, opened by Ctrl/Cmd+K or its trigger, run with Enter. */
export function CommandPalette({
  commands,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  maxResults = COMMAND_PALETTE_MAX_RESULTS,
  placeholder = DEFAULT_PLACEHOLDER,
  shortcut = true,
  trigger,
  messages,
  typedAhead,
  rank,
  fullScreenOnMobile = false,
}: CommandPaletteProps) {
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });

  useCommandPaletteShortcut(
    useCallback(() => {
      if (!open) setOpen(true);
    }, [open, setOpen]),
    shortcut,
  );

  // Where focus was as the palette opened (a button, or the page for a shortcut): it returns there on close.
  const openerRef = useRef<HTMLElement | null>(null);


  return (
    <>
      {trigger
        ? cloneElement(trigger, {
            'aria-haspopup': 'dialog',
            'aria-expanded': open,
            'aria-keyshortcuts': shortcut ? COMMAND_PALETTE_ARIA_KEYSHORTCUTS : undefined,
            onClick: (event: MouseEvent<HTMLElement>) => {
              trigger.props.onClick?.(event);
              if (!event.defaultPrevented) setOpen(!open);
            },
          })
        : null}
      <OpenerCapture open={open} openerRef={openerRef} />
      <PaletteDialog
        commands={commands}
        open={open}
        setOpen={setOpen}
        maxResults={maxResults}
        placeholder={placeholder}
        typedAhead={typedAhead}
        openerRef={openerRef}
        messages={messages}
        rank={rank}
        fullScreenOnMobile={fullScreenOnMobile}
      />
    </>
  );
}

/**
 * Notes where focus is as the palette opens. A component of its own, before the dialog in the tree: its
 * layout effect then runs before the dialog's field takes focus (autofocus), even when the palette mounts
 * already open (an opener that loaded it lazily), where an effect of CommandPalette itself would run after.
 */
function OpenerCapture({ open, openerRef }: { open: boolean; openerRef: RefObject<HTMLElement | null> }) {
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open, openerRef]);
  return null;
}
