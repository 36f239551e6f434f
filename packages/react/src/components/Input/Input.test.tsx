import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Mail } from 'lucide-react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Input } from './index';

describe('Input', () => {
  it('is labelled by its fixed label', () => {
    renderWithProviders(<Input label="Name" />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
  });

  it('is labelled by its floating label too', () => {
    renderWithProviders(<Input label="Email" labelPosition="floating" icon={<Mail size={16} />} />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });

  it('describes the field with its hint', () => {
    renderWithProviders(<Input label="Phone" hint="Include the country code" />);
    const field = screen.getByRole('textbox', { name: 'Phone' });
    expect(field).toHaveAccessibleDescription('Include the country code');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('shows the error instead of success and hint, and marks the field invalid', () => {
    renderWithProviders(<Input label="Email" hint="We never share it" success="Looks good" error="Please enter a valid email address" />);
    const field = screen.getByRole('textbox', { name: 'Email' });
    expect(field).toHaveAccessibleDescription('Please enter a valid email address');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Looks good')).not.toBeInTheDocument();
    expect(screen.queryByText('We never share it')).not.toBeInTheDocument();
  });

  it('shows success over the hint, without marking the field invalid', () => {
    renderWithProviders(<Input label="Username" hint="Letters only" success="Available" />);
    const field = screen.getByRole('textbox', { name: 'Username' });
    expect(field).toHaveAccessibleDescription('Available');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('keeps a describedby id passed by the caller', () => {
    renderWithProviders(
      <>
        <p id="extra">Required</p>
        <Input label="City" hint="Where you live" aria-describedby="extra" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription('Where you live Required');
  });

  it('says it is busy and shows a status while loading', () => {
    renderWithProviders(<Input label="Email" loading />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: 'Checking Email' })).toBeInTheDocument();
  });

  describe('clearable', () => {
    it('offers Clear only once there is text, then empties the field and refocuses it', async () => {
      const user = userEvent.setup();
      const onClear = vi.fn();
      renderWithProviders(<Input label="Search" type="search" clearable onClear={onClear} />);
      const field = screen.getByRole('searchbox', { name: 'Search' });
      expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
      await user.type(field, 'cards');
      await user.click(screen.getByRole('button', { name: 'Clear' }));
      expect(field).toHaveValue('');
      expect(field).toHaveFocus();
      expect(onClear).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    });

    it('clears a controlled field through its onChange', async () => {
      const user = userEvent.setup();
      function Controlled() {
        const [value, setValue] = useState('buttons');
        return (
          <>
            <Input label="Search" type="search" clearable value={value} onChange={(event) => setValue(event.target.value)} />
            <output>{`value: ${value}`}</output>
          </>
        );
      }
      renderWithProviders(<Controlled />);
      await user.click(screen.getByRole('button', { name: 'Clear' }));
      expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
      expect(screen.getByText('value:')).toBeInTheDocument();
    });
  });

  describe('password', () => {
    it('hides the password until Show password is pressed, then offers Hide password', async () => {
      const user = userEvent.setup();
      renderWithProviders(<Input label="Password" type="password" defaultValue="secret-123" />);
      const field = screen.getByLabelText('Password', { selector: 'input' });
      expect(field).toHaveAttribute('type', 'password');

      const show = screen.getByRole('button', { name: 'Show password' });
      expect(show).not.toHaveAttribute('aria-pressed');
      await user.click(show);
      expect(field).toHaveAttribute('type', 'text');
      const hide = screen.getByRole('button', { name: 'Hide password' });
      expect(hide).not.toHaveAttribute('aria-pressed');

      await user.click(hide);
      expect(field).toHaveAttribute('type', 'password');
    });
  });
});
