import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Select } from './index';

const countries = [
  { value: 'de', label: 'Germany' },
  { value: 'fr', label: 'France' },
];

describe('Select', () => {
  it('is a native combobox named by its label, with a placeholder choice first', () => {
    renderWithProviders(<Select label="Country" placeholder="Choose a country" options={countries} />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select.tagName).toBe('SELECT');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a country', 'Germany', 'France']);
  });

  it('lets the user pick an option', async () => {
    renderWithProviders(<Select label="Country" options={countries} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'France');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('fr');
  });

  it('accepts <option> children as well', () => {
    renderWithProviders(
      <Select label="Size">
        <option value="sm">Small</option>
      </Select>,
    );
    expect(screen.getByRole('option', { name: 'Small' })).toBeInTheDocument();
  });

  it('describes itself with the hint', () => {
    renderWithProviders(<Select label="Country" hint="Where you are based" options={countries} />);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription('Where you are based');
  });

  it('shows the error over success and hint and marks itself invalid', () => {
    renderWithProviders(<Select label="Country" hint="Tip" success="Saved" error="Choose a country" options={countries} />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveAccessibleDescription('Choose a country');
    expect(select).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows success over the hint', () => {
    renderWithProviders(<Select label="Country" hint="Tip" success="Saved" options={countries} />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveAccessibleDescription('Saved');
    expect(select).not.toHaveAttribute('aria-invalid');
  });
});
