import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@motion-kit/react';
import { SiteFooter } from './SiteFooter';

describe('SiteFooter', () => {
  it('carries the copyright of the year the site was built', () => {
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <SiteFooter />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(screen.getByText(`© ${new Date().getFullYear()} Motion Kit. Built with its own tokens and components.`)).toBeInTheDocument();
  });
});
