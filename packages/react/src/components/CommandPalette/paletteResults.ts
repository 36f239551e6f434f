// Ranked commands arranged for display: groups by category in the order of their best match.
import { rankCommands, type RankedCommand } from '../../lib/fuzzyScore';
import type { Command } from './types';

/** The matching commands of one category, in rank order. */
export interface CommandGroup {
  /** The category's heading. */
  category: string;
  /** Its matching commands. */
  commands: Command[];
}

export interface PaletteResults {
  groups: CommandGroup[];
  /** The commands in display order: the order arrow keys move through. */
  flat: Command[];
}

/** Orders the commands matching a query, best first, at most `max` (default: rankCommands, SPEC section 5). */
export type CommandRanker = (commands: readonly Command[], query: string, max: number) => ReadonlyArray<RankedCommand<Command>>;

export function paletteResults(commands: readonly Command[], query: string, max: number, rank: CommandRanker = rankCommands): PaletteResults {
  const groups: CommandGroup[] = [];
  for (const { command } of rank(commands, query, max)) {
    const group = groups.find((candidate) => candidate.category === command.category);
    if (group) group.commands.push(command);
    else groups.push({ category: command.category, commands: [command] });
  }
  return { groups, flat: groups.flatMap((group) => group.commands) };
}
