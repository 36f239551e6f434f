// The header's search button and Ctrl/Cmd+K, on every page. This is all of the search a page's first load
// carries (its styles are in searchButton.css), so it is kept to what must work before the search is
// there: the button, the shortcut, and a buffer for the keys typed while it loads. The search itself
// (SiteSearch, the palette's dialog and the index) loads when the pointer or focus reaches the button, or
// on the first opening, and replays the buffered keys into its field.
import { useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { Search as SearchIcon } from 'lucide-react';
import { forgetFailedLoads, preloadable } from '../../lib/preloadable';

const siteSearch = preloadable(() => import('./SiteSearch').then((module) => module.loadSiteSearch()));

const never = () => () => {};
/**
 * Apple keyboards say ⌘K. The prerendered page and hydration say Ctrl K (the server snapshot); React then
 * renders the browser's answer. Not useHydrated: a first user of it outside the page's Suspense boundary
 * would flip its flag before the page hydrates, and the page would then hydrate with URL state.
 */
const appleKeyboard = () => /Mac|iPhone|iPad/.test(navigator.platform);

export function SearchLauncher() {
  // Open: the keys pressed since opening, while the search was not there yet. Closed: undefined.
  const [typed, setTyped] = useState<string[]>();
  const [Search, setSearch] = useState(siteSearch.current);
  const apple = useSyncExternalStore(never, appleKeyboard, () => false);
  const open = typed !== undefined;
  const load = () => {
    siteSearch.load().then(
      (loaded) => setSearch(() => loaded),
      (error: unknown) => {
        // Offline: the search closes, and the next attempt asks the network again.
        console.error('The site search failed to load:', error);
        forgetFailedLoads();
        setTyped(undefined);
      },
    );
  };
  const setOpen = (next: boolean) => {
    if (next) load();
    setTyped(next ? [] : undefined);
  };

  // Ctrl/Cmd+K (not with Shift or Alt): bubbling, and only when nothing took it before. A page with a
  // Ctrl+K of its own (the command palette example) takes it in a capture listener with preventDefault
  // (docs/search.md). While the search code is on its way, the keys the palette acts on are kept from the
  // page (capture, so no control takes Enter or a letter) and for the field; Escape gives up.
  const waiting = open && !Search;
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.defaultPrevented && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        if (!open) load();
        setTyped(open ? undefined : []);
      }
    };
    const onTyped = (event: KeyboardEvent) => {
      const { key } = event;
      if (key === 'Escape') setTyped(undefined);
      else if (!event.ctrlKey && !event.metaKey && !event.altKey && (key.length === 1 || /^(Backspace|Enter|ArrowUp|ArrowDown)$/.test(key))) {
        event.preventDefault();
        event.stopPropagation();
        setTyped((keys) => keys && [...keys, key]);
      }
    };
    addEventListener('keydown', onKey);
    // A layout effect: this listener goes in the same commit as the palette's own, so no key falls between.
    if (waiting) addEventListener('keydown', onTyped, true);
    return () => {
      removeEventListener('keydown', onKey);
      removeEventListener('keydown', onTyped, true);
    };
  }, [open, waiting]);

  return (
    <>
      <button
        type="button"
        className="site-search-button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setOpen(true)}
        onPointerEnter={load}
        onFocus={load}
      >
        <SearchIcon size={18} aria-hidden="true" />
        <span>Search</span>
        <kbd aria-hidden="true">{apple ? '⌘K' : 'Ctrl K'}</kbd>
      </button>
      {/* The component comes from the module cache: the same function on every render. */}
      {Search ? <Search open={open} onOpenChange={setOpen} typedAhead={typed ?? []} /> : null}
    </>
  );
}
