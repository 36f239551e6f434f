// The palette's fixed texts (SPEC section 8), shared by the shell, the dialog and the tests.
export const COMMAND_PALETTE_TITLE = 'Command palette';
export const DEFAULT_PLACEHOLDER = 'Search commands...';
export const NO_COMMANDS_MESSAGE = 'No commands available';
export const NO_RESULTS_HINT = 'Try searching for something else';
export const noResultsMessage = (query: string) => `No commands found for "${query}"`;

/** The texts a palette configured for another job (the site search) words its own way. */
export interface PaletteMessages {
  /** The dialog's and the field's accessible name. */
  title: string;
  /** The listbox's accessible name. */
  listLabel: string;
  /** Shown when no command matches the query. */
  noResults: (query: string) => string;
  /** Announced politely as the results change. */
  resultCount: (count: number) => string;
  /** What Enter does, in the footer: 'to run'. */
  runHint: string;
}

export const DEFAULT_MESSAGES: PaletteMessages = {
  title: COMMAND_PALETTE_TITLE,
  listLabel: 'Commands',
  noResults: noResultsMessage,
  resultCount: (count) => `${count} ${count === 1 ? 'command' : 'commands'} available`,
  runHint: 'to run',
};
