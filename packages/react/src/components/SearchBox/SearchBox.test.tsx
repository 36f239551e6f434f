import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from 'styled-components';
import type { ReactNode } from 'react';
import { theme } from '../../theme/theme';
import { SEARCH_BLUR_CLOSE_MS } from '../../lib/timing';
import { SearchBox, type SearchItem } from '.';

function Wrapper({ children }: { children?: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

type Section = SearchItem & { meta?: { alias: string } };

const sections: Section[] = [
  { label: 'Getting Started', type: 'category', meta: { alias: 'install' } },
  { label: 'Customization', type: 'category' },
  { label: 'Motion System', type: 'category', status: 'pro' },
  { label: 'Experience System', type: 'category', status: 'pro' },
  { label: 'Theming', type: 'category', meta: { alias: 'dark mode' } },
];

function renderBox(onSelect = vi.fn(), items: Section[] = sections) {
  render(
    <SearchBox items={items} keys={['label', 'meta.alias']} label="Search sections" placeholder="Search..." onSelect={onSelect} />,
    { wrapper: Wrapper },
  );
  return { onSelect, input: screen.getByRole('combobox', { name: 'Search sections' }) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('SearchBox', () => {
  it('is a collapsed combobox until something is typed', () => {
    const { input } = renderBox();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('is the one element its label names: the popup listbox has a name of its own', async () => {
    const user = userEvent.setup();
    const { input } = renderBox();
    await user.type(input, 'system');
    expect(screen.getAllByLabelText('Search sections')).toEqual([input]);
    expect(screen.getByRole('listbox')).toHaveAccessibleName('Suggestions');
  });

  it('lists case-insensitive matches, including dotted keys, and announces the count', async () => {
    const user = userEvent.setup();
    const { input } = renderBox();
    await user.type(input, 'SYSTEM');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      expect.stringContaining('Motion System'),
      expect.stringContaining('Experience System'),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('2 results available');
    await user.clear(input);
    await user.type(input, 'dark');
    expect(screen.getByRole('option', { name: /Theming/ })).toBeInTheDocument();
  });

  it('shows nothing for a whitespace-only query', async () => {
    const user = userEvent.setup();
    const { input } = renderBox();
    await user.type(input, '   ');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    const { input } = renderBox();
    await user.type(input, 'zebra');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No results for "zebra"');
    expect(screen.getByText('No results for "zebra"')).toBeVisible();
  });

  it('shows at most 8 results', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 12 }, (_, index) => ({ label: `Token ${index}` }));
    const { input } = renderBox(vi.fn(), many);
    await user.type(input, 'token');
    expect(screen.getAllByRole('option')).toHaveLength(8);
  });

  it('moves through options with the arrow keys, wrapping, and selects with Enter', async () => {
    const user = userEvent.setup();
    const { input, onSelect } = renderBox();
    await user.type(input, 'system');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: /Motion System/ });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: /Experience System/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(sections[3]);
    expect(input).toHaveValue('Experience System');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('selects an option by click', async () => {
    const user = userEvent.setup();
    const { input, onSelect } = renderBox();
    await user.type(input, 'themi');
    await user.click(screen.getByRole('option', { name: /Theming/ }));
    expect(onSelect).toHaveBeenCalledWith(sections[4]);
  });

  it('closes the list on Escape, then clears the field on a second Escape', async () => {
    const user = userEvent.setup();
    const { input } = renderBox();
    await user.type(input, 'motion');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('motion');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('closes the list 200 ms after the field loses focus', () => {
    vi.useFakeTimers();
    const { input } = renderBox();
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'motion' } });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    fireEvent.blur(input);
    act(() => {
      vi.advanceTimersByTime(SEARCH_BLUR_CLOSE_MS - 1);
    });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(SEARCH_BLUR_CLOSE_MS).toBe(200);
  });

  it('stays open when focus comes back before the 200 ms are up', () => {
    vi.useFakeTimers();
    const { input } = renderBox();
    fireEvent.change(input, { target: { value: 'motion' } });
    fireEvent.blur(input);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    fireEvent.focus(input);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('renders items with a custom renderer', async () => {
    const user = userEvent.setup();
    render(
      <SearchBox
        items={sections}
        label="Search"
        onSelect={() => {}}
        renderItem={(item) => <strong>{`→ ${item.label}`}</strong>}
      />,
      { wrapper: Wrapper },
    );
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'theming');
    expect(screen.getByRole('option', { name: '→ Theming' })).toBeInTheDocument();
  });
});
