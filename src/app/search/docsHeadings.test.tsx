import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Suspense } from 'react';
import { DOCS_SECTIONS } from '../../content/docsSections';
import { preloadSections, SectionBody } from '../../pages/Documentation/sections';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Providers } from '../Providers';
import { docsHeadings } from './siteContent';

describe('the search index headings of each documentation section', () => {
  beforeAll(async () => {
    // jsdom has no matchMedia; the providers read the visitor's preferences through it.
    window.matchMedia ??= (query: string) =>
      ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }) as unknown as MediaQueryList;
    await preloadSections();
  }, 60_000);

  it.each(DOCS_SECTIONS.map((section) => [section.id]))('are the headings %s renders', async (id) => {
    render(
      <Providers>
        <MemoryRouter>
          <Suspense fallback={<p>Loading</p>}>
            <SectionBody id={id} />
          </Suspense>
        </MemoryRouter>
      </Providers>,
    );
    await screen.findAllByRole('heading');
    const rendered = screen.getAllByRole('heading').map((heading) => heading.textContent?.trim());
    expect(rendered.sort()).toEqual([...docsHeadings()[id]].sort());
  }, 20_000);
});
