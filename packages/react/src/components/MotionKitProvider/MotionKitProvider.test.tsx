import { forwardRef, useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { domAnimation } from 'framer-motion';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MotionKitProvider, type LinkComponentProps } from '.';
import { useThemeStore } from '../../stores/ThemeStoreProvider';
import { ButtonLink } from '../Button';
import { Navbar } from '../Navbar';
import { Modal } from '../Modal';
import { CommandPalette } from '../CommandPalette';
import { ToastViewport, useToast } from '../Toast';

function ThemeName() {
  return <p>theme: {useThemeStore((state) => state.theme)}</p>;
}

/** A button that opens a Modal, which closes itself. */
function ModalDemo({ title }: { title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={title} />
    </>
  );
}

// jsdom has no matchMedia; the Experience System reads the device and the system settings through it.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
});
afterEach(() => vi.unstubAllGlobals());

describe('MotionKitProvider', () => {
  it('holds the theme store, so theme hooks work under it and nothing else', () => {
    render(
      <MotionKitProvider defaultTheme="light">
        <ThemeName />
      </MotionKitProvider>,
    );
    expect(screen.getByText('theme: light')).toBeInTheDocument();
  });

  it('renders links as plain <a href> without a router', () => {
    render(
      <MotionKitProvider>
        <ButtonLink href="/billing">Billing</ButtonLink>
      </MotionKitProvider>,
    );
    const link = screen.getByRole('link', { name: 'Billing' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/billing');
  });

  it("renders links with the app's link component, and marks the current page from `currentPath`", () => {
    const AppLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function AppLink(props, ref) {
      return <a ref={ref} data-app-link="" {...props} />;
    });
    render(
      <MotionKitProvider linkComponent={AppLink} currentPath="/docs">
        <Navbar items={[{ id: 'home', label: 'Home', path: '/' }, { id: 'docs', label: 'Docs', path: '/docs' }]} />
      </MotionKitProvider>,
    );
    const docs = screen.getAllByRole('link', { name: 'Docs' })[0]!;
    expect(docs).toHaveAttribute('data-app-link');
    expect(docs).toHaveAttribute('href', '/docs');
    expect(docs).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('link', { name: 'Home' })[0]).not.toHaveAttribute('aria-current');
  });

  it('opens and closes a Modal without animation features (they are optional)', async () => {
    const user = userEvent.setup();
    render(
      <MotionKitProvider>
        <ModalDemo title="Plain" />
      </MotionKitProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Plain' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens a Modal asked for before lazy features arrive once they have, animated, and it closes again', async () => {
    // A framer-motion element mounted before its features load never plays its entrance nor ends its exit,
    // and a plain <dialog> cannot be dragged to close: the dialog waits for them.
    let arrive: () => void = () => {};
    const features = vi.fn(() => new Promise<typeof domAnimation>((resolve) => (arrive = () => resolve(domAnimation))));
    const user = userEvent.setup();
    render(
      <MotionKitProvider features={features}>
        <ModalDemo title="Early" />
      </MotionKitProvider>,
    );
    // The first part to mount starts the one load.
    expect(features).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => arrive());
    // framer-motion writes the entrance's starting opacity on the element it animates.
    expect(screen.getByRole('dialog', { name: 'Early' }).style.opacity).not.toBe('');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(features).toHaveBeenCalledTimes(1);
  });

  it('opens a Modal without animation when the lazy features fail to load', async () => {
    const user = userEvent.setup();
    render(
      <MotionKitProvider features={() => Promise.reject(new Error('offline'))}>
        <ModalDemo title="Offline" />
      </MotionKitProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offline' });
    expect(dialog.style.opacity).toBe('');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes keys typed into a command palette opened before lazy features arrive', async () => {
    const features = vi.fn(() => new Promise<typeof domAnimation>(() => {}));
    const user = userEvent.setup();
    render(
      <MotionKitProvider features={features}>
        <CommandPalette commands={[{ id: 'settings', title: 'Open settings', category: 'Settings', action: () => {} }]} />
      </MotionKitProvider>,
    );
    await user.keyboard('{Control>}k{/Control}settings');
    expect(screen.getByRole('combobox')).toHaveValue('settings');
    expect(screen.getByRole('option', { name: /Open settings/ })).toBeInTheDocument();
  });

  it('shows a toast raised before lazy features arrive at once', () => {
    function ShowOne() {
      const { show } = useToast();
      return (
        <button type="button" onClick={() => show({ title: 'early', duration: 0 })}>
          Show
        </button>
      );
    }
    render(
      <MotionKitProvider features={() => new Promise<typeof domAnimation>(() => {})}>
        <ShowOne />
        <ToastViewport />
      </MotionKitProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Show' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('early');
  });

  it('shows toasts in the ToastViewport the app renders, at its configured position, at most `max` at once', () => {
    function ShowThree() {
      const { show } = useToast();
      return (
        <button type="button" onClick={() => ['one', 'two', 'three'].forEach((title) => show({ title, duration: 0 }))}>
          Show
        </button>
      );
    }
    render(
      <MotionKitProvider reducedMotion="always" toasts={{ position: 'bottom-left', max: 2 }}>
        <ShowThree />
        <ToastViewport />
      </MotionKitProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Show' }).click());
    const viewport = document.querySelector('[data-position]');
    expect(viewport).toHaveAttribute('data-position', 'bottom-left');
    expect(screen.queryByText('one')).toBeNull();
    expect(screen.getByText('three')).toBeInTheDocument();
  });

  it('renders no toast viewport of its own: the app places ToastViewport (and may load it late)', () => {
    function ShowOne() {
      const { show, toasts } = useToast();
      return (
        <button type="button" onClick={() => show({ title: 'queued', duration: 0 })}>
          Show ({toasts.length})
        </button>
      );
    }
    render(
      <MotionKitProvider>
        <ShowOne />
      </MotionKitProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Show (0)' }).click());
    expect(screen.getByRole('button', { name: 'Show (1)' })).toBeInTheDocument();
    expect(document.querySelector('[data-position]')).toBeNull();
    expect(screen.queryByText('queued')).toBeNull();
  });
});
