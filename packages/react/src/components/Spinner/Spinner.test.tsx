import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Spinner } from './index';

describe('Spinner', () => {
  it('is a status named "Loading" by default', () => {
    renderWithProviders(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('takes a custom label', () => {
    renderWithProviders(<Spinner size="lg" label="Loading results" />);
    expect(screen.getByRole('status', { name: 'Loading results' })).toBeInTheDocument();
  });

  it('is hidden from assistive tech when decorative', () => {
    renderWithProviders(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
