export { SearchBox, DEFAULT_SEARCH_KEYS, searchItemText, noSearchResultsMessage, searchResultsCount } from './SearchBox';
export type { SearchBoxProps, SearchItem } from './SearchBox';
export { search, valueAtPath } from '../../lib/search';
export type { SearchOptions } from '../../lib/search';
