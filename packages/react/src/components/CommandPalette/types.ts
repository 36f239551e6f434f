import type { ComponentType, ReactNode } from 'react';

/** Props the palette passes a command's icon component. */
export interface CommandIconProps {
  /** The icon's size in pixels or a CSS length. */
  size?: number | string;
  /** The palette hides the icon from assistive technology: the title names the command. */
  'aria-hidden'?: boolean | 'true' | 'false';
}

/** A command of the palette (SPEC section 3). */
export interface Command {
  /** Unique among the palette's commands. */
  id: string;
  /** The command's name, searched and shown. */
  title: string;
  /** A line under the title, searched too. */
  description?: string;
  /** Results are grouped under this heading. */
  category: string;
  /** An icon component (lucide-react's fit) drawn before the title. */
  icon?: ComponentType<CommandIconProps>;
  /** Runs the command; the palette closes first. */
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
