import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { describeKeyboardTable } from '../../test/keyboardTable';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './index';
import { tabsKeyboard } from './keyboard';

function setup() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <button type="button">Before</button>
      <Tabs defaultValue="two">
        <TabsList aria-label="Sections">
          <TabsTrigger value="one">One</TabsTrigger>
          <TabsTrigger value="two">Two</TabsTrigger>
          <TabsTrigger value="three">Three</TabsTrigger>
          <TabsTrigger value="four" disabled>
            Four
          </TabsTrigger>
        </TabsList>
        <TabsContent value="one">First panel</TabsContent>
        <TabsContent value="two">Second panel</TabsContent>
        <TabsContent value="three">Third panel</TabsContent>
        <TabsContent value="four">Fourth panel</TabsContent>
      </Tabs>
    </>,
  );
  const tab = (name: string) => screen.getByRole('tab', { name });
  /** Focuses a tab the way a reader does: Tab into the list lands on the selected one. */
  const focusSelected = async () => {
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
  };
  return { user, tab, focusSelected };
}

/** The tab that has focus is the selected one. */
const expectSelectedAndFocused = (tab: HTMLElement) => {
  expect(tab).toHaveFocus();
  expect(tab).toHaveAttribute('aria-selected', 'true');
};

describeKeyboardTable('Tabs', tabsKeyboard, {
  Tab: async () => {
    const { user, tab, focusSelected } = setup();
    await focusSelected();
    expectSelectedAndFocused(tab('Two'));
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toHaveFocus();
  },
  ArrowRight: async () => {
    const { user, tab, focusSelected } = setup();
    await focusSelected();
    await user.keyboard('{ArrowRight}');
    expectSelectedAndFocused(tab('Three'));
    await user.keyboard('{ArrowRight}');
    expectSelectedAndFocused(tab('One'));
  },
  ArrowLeft: async () => {
    const { user, tab, focusSelected } = setup();
    await focusSelected();
    await user.keyboard('{ArrowLeft}');
    expectSelectedAndFocused(tab('One'));
    await user.keyboard('{ArrowLeft}');
    expectSelectedAndFocused(tab('Three'));
  },
  Home: async () => {
    const { user, tab, focusSelected } = setup();
    await focusSelected();
    await user.keyboard('{Home}');
    expectSelectedAndFocused(tab('One'));
  },
  End: async () => {
    const { user, tab, focusSelected } = setup();
    await focusSelected();
    await user.keyboard('{End}');
    expectSelectedAndFocused(tab('Three'));
  },
});
