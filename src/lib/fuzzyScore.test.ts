import { describe, expect, it } from 'vitest';
import { COMMAND_PALETTE_MAX_RESULTS } from './timing';
import { commandScore, fuzzyScore, MIN_FUZZY_SCORE, rankCommands, SUBSTRING_SCORE } from './fuzzyScore';

describe('fuzzyScore', () => {
  it('scores a substring match 0.9', () => {
    expect(fuzzyScore('set', 'Open Settings')).toBe(0.9);
    expect(SUBSTRING_SCORE).toBe(0.9);
  });

  it('ignores case on both sides', () => {
    expect(fuzzyScore('SETTINGS', 'open settings')).toBe(0.9);
    expect(fuzzyScore('hme', 'HOME')).toBe(1);
  });

  it('scores an ordered-character match by the share of query characters matched in order', () => {
    // h, m, e of "hme" appear in order in "home": all three matched.
    expect(fuzzyScore('hme', 'home')).toBe(1);
    // "gth" in "go to home": g, t, h in order, all matched.
    expect(fuzzyScore('gth', 'go to home')).toBe(1);
    // "hmz": h and m matched in order, z never: 2 of 3.
    expect(fuzzyScore('hmz', 'home')).toBeCloseTo(2 / 3);
    // "ohx": o matched, but no h follows it in "home": 1 of 3.
    expect(fuzzyScore('ohx', 'home')).toBeCloseTo(1 / 3);
  });

  it('drops scores below 0.1 to zero', () => {
    // 1 of 11 characters matched is about 0.09.
    expect(fuzzyScore('hxxxxxxxxxx', 'home')).toBe(0);
    // 1 of 10 is exactly 0.1 and stays.
    expect(fuzzyScore('hxxxxxxxxx', 'home')).toBeCloseTo(MIN_FUZZY_SCORE);
  });

  it('scores no shared characters as zero', () => {
    expect(fuzzyScore('xyz', 'home')).toBe(0);
  });

  it('scores an empty or whitespace query as zero', () => {
    expect(fuzzyScore('', 'home')).toBe(0);
    expect(fuzzyScore('   ', 'home')).toBe(0);
  });

  it('ignores surrounding whitespace in the query', () => {
    expect(fuzzyScore('  home ', 'Go to Home')).toBe(0.9);
  });
});

const command = (title: string, extra: { description?: string; keywords?: string[] } = {}) => ({ title, ...extra });

describe('commandScore', () => {
  it('takes the best score over title, description and keywords', () => {
    expect(commandScore('pref', command('Open Settings', { keywords: ['preferences'] }))).toBe(0.9);
    expect(commandScore('guide', command('Docs', { description: 'Read the guide' }))).toBe(0.9);
    expect(commandScore('zzz', command('Docs', { description: 'Read the guide', keywords: ['help'] }))).toBe(0);
  });
});

describe('rankCommands', () => {
  it('returns matches best first', () => {
    const commands = [command('Home page'), command('Create Card'), command('Card games')];
    const ranked = rankCommands(commands, 'card');
    expect(ranked.map((entry) => entry.command.title)).toEqual(['Create Card', 'Card games']);
    expect(ranked.every((entry) => entry.score === 0.9)).toBe(true);
  });

  it('puts a full ordered match above a partial one and drops non-matches', () => {
    const commands = [command('Alpha'), command('Home'), command('Hm')];
    const ranked = rankCommands(commands, 'hme');
    expect(ranked.map((entry) => entry.command.title)).toEqual(['Home', 'Hm', 'Alpha']);
    expect(ranked.map((entry) => entry.score)).toEqual([1, 2 / 3, 1 / 3]);
  });

  it('keeps the given order between equal scores', () => {
    const commands = [command('b settings'), command('a settings'), command('c settings')];
    expect(rankCommands(commands, 'settings').map((entry) => entry.command.title)).toEqual([
      'b settings',
      'a settings',
      'c settings',
    ]);
  });

  it('returns at most 10 results by default', () => {
    const many = Array.from({ length: 15 }, (_, index) => command(`Command ${index}`));
    expect(COMMAND_PALETTE_MAX_RESULTS).toBe(10);
    expect(rankCommands(many, 'command')).toHaveLength(10);
    expect(rankCommands(many, 'command', 3)).toHaveLength(3);
  });

  it('lists every command in the given order for an empty query, still capped', () => {
    const many = Array.from({ length: 12 }, (_, index) => command(`Command ${index}`));
    const ranked = rankCommands(many, '  ');
    expect(ranked).toHaveLength(10);
    expect(ranked[0]?.command.title).toBe('Command 0');
  });
});
