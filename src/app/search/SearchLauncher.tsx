// The header's search button and Ctrl/Cmd+K, on every page. This is all of the search a page's first load
// carries (its styles are in searchButton.css), so it is kept to what must work before the search is
// there: the button, the shortcut, and a buffer for the keys typed while it loads. The search itself
// (SiteSearch, the palette's dialog and the index) loads when the pointer or focus reaches the button, or
// on the first opening, and replays the buffered keys into its field.
import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
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
  // The keys typed from the moment the search opens (Ctrl/Cmd+K, the button) until the search is on screen,
  // kept in a capture listener added in that same event, not by a render: a render comes a microtask later
  // at best, and the keys the boot script replays after hydration arrive in one task, with no microtask
  // between them. Kept from the page (no control takes Enter or a letter) and for the field; Escape
  // gives up. The listener goes in the layout effect of the commit that renders the search open, the same
  // commit in which the palette takes over (its own buffer, or its field), so no key falls between.
  const stopKeeping = useRef<(() => void) | undefined>(undefined);
  const keepTyped = () => {
    if (stopKeeping.current) return;
    const onTyped = (event: KeyboardEvent) => {
      const { key } = event;
      if (key === 'Escape') setTyped(undefined);
      else if (!event.ctrlKey && !event.metaKey && !event.altKey && (key.length === 1 || /^(Backspace|Enter|ArrowUp|ArrowDown)$/.test(key))) {
        event.preventDefault();
        event.stopPropagation();
        setTyped((keys) => keys && [...keys, key]);
      }
    };
    addEventListener('keydown', onTyped, true);
    stopKeeping.current = () => {
      removeEventListener('keydown', onTyped, true);
      stopKeeping.current = undefined;
    };
  };
  useLayoutEffect(() => {
    if (!open || Search) stopKeeping.current?.();
  }, [open, Search]);
  useLayoutEffect(() => () => stopKeeping.current?.(), []);

  const setOpen = (next: boolean) => {
    if (next) {
      load();
      keepTyped();
    }
    setTyped(next ? [] : undefined);
  };

  // Ctrl/Cmd+K (not with Shift or Alt): bubbling, and only when nothing took it before. A page with a
  // Ctrl+K of its own (the command palette example) takes it in a capture listener with preventDefault
  // (docs/search.md).
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.defaultPrevented && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(!open);
      }
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  });

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
