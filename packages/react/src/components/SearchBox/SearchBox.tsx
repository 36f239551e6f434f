// APG combobox with a listbox popup over a list of items, matched by the pure `search` of src/lib/search.ts.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Search as SearchIcon } from 'lucide-react';
import { search } from '../../lib/search';
import { optionPointerProps, wrapIndex } from '../../lib/listbox';
import { SEARCH_BLUR_CLOSE_MS, SEARCH_RESULTS_MAX } from '../../lib/timing';
import * as S from './SearchBox.styles';

/** An entry the search box can find (SPEC section 3). */
export interface SearchItem {
  /** Searched and shown as the result's text. */
  label?: string;
  /** Searched and shown when there is no label. */
  name?: string;
  /** Searched and shown when there is neither label nor name. */
  title?: string;
  /** Searched and shown under the result's text. */
  description?: string;
  /** What kind of entry the result is, shown beside it. */
  type?: 'category' | 'token' | 'component';
  /** The group the entry belongs to, shown beside it. */
  category?: string;
  /** A status shown beside the result, such as 'Coming soon'. */
  status?: string;
}

export const DEFAULT_SEARCH_KEYS = ['label', 'name', 'title', 'description'] as const;

/** The text an item is shown and announced by. */
export function searchItemText(item: SearchItem): string {
  return item.label ?? item.name ?? item.title ?? '';
}

export const noSearchResultsMessage = (query: string) => `No results for "${query}"`;
/** The popup listbox's name (the input has the caller's label). */
export const SEARCH_SUGGESTIONS_LABEL = 'Suggestions';

export const searchResultsCount = (count: number) => `${count} ${count === 1 ? 'result' : 'results'} available`;

/** Props of SearchBox. */
export interface SearchBoxProps<T extends SearchItem> {
  /** The entries searched, in the order results list them. */
  items: readonly T[];
  /** Fields searched, dotted paths allowed (default: label, name, title, description). */
  keys?: readonly string[];
  /** The input's accessible name, shown above it unless hideLabel. */
  label: string;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  /** The field's placeholder. */
  placeholder?: string;
  /** Called with the chosen result (click or Enter). */
  onSelect: (item: T) => void;
  /** Renders a result's content instead of its text, description and meta. */
  renderItem?: (item: T) => ReactNode;
  /** Results shown at most (default 8). */
  limit?: number;
  /** Keeps the chosen item's text in the input after selection (default true). */
  keepSelectionText?: boolean;
  /** The input's id (default: a generated one). */
  id?: string;
}

/** A search field whose results list under it as a combobox (WAI-ARIA combobox with a listbox). */
export function SearchBox<T extends SearchItem>({
  items,
  keys = DEFAULT_SEARCH_KEYS,
  label,
  hideLabel = false,
  placeholder,
  onSelect,
  renderItem,
  limit = SEARCH_RESULTS_MAX,
  keepSelectionText = true,
  id,
}: SearchBoxProps<T>) {
  const baseId = useId();
  const inputId = id ?? `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const results = search(items, query, { keys, limit });
  const hasQuery = query.trim().length > 0;
  const expanded = open && hasQuery;
  const active = activeIndex < results.length ? activeIndex : -1;

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const choose = (item: T) => {
    clearTimeout(blurTimer.current);
    if (keepSelectionText) setQuery(searchItemText(item));
    setOpen(false);
    setActiveIndex(-1);
    onSelect(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!hasQuery) return;
        event.preventDefault();
        setOpen(true);
        if (results.length === 0) return;
        setActiveIndex(wrapIndex(active, event.key === 'ArrowDown' ? 1 : -1, results.length));
        return;
      }
      case 'Enter': {
        if (!expanded) return;
        const item = results[active >= 0 ? active : 0];
        if (item) {
          event.preventDefault();
          choose(item);
        }
        return;
      }
      case 'Escape': {
        event.preventDefault();
        if (expanded) setOpen(false);
        else setQuery('');
        setActiveIndex(-1);
        return;
      }
      default:
    }
  };

  const announcement = !hasQuery ? '' : results.length === 0 ? noSearchResultsMessage(query.trim()) : searchResultsCount(results.length);

  return (
    <S.Root>
      <S.Label htmlFor={inputId} $hidden={hideLabel}>
        {label}
      </S.Label>
      <S.Field>
        <SearchIcon size={16} aria-hidden="true" />
        <S.Input
          id={inputId}
          type="search"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(-1);
            setOpen(true);
          }}
          onFocus={() => {
            clearTimeout(blurTimer.current);
            if (hasQuery) setOpen(true);
          }}
          onBlur={() => {
            clearTimeout(blurTimer.current);
            blurTimer.current = setTimeout(() => setOpen(false), SEARCH_BLUR_CLOSE_MS);
          }}
          onKeyDown={onKeyDown}
        />
      </S.Field>
      {/* The field keeps focus: the popup is no Tab stop (Chromium makes a scrolling box with no focusable
          content one, so a long list took focus and lost it as the list closed on blur), and a press on its
          padding does not blur the field. */}
      <S.Popup hidden={!expanded || results.length === 0} tabIndex={-1} onMouseDown={(event) => event.preventDefault()}>
        {/* Named apart from the input: a listbox that shared the input's name would answer to its label too. */}
        <S.List id={listboxId} role="listbox" aria-label={SEARCH_SUGGESTIONS_LABEL}>
          {expanded
            ? results.map((item, index) => (
                <S.Option
                  key={`${searchItemText(item)}-${index}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  {...optionPointerProps(index, active, setActiveIndex)}
                  onClick={() => choose(item)}
                >
                  {renderItem ? renderItem(item) : <DefaultItem item={item} />}
                </S.Option>
              ))
            : null}
        </S.List>
      </S.Popup>
      {/* Always present so it announces: the result count (hidden), or the visible no-result message. */}
      <S.Status role="status" aria-live="polite" $visible={expanded && results.length === 0}>
        {expanded ? announcement : ''}
      </S.Status>
    </S.Root>
  );
}

function DefaultItem({ item }: { item: SearchItem }) {
  const meta = [item.type, item.category].filter(Boolean).join(' · ');
  return (
    <>
      <span>{searchItemText(item)}</span>
      {meta ? <S.OptionMeta>{meta}</S.OptionMeta> : null}
    </>
  );
}
