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
    expect(fuzzyScore('hme', 'HOME')).toBe(3 / 4);
  });

  it('scores an ordered-character match by the share of the text its characters make up', () => {
    // h, m, e of "hme" appear in order in "home": 3 of its 4 characters.
    expect(fuzzyScore('hme', 'home')).toBe(3 / 4);
    // g, t, h in order in "go to home": 3 of 10.
    expect(fuzzyScore('gth', 'go to home')).toBeCloseTo(3 / 10);
    // A tighter match scores higher than the same characters spread through a longer text.
    expect(fuzzyScore('gth', 'go to home')).toBeGreaterThan(fuzzyScore('gth', 'go to the home page'));
  });

  it('is no match unless every query character appears in order', () => {
    // h and m in order, z never.
    expect(fuzzyScore('hmz', 'home')).toBe(0);
    // o, then no h after it.
    expect(fuzzyScore('ohx', 'home')).toBe(0);
    expect(fuzzyScore('emoh', 'home')).toBe(0);
  });

  it('drops scores below 0.1 to zero', () => {
    // 3 characters of a 31-character text: about 0.097.
    expect(fuzzyScore('gth', 'go to the very far away homepage')).toBe(0);
    // 3 of 30 is exactly 0.1 and stays.
    expect(fuzzyScore('gth', 'go to the very far away homepa')).toBeCloseTo(MIN_FUZZY_SCORE);
    expect(MIN_FUZZY_SCORE).toBe(0.1);
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

  it('puts a substring above an ordered-character match, a tight one above a loose one, and drops the rest', () => {
    const commands = [command('Alpha'), command('Hm'), command('Home page'), command('Home'), command('Hme')];
    const ranked = rankCommands(commands, 'hme');
    expect(ranked.map((entry) => entry.command.title)).toEqual(['Hme', 'Home', 'Home page']);
    expect(ranked.map((entry) => entry.score)).toEqual([0.9, 3 / 4, 3 / 9]);
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
