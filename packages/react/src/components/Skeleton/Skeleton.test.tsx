import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Skeleton, SkeletonCard } from './index';

describe('Skeleton', () => {
  it('is hidden from assistive tech', () => {
    const { container } = renderWithProviders(<Skeleton lines={3} />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws one bar per requested line', () => {
    const { container } = renderWithProviders(<Skeleton lines={4} />);
    expect(container.firstElementChild?.children).toHaveLength(4);
  });

  it('draws a hidden card shape', () => {
    const { container } = renderWithProviders(<SkeletonCard />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
