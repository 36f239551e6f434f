// The search index as the browser downloads it, and back. A token's id and link follow from its name and
// category, so the download leaves them out (a sixth of the index); the kit's props come as names per
// component (propEntries.ts). The browser expands both once, as the index arrives, never per keystroke.
import { tokenAnchor } from '../../lib/tokenAnchor';
import { propEntries } from './propEntries';
import type { ApiPropList, SearchEntry, SearchIndex } from './searchIndex';

/** A token entry without what its name and category give back. */
type CompactTokenEntry = Omit<SearchEntry, 'id' | 'href'> & { kind: 'token'; category: string };

export interface CompactSearchIndex {
  groups: SearchIndex['groups'];
  entries: Array<SearchEntry | CompactTokenEntry>;
  props: ApiPropList[];
}

const TOKEN_PAGE = '/docs/design-tokens';
const tokenId = (title: string) => `token:${title}`;
const tokenLink = (category: string, title: string) => `${TOKEN_PAGE}?category=${category}#${tokenAnchor(title)}`;

/** What the build serialises (scripts/site-search-plugin.mjs): token entries only where they expand back as they were. */
export function compactSearchIndex(index: SearchIndex): CompactSearchIndex {
  return {
    groups: index.groups,
    props: index.props,
    entries: index.entries.map((entry) => {
      const category = entry.kind === 'token' ? new RegExp(`^${TOKEN_PAGE}\\?category=([\\w-]+)#`).exec(entry.href)?.[1] : undefined;
      if (!category || entry.id !== tokenId(entry.title) || entry.href !== tokenLink(category, entry.title)) return entry;
      const { id: _id, href: _href, ...rest } = entry;
      return { ...rest, kind: 'token' as const, category };
    }),
  };
}

/** The entries the search ranks: the index's, with the token ids and links put back, then the props'. */
export function expandSearchIndex(compact: CompactSearchIndex): SearchEntry[] {
  const entries = compact.entries.map((entry): SearchEntry => {
    if (!('category' in entry)) return entry;
    const { category, ...rest } = entry;
    return { ...rest, id: tokenId(entry.title), href: tokenLink(category, entry.title) };
  });
  return [...entries, ...propEntries(compact.props)];
}
