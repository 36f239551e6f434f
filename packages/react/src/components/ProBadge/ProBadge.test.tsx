import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ProBadge } from './ProBadge';

describe('ProBadge', () => {
  it('reads "Pro" and takes a class name', () => {
    render(<ProBadge className="beside-title" />);
    expect(screen.getByText('Pro')).toHaveClass('beside-title');
  });
});
