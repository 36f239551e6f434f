import { expect, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { describeKeyboardTable } from '../../test/keyboardTable';
import { Toggle } from './index';
import { toggleKeyboard } from './keyboard';

/** Presses `key` on a switch, then on a loading one, which must not change. */
async function pressFlips(key: string) {
  const user = userEvent.setup();
  const onChange = vi.fn();
  renderWithProviders(
    <>
      <Toggle label="Alerts" onChange={onChange} />
      <Toggle label="Syncing" loading defaultChecked />
    </>,
  );
  const toggle = screen.getByRole('switch', { name: 'Alerts' });
  toggle.focus();
  await user.keyboard(key);
  expect(toggle).toHaveAttribute('aria-checked', 'true');
  expect(onChange).toHaveBeenLastCalledWith(true);
  await user.keyboard(key);
  expect(toggle).toHaveAttribute('aria-checked', 'false');
  const busy = screen.getByRole('switch', { name: 'Syncing' });
  busy.focus();
  await user.keyboard(key);
  expect(busy).toHaveAttribute('aria-checked', 'true');
}

describeKeyboardTable('Toggle', toggleKeyboard, {
  Space: () => pressFlips(' '),
  Enter: () => pressFlips('{Enter}'),
});
