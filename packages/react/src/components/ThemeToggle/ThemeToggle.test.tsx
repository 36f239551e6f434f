import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../theme/theme';
import { ThemeStoreProvider } from '../../stores/ThemeStoreProvider';
import { ThemeToggle } from './index';

function renderToggle() {
  return render(
    <ThemeStoreProvider>
      <ThemeProvider theme={theme}>
        <ThemeToggle />
        <ThemeToggle />
      </ThemeProvider>
    </ThemeStoreProvider>,
  );
}

describe('ThemeToggle', () => {
  afterEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.theme;
  });

  it('starts dark and names what a press does', () => {
    renderToggle();
    expect(screen.getAllByRole('button', { name: 'Switch to light theme' })).toHaveLength(2);
  });

  it('flips the one theme store: data-theme on <html>, localStorage, and every toggle', async () => {
    const user = userEvent.setup();
    renderToggle();
    await user.click(screen.getAllByRole('button', { name: 'Switch to light theme' })[0]!);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(screen.getAllByRole('button', { name: 'Switch to dark theme' })).toHaveLength(2);
    await user.click(screen.getAllByRole('button', { name: 'Switch to dark theme' })[1]!);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
