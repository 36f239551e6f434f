// The palette's fixed texts (SPEC section 8), shared by the shell, the dialog and the tests.
export const COMMAND_PALETTE_TITLE = 'Command palette';
export const DEFAULT_PLACEHOLDER = 'Search commands...';
export const NO_COMMANDS_MESSAGE = 'No commands available';
export const NO_RESULTS_HINT = 'Try searching for something else';
export const noResultsMessage = (query: string) => `No commands found for "${query}"`;
