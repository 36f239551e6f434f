import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { domMax, LazyMotion, MotionConfig } from 'framer-motion';
import { ThemeProvider } from 'styled-components';
import type { ReactNode } from 'react';
import { theme } from '../../theme/theme';
import { createToastStore, ToastProvider, ToastViewport, useToast, type ToastOptions, type ToastStoreApi } from '.';

function Wrapper({ children, store, viewport = true }: { children?: ReactNode; store?: ToastStoreApi; viewport?: boolean }) {
  return (
    <ThemeProvider theme={theme}>
      <MotionConfig transition={{ duration: 0 }}>
        <LazyMotion features={domMax} strict>
          <ToastProvider store={store}>
            {children}
            {viewport ? <ToastViewport /> : null}
          </ToastProvider>
        </LazyMotion>
      </MotionConfig>
    </ThemeProvider>
  );
}

function ShowButton({ options, label = 'Show' }: { options: ToastOptions; label?: string }) {
  const { show, toasts, dismissAll } = useToast();
  return (
    <>
      <button type="button" onClick={() => show(options)}>
        {label}
      </button>
      <button type="button" onClick={dismissAll}>
        Dismiss All ({toasts.length})
      </button>
    </>
  );
}

/** Lets exit animations (duration 0) finish and AnimatePresence remove the element. */
async function flush() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(50);
  });
}

describe('useToast', () => {
  it('throws when used outside MotionKitProvider', () => {
    const Orphan = () => {
      useToast();
      return null;
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow('useToast must be used within MotionKitProvider');
  });
});

describe('toast store', () => {
  it('calls onDismiss of the oldest toast when a sixth arrives', () => {
    const store = createToastStore();
    const onDismiss = vi.fn();
    store.getState().show({ title: 'first', onDismiss });
    for (let index = 2; index <= 6; index += 1) store.getState().show({ title: `toast ${index}` });
    expect(store.getState().toasts.map((toast) => toast.title)).toEqual(['toast 2', 'toast 3', 'toast 4', 'toast 5', 'toast 6']);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledWith('toast-1');
  });

  it('returns distinct ids and dismisses one or all, calling each onDismiss once', () => {
    const store = createToastStore();
    const onDismiss = vi.fn();
    const a = store.getState().show({ title: 'a', onDismiss });
    const b = store.getState().show({ title: 'b', onDismiss });
    expect(a).not.toBe(b);
    store.getState().dismiss(a);
    store.getState().dismiss(a);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    store.getState().dismissAll();
    expect(onDismiss).toHaveBeenCalledTimes(2);
    expect(store.getState().toasts).toEqual([]);
  });

  it('starts at top-right and moves to another position', () => {
    const store = createToastStore();
    expect(store.getState().position).toBe('top-right');
    store.getState().setPosition('bottom-center');
    expect(store.getState().position).toBe('bottom-center');
  });

  it('keeps separate stores apart', () => {
    const one = createToastStore();
    const two = createToastStore();
    one.getState().show({ title: 'only in one' });
    expect(two.getState().toasts).toEqual([]);
  });
});

describe('ToastProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces an info toast as a status with its title and message', () => {
    render(<ShowButton options={{ title: 'Saved', message: 'Your changes are stored.' }} />, { wrapper: Wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Saved');
    expect(toast).toHaveTextContent('Your changes are stored.');
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.querySelector('ol')).toHaveAttribute('aria-live', 'polite');
    expect(region.querySelector('ol')).toContainElement(toast);
  });

  it('is a "Notifications" landmark only while it holds toasts; its live list is there from the start', async () => {
    render(<ShowButton options={{ title: 'Saved' }} />, { wrapper: Wrapper });
    // Nothing else on a page (the toggles page's Notifications switch) shares the name while it is empty.
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(screen.queryByLabelText('Notifications')).toBeNull();
    const live = screen.getByRole('list');
    expect(live).toHaveAttribute('aria-live', 'polite');

    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('region', { name: 'Notifications' })).toContainElement(live);
    expect(screen.getByRole('list')).toBe(live); // the same live region, not a new one

    fireEvent.click(screen.getByRole('button', { name: /Dismiss All/ }));
    await flush();
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it('announces an error as an alert', () => {
    render(<ShowButton options={{ type: 'error', title: 'Failed' }} />, { wrapper: Wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
  });

  it('closes a toast after the default 5000 ms', async () => {
    const onDismiss = vi.fn();
    render(<ShowButton options={{ title: 'Soon gone', onDismiss }} />, { wrapper: Wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.getByText('Soon gone')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    await flush();
    expect(screen.queryByText('Soon gone')).not.toBeInTheDocument();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('keeps a toast with duration 0 until it is dismissed', async () => {
    render(<ShowButton options={{ title: 'Sticky', duration: 0 }} />, { wrapper: Wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('Sticky')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await flush();
    expect(screen.queryByText('Sticky')).not.toBeInTheDocument();
  });

  it('never auto-closes an error toast', () => {
    render(<ShowButton options={{ type: 'error', title: 'Broken', duration: 1000 }} />, { wrapper: Wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Broken');
  });

  it('pauses the timer while hovered and resumes with the time that was left', async () => {
    render(<ShowButton options={{ title: 'Hover me', duration: 5000 }} />, { wrapper: Wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    const item = screen.getByRole('status').closest('li') as HTMLElement;
    fireEvent.mouseEnter(item);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    fireEvent.mouseLeave(item);
    act(() => {
      vi.advanceTimersByTime(1900);
    });
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    await flush();
    expect(screen.queryByText('Hover me')).not.toBeInTheDocument();
  });

  it('pauses the timer while a control inside has keyboard focus', async () => {
    render(<ShowButton options={{ title: 'Focus me', duration: 2000 }} />, { wrapper: Wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    const dismissButton = screen.getByRole('button', { name: 'Dismiss notification' });
    act(() => dismissButton.focus());
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByText('Focus me')).toBeInTheDocument();
    act(() => dismissButton.blur());
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    await flush();
    expect(screen.queryByText('Focus me')).not.toBeInTheDocument();
  });

  it('moves keyboard focus to the next toast when one is dismissed, and back where it came from after the last', async () => {
    render(<ShowButton options={{ title: 'Kept', duration: 0 }} />, { wrapper: Wrapper });
    const show = screen.getByRole('button', { name: 'Show' });
    fireEvent.click(show);
    fireEvent.click(show);
    const [first, second] = screen.getAllByRole('button', { name: 'Dismiss notification' });
    act(() => show.focus());
    act(() => first!.focus());
    fireEvent.click(first!);
    expect(second).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Dismiss All (1)' })).toBeInTheDocument();

    fireEvent.click(second!);
    expect(show).toHaveFocus();
    // On its way out, the toast is inert: focus and presses no longer reach it.
    expect(second!.closest('li')).toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Dismiss All (0)' })).toBeInTheDocument();
  });

  it('leaves focus alone when a toast is dismissed by a pointer while focus is elsewhere', () => {
    render(<ShowButton options={{ title: 'Clicked', duration: 0 }} />, { wrapper: Wrapper });
    const show = screen.getByRole('button', { name: 'Show' });
    fireEvent.click(show);
    fireEvent.click(show);
    const dismissAll = screen.getByRole('button', { name: /Dismiss All/ });
    act(() => dismissAll.focus());
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss notification' })[0]!);
    expect(dismissAll).toHaveFocus();
  });

  it('shows at most 5 toasts, removing the oldest first', async () => {
    let count = 0;
    function Numbered() {
      const { show } = useToast();
      return (
        <button type="button" onClick={() => show({ title: `Toast ${(count += 1)}`, duration: 0 })}>
          Show
        </button>
      );
    }
    render(<Numbered />, { wrapper: Wrapper });
    for (let index = 0; index < 6; index += 1) fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await flush();
    expect(screen.getAllByRole('status')).toHaveLength(5);
    expect(screen.queryByText('Toast 1')).not.toBeInTheDocument();
    expect(screen.getByText('Toast 6')).toBeInTheDocument();
  });

  it('runs the action with its label and then closes the toast', async () => {
    const onClick = vi.fn();
    render(<ShowButton options={{ title: 'Deleted', duration: 0, action: { label: 'Undo', onClick } }} />, { wrapper: Wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    await flush();
    expect(screen.queryByText('Deleted')).not.toBeInTheDocument();
  });

  it('offers no dismiss button when the toast is not dismissible', () => {
    render(<ShowButton options={{ title: 'Stay', dismissible: false }} />, { wrapper: Wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.queryByRole('button', { name: 'Dismiss notification' })).not.toBeInTheDocument();
  });

  it('dismisses every toast at once', async () => {
    render(<ShowButton options={{ title: 'Many', duration: 0 }} />, { wrapper: Wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('button', { name: 'Dismiss All (2)' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss All (2)' }));
    await flush();
    expect(screen.queryAllByRole('status')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Dismiss All (0)' })).toBeInTheDocument();
  });

  it('places the viewport at the chosen position', () => {
    const store = createToastStore({ position: 'bottom-left' });
    render(<ShowButton options={{ title: 'Here' }} />, { wrapper: ({ children }) => <Wrapper store={store}>{children}</Wrapper> });
    expect(screen.getByRole('list')).toHaveAttribute('data-position', 'bottom-left');
    act(() => store.getState().setPosition('top-center'));
    expect(screen.getByRole('list')).toHaveAttribute('data-position', 'top-center');
  });
});

describe('the viewport apart from the provider', () => {
  it('renders nothing from the provider alone: the app places the viewport', () => {
    const store = createToastStore();
    store.getState().show({ title: 'Held in the store', duration: 0 });
    render(<Wrapper store={store} viewport={false} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText('Held in the store')).toBeNull();
  });

  it('shows the toasts raised before it mounts once it does (an app that loads it late)', () => {
    const store = createToastStore();
    const { rerender } = render(<Wrapper store={store} viewport={false} />);
    act(() => {
      store.getState().show({ title: 'Raised before the viewport', duration: 0 });
    });
    rerender(<Wrapper store={store} />);
    expect(screen.getByRole('status')).toHaveTextContent('Raised before the viewport');
  });

  it('throws outside a provider unless given a store', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ToastViewport />)).toThrow('ToastViewport must be used within MotionKitProvider');
  });
});
