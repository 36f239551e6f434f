export {
  CommandPalette,
  COMMAND_PALETTE_TITLE,
  DEFAULT_PLACEHOLDER,
  NO_COMMANDS_MESSAGE,
  NO_RESULTS_HINT,
  noResultsMessage,
} from './CommandPalette';
export type { PaletteMessages } from './messages';
export type { CommandPaletteProps, TriggerProps } from './CommandPalette';
export { useCommandPaletteShortcut, isCommandPaletteShortcut } from './shortcut';
export { paletteResults } from './paletteResults';
export type { CommandGroup, CommandRanker, PaletteResults } from './paletteResults';
export type { Command, CommandIconProps } from './types';
export { fuzzyScore, fuzzyScoreLower, rankCommands, SUBSTRING_SCORE } from '../../lib/fuzzyScore';
export type { RankedCommand } from '../../lib/fuzzyScore';
export { replayTypedKeys } from './typeAhead';
export { commandPaletteMotion } from './CommandPalette.motion';
