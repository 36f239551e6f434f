import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ArrowRight, Heart, Plus } from 'lucide-react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Button, ButtonLink, ExternalButtonLink } from './index';

describe('Button', () => {
  it('is a type="button" button named by its text', async () => {
    const onClick = vi.fn();
    renderWithProviders(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps its accessible name with icons on either side', () => {
    renderWithProviders(
      <Button leftIcon={<Plus size={16} />} rightIcon={<ArrowRight size={16} />}>
        Create
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();
  });

  describe('loading', () => {
    it('says it is busy, shows a spinner and keeps its name', () => {
      renderWithProviders(<Button loading>Save changes</Button>);
      const button = screen.getByRole('button', { name: 'Save changes' });
      expect(button).toHaveAttribute('aria-busy', 'true');
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button.querySelector('[data-size]')).toBeInTheDocument();
    });

    it('ignores clicks but stays focusable', async () => {
      const onClick = vi.fn();
      renderWithProviders(
        <Button loading onClick={onClick}>
          Save
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Save' });
      await userEvent.click(button);
      expect(onClick).not.toHaveBeenCalled();
      button.focus();
      expect(button).toHaveFocus();
    });

    it('does not submit its form again', () => {
      const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
      renderWithProviders(
        <form onSubmit={onSubmit}>
          <Button type="submit" loading>
            Send
          </Button>
        </form>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  describe('icon-only', () => {
    it('is named by its aria-label', () => {
      renderWithProviders(
        <Button iconOnly aria-label="Like">
          <Heart size={16} aria-hidden="true" />
        </Button>,
      );
      expect(screen.getByRole('button', { name: 'Like' })).toBeInTheDocument();
    });

    it('warns in development when it has no accessible name', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      renderWithProviders(
        <Button iconOnly>
          <Heart size={16} aria-hidden="true" />
        </Button>,
      );
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('iconOnly button needs an accessible name'));
    });

    it('does not warn when it is named', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      renderWithProviders(
        <Button iconOnly aria-label="Like">
          <Heart size={16} aria-hidden="true" />
        </Button>,
      );
      expect(warn).not.toHaveBeenCalled();
    });
  });
});

describe('ButtonLink', () => {
  it('is a real link to its route', () => {
    renderWithProviders(
      <ButtonLink href="/docs" variant="primary" rightIcon={<ArrowRight size={16} />}>
        View Documentation
      </ButtonLink>,
    );
    expect(screen.getByRole('link', { name: 'View Documentation' })).toHaveAttribute('href', '/docs');
  });
});

describe('ExternalButtonLink', () => {
  it('opens in a new tab without the opener', () => {
    renderWithProviders(<ExternalButtonLink href="https://example.com">Join Pro Waitlist</ExternalButtonLink>);
    const link = screen.getByRole('link', { name: 'Join Pro Waitlist' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
