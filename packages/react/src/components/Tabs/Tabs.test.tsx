import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Tabs, TabsContent, TabsList, TabsTrigger, type TabsProps } from './index';
import { tabForKey } from './Tabs';

const featuresRendered = vi.fn();
function FeaturesPanel() {
  featuresRendered();
  return <p>Feature list</p>;
}

function ProductTabs(props: Partial<TabsProps>) {
  return (
    <Tabs defaultValue="overview" {...props}>
      <TabsList aria-label="Product details">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="features">Features</TabsTrigger>
        <TabsTrigger value="specs">Specifications</TabsTrigger>
        <TabsTrigger value="support" disabled>
          Support
        </TabsTrigger>
      </TabsList>
      <TabsContent value="overview">Overview text</TabsContent>
      <TabsContent value="features" lazy>
        <FeaturesPanel />
      </TabsContent>
      <TabsContent value="specs">Specification table</TabsContent>
      <TabsContent value="support">Support text</TabsContent>
    </Tabs>
  );
}

function setup(props: Partial<TabsProps> = {}) {
  const user = userEvent.setup();
  renderWithProviders(<ProductTabs {...props} />);
  return { user, tab: (name: string) => screen.getByRole('tab', { name }) };
}

describe('Tabs', () => {
  it('brings the tab the arrow keys reach fully into view, for a list that scrolls sideways on a phone', async () => {
    const scrolled: Array<{ tab: string | null; options: unknown }> = [];
    Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
      scrolled.push({ tab: this.textContent, options });
    };
    try {
      const { user, tab } = setup();
      await user.click(tab('Overview'));
      scrolled.length = 0;
      await user.keyboard('{ArrowRight}{ArrowRight}');
      expect(tab('Specifications')).toHaveFocus();
      expect(scrolled).toEqual([
        { tab: 'Features', options: { block: 'nearest', inline: 'nearest' } },
        { tab: 'Specifications', options: { block: 'nearest', inline: 'nearest' } },
      ]);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('renders an APG tablist with its label, tabs and the selected tab panel', () => {
    const { tab } = setup();
    expect(screen.getByRole('tablist', { name: 'Product details' })).toBeInTheDocument();
    expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Features')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(panel).toHaveTextContent('Overview text');
    expect(tab('Overview')).toHaveAttribute('aria-controls', panel.id);
  });

  it('takes Tab to the selected tab and a second Tab out of the tab list to the panel', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <button type="button">Before</button>
        <ProductTabs defaultValue="specs" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Specifications' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Specifications' })).toHaveFocus();
  });

  it('activates a tab on click', async () => {
    const { user, tab } = setup();
    await user.click(tab('Specifications'));
    expect(tab('Specifications')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Specifications' })).toHaveTextContent('Specification table');
  });

  it('moves and activates with ArrowRight and ArrowLeft', async () => {
    const { user, tab } = setup();
    await user.click(tab('Overview'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Features')).toHaveFocus();
    expect(tab('Features')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Overview')).toHaveFocus();
    expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
  });

  it('wraps from the last enabled tab to the first and back, skipping the disabled tab', async () => {
    const { user, tab } = setup();
    await user.click(tab('Specifications'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Overview')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Specifications')).toHaveFocus();
    expect(tab('Support')).toHaveAttribute('aria-selected', 'false');
  });

  it('jumps to the first tab with Home and the last enabled tab with End', async () => {
    const { user, tab } = setup();
    await user.click(tab('Features'));
    await user.keyboard('{End}');
    expect(tab('Specifications')).toHaveFocus();
    expect(tab('Specifications')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Overview')).toHaveFocus();
    expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
  });

  it('ignores clicks on a disabled tab', async () => {
    const { user, tab } = setup();
    expect(tab('Support')).toBeDisabled();
    await user.click(tab('Support'));
    expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
  });

  it('does not render a lazy panel until its tab is first activated, then keeps it mounted and hidden', async () => {
    featuresRendered.mockClear();
    const { user, tab } = setup();
    expect(screen.queryByText('Feature list')).not.toBeInTheDocument();
    expect(featuresRendered).not.toHaveBeenCalled();

    await user.click(tab('Features'));
    expect(screen.getByText('Feature list')).toBeVisible();

    await user.click(tab('Overview'));
    expect(screen.getByText('Feature list')).not.toBeVisible();
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toBeVisible();
  });

  it('renders non-lazy panels from the start, hidden while inactive', () => {
    setup();
    expect(screen.getByText('Specification table')).not.toBeVisible();
  });

  it('reports changes through onValueChange when uncontrolled', async () => {
    const onValueChange = vi.fn();
    const { user, tab } = setup({ onValueChange });
    await user.click(tab('Features'));
    expect(onValueChange).toHaveBeenCalledWith('features');
  });

  it('follows the value prop when controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('specs');
      return (
        <>
          <button type="button" onClick={() => setValue('overview')}>
            Show overview
          </button>
          <ProductTabs value={value} onValueChange={setValue} />
        </>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<Controlled />);
    expect(screen.getByRole('tab', { name: 'Specifications' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Show overview' }));
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('does not change a controlled value the owner refuses to change', async () => {
    const onValueChange = vi.fn();
    const { user, tab } = setup({ value: 'overview', onValueChange });
    await user.click(tab('Features'));
    expect(onValueChange).toHaveBeenCalledWith('features');
    expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
  });

  it.each(['default', 'pills', 'underline', 'bordered'] as const)('exposes the %s variant as a data attribute', (variant) => {
    const { tab } = setup({ variant });
    expect(screen.getByRole('tablist')).toHaveAttribute('data-variant', variant);
    expect(tab('Overview')).toHaveAttribute('data-variant', variant);
  });

  it.each([
    ['TabsList', <TabsList key="l" aria-label="Orphan" />],
    ['TabsTrigger', <TabsTrigger key="t" value="a">A</TabsTrigger>],
    ['TabsContent', <TabsContent key="c" value="a">A</TabsContent>],
  ])('throws when %s is used outside Tabs', (part, element) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(element)).toThrow(`${part} must be used within Tabs`);
  });
});

describe('tabForKey', () => {
  const tabs = ['a', 'b', 'c'].map((id) => Object.assign(document.createElement('button'), { id }));
  const byId = (id: string) => tabs.find((tab) => tab.id === id)!;

  it.each([
    ['ArrowRight', 'a', 'b'],
    ['ArrowRight', 'c', 'a'],
    ['ArrowLeft', 'b', 'a'],
    ['ArrowLeft', 'a', 'c'],
    ['Home', 'c', 'a'],
    ['End', 'a', 'c'],
  ])('%s from tab %s goes to tab %s, wrapping at the ends', (key, from, to) => {
    expect(tabForKey(key, tabs, byId(from))).toBe(byId(to));
  });

  it('leaves other keys alone', () => {
    expect(tabForKey('ArrowDown', tabs, byId('a'))).toBeUndefined();
    expect(tabForKey('Enter', tabs, byId('a'))).toBeUndefined();
  });
});
