import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Toggle } from './index';

describe('Toggle', () => {
  it('is a switch named by its visible label, off by default', () => {
    renderWithProviders(<Toggle label="Notifications" />);
    const toggle = screen.getByRole('switch', { name: 'Notifications' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('Notifications')).toBeVisible();
  });

  it('uses aria-label when the label is hidden', () => {
    renderWithProviders(<Toggle label="Wi-Fi" hideLabel />);
    expect(screen.getByRole('switch', { name: 'Wi-Fi' })).toHaveAttribute('aria-label', 'Wi-Fi');
    expect(screen.queryByText('Wi-Fi')).not.toBeInTheDocument();
  });

  it('flips on click and reports the new state (uncontrolled)', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Toggle label="Dark mode" defaultChecked onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('toggles with Space and Enter', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Toggle label="Wi-Fi" />);
    const toggle = screen.getByRole('switch', { name: 'Wi-Fi' });
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it('follows the checked prop when controlled', async () => {
    function Controlled() {
      const [on, setOn] = useState(false);
      return (
        <>
          <Toggle label="Visible" checked={on} onChange={setOn} />
          <output>{on ? 'ON' : 'OFF'}</output>
        </>
      );
    }
    renderWithProviders(<Controlled />);
    await userEvent.click(screen.getByRole('switch', { name: 'Visible' }));
    expect(screen.getByRole('switch', { name: 'Visible' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('ON')).toBeInTheDocument();
  });

  it('stays as the parent says when controlled and the parent refuses the change', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Toggle label="Locked" checked={false} onChange={onChange} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Locked' }));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('switch', { name: 'Locked' })).toHaveAttribute('aria-checked', 'false');
  });

  it('ignores clicks and keys while disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Toggle label="Sync" disabled onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Sync' });
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await user.click(toggle);
    toggle.focus();
    await user.keyboard(' {Enter}');
    await user.click(screen.getByText('Sync'));
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('ignores clicks and keys while loading, and says it is busy', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Toggle label="Backup" defaultChecked loading onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Backup' });
    expect(toggle).toHaveAttribute('aria-busy', 'true');
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await user.click(toggle);
    toggle.focus();
    await user.keyboard(' {Enter}');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('stays focusable while disabled so keyboard users can find it', () => {
    renderWithProviders(<Toggle label="Sync" disabled />);
    const toggle = screen.getByRole('switch', { name: 'Sync' });
    toggle.focus();
    expect(toggle).toHaveFocus();
  });

  it('ties its description with aria-describedby', () => {
    renderWithProviders(<Toggle label="Alerts" description="Email me when a build fails" />);
    expect(screen.getByRole('switch', { name: 'Alerts' })).toHaveAccessibleDescription('Email me when a build fails');
  });

  it('draws the on icon of its icon type only while on', async () => {
    const { container } = renderWithProviders(<Toggle label="Theme" iconType="theme" />);
    expect(container.querySelector('.lucide-sun')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Theme' }));
    expect(container.querySelector('.lucide-moon')).toBeInTheDocument();
    expect(container.querySelector('.lucide-sun')).not.toBeInTheDocument();
  });
});
