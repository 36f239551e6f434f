import type { ComponentType, ReactNode } from 'react';

export interface CommandIconProps {
  size?: number | string;
  'aria-hidden'?: boolean | 'true' | 'false';
}

/** A command of the palette (SPEC section 3). */
export interface Command {
  id: string;
  title: string;
  description?: string;
  /** Results are grouped under this heading. */
  category: string;
  icon?: ComponentType<CommandIconProps>;
  action: () => void;
  /** Extra words the search matches besides title and description. */
  keywords?: readonly string[];
  /** Keys shown beside the command, one <kbd> each, e.g. ['G', 'H']. */
  shortcut?: readonly string[];
  /**
   * Where the command leads, when it is a place: the option is then a link (open in a new tab, copy its
   * address); Enter and a plain click still run `action`.
   */
  href?: string;
  /** Drawn in place of the icon: a colour swatch, an easing curve. */
  preview?: ReactNode;
  /** A short label after the title, e.g. a status (Free, Pro, Coming Soon). */
  badge?: string;
  /**
   * Text the command offers to copy (a token's CSS variable): Ctrl/Cmd+C on the active option, or the
   * option's copy button, copies it without running the command or leaving the palette.
   */
  copyText?: string;
}
