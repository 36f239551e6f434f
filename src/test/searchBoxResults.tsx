// What a SearchBox lists for a query over the site's items and keys: the site's search tests read the
// kit's matching through the component a visitor types into, its only public form.
import { fireEvent, screen } from '@testing-library/react';
import { SearchBox, type SearchItem } from '@motion-kit/react';
import { renderWithProviders } from './renderWithProviders';

export function searchBoxResults<T extends SearchItem>(items: readonly T[], keys: readonly string[], query: string): T[] {
  const { unmount } = renderWithProviders(
    <SearchBox items={items} keys={keys} label="Search" onSelect={() => {}} renderItem={(item) => String(items.indexOf(item))} />,
  );
  const input = screen.getByRole('combobox', { name: 'Search' });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: query } });
  const found = screen.queryAllByRole('option').map((option) => items[Number(option.textContent)] as T);
  unmount();
  return found;
}
