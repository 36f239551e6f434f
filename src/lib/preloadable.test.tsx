import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Suspense, use } from 'react';
import { forgetFailedLoads, preloadable, usePreloaded } from './preloadable';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function Probe({ target, needed, onFailed }: { target: ReturnType<typeof preloadable<string>>; needed: boolean; onFailed?: () => void }) {
  const value = usePreloaded(target, needed, onFailed);
  return <p>{value ?? 'not yet'}</p>;
}

describe('preloadable', () => {
  it('imports once however often it is asked, and then holds the value', async () => {
    const loader = vi.fn(async () => 'module');
    const target = preloadable(loader);
    expect(target.current()).toBeUndefined();
    await Promise.all([target.load(), target.load()]);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(target.current()).toBe('module');
  });

  it('repeats a failure until forgetFailedLoads, then asks the loader again', async () => {
    const loader = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('module');
    const target = preloadable<string>(loader);
    const failed = target.load();
    await expect(failed).rejects.toThrow('offline');
    // A render that reads it again gets the same failure, not a new request (which would loop while offline).
    expect(target.load()).toBe(failed);
    expect(loader).toHaveBeenCalledTimes(1);

    forgetFailedLoads();
    await expect(target.load()).resolves.toBe('module');
    expect(loader).toHaveBeenCalledTimes(2);
    expect(target.current()).toBe('module');
  });

  it('keeps pending and loaded requests when failures are forgotten', async () => {
    const loader = vi.fn(async () => 'module');
    const target = preloadable(loader);
    const pending = target.load();
    forgetFailedLoads();
    expect(target.load()).toBe(pending);
    await pending;
    forgetFailedLoads();
    expect(target.load()).toBe(pending);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('hands a loaded value to React\'s use() without suspending, so a preloaded page renders in one pass', async () => {
    const page = (target: ReturnType<typeof preloadable<string>>) => {
      function Reader() {
        return <p>{use(target.load())}</p>;
      }
      return renderToString(<Suspense fallback={<p>loading</p>}><Reader /></Suspense>);
    };
    expect(page(preloadable(async () => 'module'))).toContain('loading');
    const loaded = preloadable(async () => 'module');
    await loaded.load();
    expect(page(loaded)).toContain('module'); // the first render after loading, not a retry
  });

  it('renders without the value first, on the server too, so prerendered HTML and hydration agree', () => {
    const target = preloadable(async () => 'module');
    expect(renderToString(<Probe target={target} needed />)).toContain('not yet');
  });

  it('loads at once when needed and re-renders with the value', async () => {
    const gate = deferred<string>();
    const target = preloadable(() => gate.promise);
    render(<Probe target={target} needed />);
    expect(screen.getByText('not yet')).toBeInTheDocument();
    await act(async () => gate.resolve('module'));
    expect(screen.getByText('module')).toBeInTheDocument();
  });

  it('does not report a failed idle load: nobody asked for it yet', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onFailed = vi.fn();
    const loader = vi.fn().mockRejectedValue(new Error('offline'));
    const view = render(<Probe target={preloadable<string>(loader)} needed={false} onFailed={onFailed} />);
    await act(async () => idle.forEach((task) => task()));
    expect(loader).toHaveBeenCalledTimes(1);
    expect(onFailed).not.toHaveBeenCalled();
    view.unmount();
    logged.mockRestore();
    vi.unstubAllGlobals();
  });

  it('waits for the browser to be idle when not yet needed', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const loader = vi.fn(async () => 'module');
    render(<Probe target={preloadable(loader)} needed={false} />);
    expect(loader).not.toHaveBeenCalled();
    await act(async () => idle.forEach((task) => task()));
    expect(loader).toHaveBeenCalledTimes(1);
    expect(screen.getByText('module')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('tries a failed load again each time the value becomes needed, and not on its own', async () => {
    const loader = vi.fn().mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline')).mockResolvedValue('module');
    const target = preloadable<string>(loader);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onFailed = vi.fn();
    const view = render(<Probe target={target} needed onFailed={onFailed} />);
    await act(async () => {});
    expect(loader).toHaveBeenCalledTimes(1);
    // The component hears of it (a dialog closes, so the next click is a new attempt).
    expect(onFailed).toHaveBeenCalledTimes(1);
    // Re-rendering while still needed is not a new attempt: the failure stands.
    view.rerender(<Probe target={target} needed />);
    await act(async () => {});
    expect(loader).toHaveBeenCalledTimes(1);
    expect(screen.getByText('not yet')).toBeInTheDocument();
    // Closed and opened again: a new attempt, which fails once more, then one that succeeds.
    view.rerender(<Probe target={target} needed={false} />);
    view.rerender(<Probe target={target} needed />);
    await act(async () => {});
    expect(loader).toHaveBeenCalledTimes(2);
    view.rerender(<Probe target={target} needed={false} />);
    view.rerender(<Probe target={target} needed />);
    await act(async () => {});
    expect(loader).toHaveBeenCalledTimes(3);
    expect(screen.getByText('module')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledTimes(2);
    expect(onFailed).toHaveBeenCalledTimes(1); // only the render that passed it
    logged.mockRestore();
  });

  it('renders with the value at once once it has loaded', async () => {
    const target = preloadable(async () => 'module');
    await target.load();
    render(<Probe target={target} needed={false} />);
    expect(screen.getByText('module')).toBeInTheDocument();
  });
});
