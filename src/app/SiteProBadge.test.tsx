import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { parseBuildConfig } from '../lib/config';
import { SiteProBadge } from './SiteProBadge';

describe('SiteProBadge', () => {
  it('shows the Pro badge in the free build', () => {
    render(<SiteProBadge config={parseBuildConfig({ VITE_BUILD_TYPE: 'free' })} />);
    expect(screen.getByText('Pro')).toBeInTheDocument();
  });

  it('shows nothing in the pro build', () => {
    const { container } = render(<SiteProBadge config={parseBuildConfig({ VITE_BUILD_TYPE: 'pro' })} />);
    expect(container).toBeEmptyDOMElement();
  });
});
