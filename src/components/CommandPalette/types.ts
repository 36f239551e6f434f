import type { ComponentType } from 'react';

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
}
