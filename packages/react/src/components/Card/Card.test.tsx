import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Card } from './index';

describe('Card', () => {
  it('shows its title as a heading, its subtitle, body and badge', () => {
    renderWithProviders(
      <Card title="Mountain Retreat" subtitle="Colorado" badge="Popular" badgeColor="success">
        A quiet cabin.
      </Card>,
    );
    expect(screen.getByRole('heading', { name: 'Mountain Retreat', level: 3 })).toBeInTheDocument();
    expect(screen.getByText('Colorado')).toBeInTheDocument();
    expect(screen.getByText('Popular')).toBeInTheDocument();
    expect(screen.getByText('A quiet cabin.')).toBeInTheDocument();
  });

  it('draws five stars announced once as "Rated N out of 5"', () => {
    const { container } = renderWithProviders(<Card title="Review" rating={4} />);
    const stars = screen.getByRole('img', { name: 'Rated 4 out of 5' });
    expect(stars.querySelectorAll('svg')).toHaveLength(5);
    expect(stars.querySelectorAll('svg[data-filled="true"]')).toHaveLength(4);
    expect(container.querySelectorAll('[role="img"]')).toHaveLength(1);
  });

  it('clamps a rating above 5 to 5 stars and below 1 to 1 star', () => {
    renderWithProviders(
      <>
        <Card title="Too high" rating={8} />
        <Card title="Too low" rating={-2} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 1 out of 5' })).toBeInTheDocument();
  });

  it('shows no stars without a rating', () => {
    renderWithProviders(<Card title="Plain" />);
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
  });

  it('shows a skeleton instead of its content while loading and says it is busy', () => {
    renderWithProviders(
      <Card title="Secret" rating={3} loading showImagePlaceholder>
        Body
      </Card>,
    );
    expect(screen.queryByRole('heading', { name: 'Secret' })).not.toBeInTheDocument();
    expect(screen.queryByText('Body')).not.toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading content')).toBeInTheDocument();
  });

  it('renders its actions in the footer', () => {
    renderWithProviders(<Card title="With actions" actions={<button type="button">Book now</button>} />);
    expect(within(screen.getByRole('article')).getByRole('button', { name: 'Book now' })).toBeInTheDocument();
  });

  it('becomes one link named by its title when given href, with actions kept outside the link', () => {
    renderWithProviders(
      <Card title="Smart Motion Buttons" href="/examples/buttons" actions={<button type="button">Save</button>}>
        Buttons that adapt.
      </Card>,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Smart Motion Buttons');
    expect(links[0]).toHaveAttribute('href', '/examples/buttons');
    expect(links[0]).not.toContainElement(screen.getByRole('button', { name: 'Save' }));
  });

  it('uses a plain link for outside addresses', () => {
    renderWithProviders(<Card title="Source" href="https://example.com/repo" />);
    expect(screen.getByRole('link', { name: 'Source' })).toHaveAttribute('href', 'https://example.com/repo');
  });

  it('marks the highlight variant for styling', () => {
    renderWithProviders(<Card title="Featured" variant="highlight" />);
    expect(screen.getByRole('article')).toHaveAttribute('data-variant', 'highlight');
  });
});
