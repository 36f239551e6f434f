import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../theme/theme';
import { Sidebar, SidebarItem, SidebarSection } from './index';

function Providers({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      {children}
    </ThemeProvider>
  );
}

/** Renders inside the theme and a router; `rerender` keeps both. */
function renderSidebar(ui: React.ReactElement) {
  return render(ui, { wrapper: Providers });
}

const items = (
  <SidebarSection title="Sections">
    <SidebarItem active>Getting Started</SidebarItem>
    <SidebarItem>Theming</SidebarItem>
    <SidebarItem href="/docs/changelog">Changelog</SidebarItem>
  </SidebarSection>
);

describe('Sidebar', () => {
  it('is a navigation landmark named by its label, expanded by default on wide screens', () => {
    renderSidebar(<Sidebar label="Documentation sections">{items}</Sidebar>);
    const nav = screen.getByRole('navigation', { name: 'Documentation sections' });
    const toggle = screen.getByRole('button', { name: /collapse sidebar/i });
    expect(nav).toContainElement(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Getting Started' })).toBeInTheDocument();
  });

  it('can be a complementary landmark instead', () => {
    renderSidebar(<Sidebar label="Token tools" landmark="aside">{items}</Sidebar>);
    expect(screen.getByRole('complementary', { name: 'Token tools' })).toBeInTheDocument();
  });

  it('collapses and expands its panel from the toggle, which controls the panel', async () => {
    const user = userEvent.setup();
    const onCollapsedChange = vi.fn();
    renderSidebar(
      <Sidebar label="Documentation sections" title="Sections" onCollapsedChange={onCollapsedChange}>
        {items}
      </Sidebar>,
    );
    const toggle = screen.getByRole('button', { name: /collapse sidebar/i });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(panel).toContainElement(screen.getByRole('button', { name: 'Theming' }));

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName(/expand sidebar/i);
    expect(panel).toHaveAttribute('inert');
    expect(onCollapsedChange).toHaveBeenLastCalledWith(true);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toHaveAttribute('inert');
    expect(onCollapsedChange).toHaveBeenLastCalledWith(false);
  });

  it('includes its visible title in the toggle name', () => {
    renderSidebar(<Sidebar label="Documentation sections" title="Sections">{items}</Sidebar>);
    expect(screen.getByRole('button', { name: /collapse sidebar/i })).toHaveAccessibleName('Sections Collapse sidebar');
  });

  it('follows the collapsed prop when controlled', async () => {
    const user = userEvent.setup();
    const onCollapsedChange = vi.fn();
    renderSidebar(
      <Sidebar label="Docs" collapsed onCollapsedChange={onCollapsedChange}>
        {items}
      </Sidebar>,
    );
    const toggle = screen.getByRole('button', { name: /expand sidebar/i });
    await user.click(toggle);
    expect(onCollapsedChange).toHaveBeenCalledWith(false);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts collapsed when asked to', () => {
    renderSidebar(<Sidebar label="Docs" defaultCollapsed>{items}</Sidebar>);
    expect(screen.getByRole('button', { name: /expand sidebar/i })).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts collapsed on phones until the visitor opens it', () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      renderSidebar(<Sidebar label="Docs">{items}</Sidebar>);
      expect(screen.getByRole('button', { name: /expand sidebar/i })).toHaveAttribute('aria-expanded', 'false');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('leaves the first look to CSS until the visitor chooses, so a phone sees no shift after hydration', async () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <Sidebar label="Docs">{items}</Sidebar>
      </ThemeProvider>,
    );
    expect(html).toMatch(/id="[^"]+" data-state="auto"/);
    const user = userEvent.setup();
    const { container } = renderSidebar(<Sidebar label="Docs">{items}</Sidebar>);
    await user.click(screen.getByRole('button', { name: /collapse sidebar/i }));
    expect(container.querySelector('[data-state="auto"]')).toBeNull();
    expect(container.querySelectorAll('[data-state="collapsed"]').length).toBeGreaterThan(0);
  });
});

describe('SidebarSection and SidebarItem', () => {
  it('groups items in a list labelled by the section title', () => {
    renderSidebar(<Sidebar label="Docs">{items}</Sidebar>);
    const list = screen.getByRole('list', { name: 'Sections' });
    expect(list.querySelectorAll('li')).toHaveLength(3);
  });

  it('marks the active button with aria-current and runs its click handler', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderSidebar(
      <Sidebar label="Docs">
        <SidebarSection title="Sections">
          <SidebarItem active>Getting Started</SidebarItem>
          <SidebarItem onClick={onClick}>Theming</SidebarItem>
        </SidebarSection>
      </Sidebar>,
    );
    expect(screen.getByRole('button', { name: 'Getting Started' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Theming' })).not.toHaveAttribute('aria-current');
    await user.click(screen.getByRole('button', { name: 'Theming' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("puts the app's attributes on the section's list", () => {
    const { rerender } = renderSidebar(
      <Sidebar label="Docs">
        <SidebarSection title="Sections" listProps={{ 'data-pending': '' }}>
          <SidebarItem active>Getting Started</SidebarItem>
        </SidebarSection>
      </Sidebar>,
    );
    expect(screen.getByRole('list', { name: 'Sections' })).toHaveAttribute('data-pending', '');
    expect(screen.getByRole('button', { name: 'Getting Started' })).toHaveAttribute('aria-current', 'true');

    rerender(
      <Sidebar label="Docs">
        <SidebarSection title="Sections">
          <SidebarItem active>Getting Started</SidebarItem>
        </SidebarSection>
      </Sidebar>,
    );
    expect(screen.getByRole('list', { name: 'Sections' })).not.toHaveAttribute('data-pending');
  });

  it('renders a real link when given a path, current page when active', () => {
    renderSidebar(
      <Sidebar label="Docs">
        <SidebarSection title="Pages">
          <SidebarItem href="/docs/changelog" active>
            Changelog
          </SidebarItem>
        </SidebarSection>
      </Sidebar>,
    );
    const link = screen.getByRole('link', { name: 'Changelog' });
    expect(link).toHaveAttribute('href', '/docs/changelog');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('shows a trailing badge inside the item', () => {
    renderSidebar(
      <Sidebar label="Docs">
        <SidebarSection title="Categories">
          <SidebarItem badge={<span>12</span>}>Colors</SidebarItem>
        </SidebarSection>
      </Sidebar>,
    );
    expect(screen.getByRole('button', { name: 'Colors 12' })).toBeInTheDocument();
  });
});
