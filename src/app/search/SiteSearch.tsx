// The site search dialog: the kit's CommandPalette configured with the generated index (pages, docs,
// examples, components, props, tokens). Loaded with its index only when search is opened or about to be
// (SearchLauncher), never with a page.
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { BookOpen, Component, FileText, LayoutTemplate, type LucideIcon } from 'lucide-react';
import index from 'virtual:site-search-index';
import { CommandPalette, type Command, type PaletteMessages, useThemeStore, type Theme, theme } from '@motion-kit/react';
import type { SearchEntry, SearchKind, TokenPreview } from './searchIndex';
import { rankSearch, searchTexts, type SearchTexts } from './rankSearch';
import { expandSearchIndex } from './indexCodec';

export interface SiteSearchProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Keys typed while this code was loading (SearchLauncher kept them). */
  typedAhead: readonly string[];
}

export const SITE_SEARCH_TITLE = 'Search';
export const SITE_SEARCH_PLACEHOLDER = 'Search pages, docs, components, tokens...';

const MESSAGES: Partial<PaletteMessages> = {
  title: SITE_SEARCH_TITLE,
  listLabel: 'Search results',
  noResults: (query) => `No results for "${query}"`,
  resultCount: (count) => `${count} ${count === 1 ? 'result' : 'results'}`,
  runHint: 'to open',
};

const ICONS: Partial<Record<SearchKind, LucideIcon>> = { page: FileText, docs: BookOpen, example: LayoutTemplate, component: Component };

/** The index's entries with the kit's props, expanded once, as the index arrives. */
const ENTRIES: readonly SearchEntry[] = expandSearchIndex(index);
/** Lower-cased once, here, as the index arrives: each keystroke then only compares. */
const TEXTS = new Map<string, SearchTexts>(ENTRIES.map((entry) => [entry.id, searchTexts(entry.title, entry.description, entry.keywords)]));
const rank = (commands: readonly Command[], query: string, max: number) => rankSearch(commands, query, max, (command) => TEXTS.get(command.id)!);

/** The site search (its module brings the palette's dialog along). */
export const loadSiteSearch = () => Promise.resolve(SiteSearch);

export function SiteSearch({ open, onOpenChange, typedAhead }: SiteSearchProps) {
  const navigate = useNavigate();
  const themeName = useThemeStore((state) => state.theme);
  const commands = useMemo(() => ENTRIES.map((entry) => toCommand(entry, themeName, navigate)), [themeName, navigate]);
  return (
    <CommandPalette
      commands={commands}
      open={open}
      onOpenChange={onOpenChange}
      shortcut={false}
      placeholder={SITE_SEARCH_PLACEHOLDER}
      messages={MESSAGES}
      typedAhead={typedAhead}
      rank={rank}
      fullScreenOnMobile
    />
  );
}

function toCommand(entry: SearchEntry, themeName: Theme, navigate: (to: string) => void): Command {
  const { token } = entry;
  return {
    id: entry.id,
    title: entry.title,
    description: token ? `${token.cssVar} · ${tokenValue(token, themeName)}` : entry.description,
    category: index.groups[entry.kind],
    icon: ICONS[entry.kind],
    preview: token ? <TokenSample token={token} /> : undefined,
    badge: entry.status,
    href: entry.href,
    copyText: token?.cssVar,
    action: () => navigate(entry.href),
  };
}

const tokenValue = (token: TokenPreview, themeName: Theme) => (themeName === 'light' && token.lightValue) || token.value;

function TokenSample({ token }: { token: TokenPreview }) {
  if (token.color) return <Swatch style={{ background: `var(${token.cssVar})` }} />;
  if (token.curve) {
    return (
      <Curve viewBox={token.curve.viewBox}>
        <path d={token.curve.d} />
      </Curve>
    );
  }
  return <TokenGlyph>{'{}'}</TokenGlyph>;
}

const Swatch = styled.span`
  width: 100%;
  height: 100%;
  border-radius: inherit;
  box-shadow: inset 0 0 0 1px ${theme.color.border};
`;

const Curve = styled.svg`
  width: 24px;
  height: 24px;
  overflow: visible;
  path { fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; }
`;

const TokenGlyph = styled.span`
  font-family: ${theme.font.family.mono};
  font-size: ${theme.font.size.xs};
`;
