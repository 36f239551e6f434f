import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { theme } from '@motion-kit/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { COPIED_INDICATOR_MS } from '../../lib/timing';
import { CodeBlock } from './index';

const code = `const greeting = '<b>hi</b>';\nexport function Hello() {\n  return <p>{greeting}</p>;\n}`;

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

/** Clicks and lets the clipboard promise settle, for tests on fake timers. */
async function clickAndSettle(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

describe('CodeBlock', () => {
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('shows only the code when there is no preview', () => {
    renderWithProviders(<CodeBlock code={code} />);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'tsx code' })).toHaveTextContent("const greeting = '<b>hi</b>';");
  });

  it('highlights the code as tokens, rendering markup in strings as text rather than HTML', async () => {
    renderWithProviders(<CodeBlock code={code} />);
    const region = screen.getByRole('region', { name: 'tsx code' });
    await waitFor(() => expect(region.querySelector('.token.keyword')).toHaveTextContent('const'));
    expect(region.querySelector('b')).toBeNull();
    expect(region).toHaveTextContent("const greeting = '<b>hi</b>';");
  });

  it('renders plain text first, so prerendered HTML and the first client render agree', async () => {
    vi.resetModules();
    const { CodeBlock: FreshCodeBlock } = await import('./index');
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <FreshCodeBlock code={code} />
      </ThemeProvider>,
    );
    expect(html).toContain('const greeting = &#x27;&lt;b&gt;hi&lt;/b&gt;&#x27;;');
    expect(html).not.toContain('token');
  });

  it('makes the code area keyboard-focusable with an accessible name so it can be scrolled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CodeBlock code={code} title="Hello component" />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('region', { name: 'Hello component code' })).toHaveFocus();
  });

  it('offers Preview and Code tabs when a preview is given, starting on Preview', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CodeBlock code={code} preview={<button type="button">Live button</button>} />);
    expect(screen.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Live button' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Code' }));
    expect(screen.getByRole('region', { name: 'tsx code' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Live button' })).not.toBeInTheDocument();
  });

  it('renders (and highlights) the code behind a Preview tab only once the Code tab is opened', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<CodeBlock code={code} preview={<p>Live</p>} />);
    expect(container.querySelector('pre')).toBeNull();
    expect(container).not.toHaveTextContent('const greeting');
    await user.click(screen.getByRole('tab', { name: 'Code' }));
    expect(screen.getByRole('region', { name: 'tsx code' })).toHaveTextContent("const greeting = '<b>hi</b>';");
  });

  it('loads a sample given as a loader when the Code tab opens, showing that it is loading meanwhile', async () => {
    let resolve!: (text: string) => void;
    const load = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const user = userEvent.setup();
    renderWithProviders(<CodeBlock code={load} preview={<button type="button">Demo</button>} title="Lazy" />);
    expect(load).not.toHaveBeenCalled();
    await user.click(screen.getByRole('tab', { name: 'Code' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region', { name: 'Lazy code' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => resolve(code));
    expect(screen.getByRole('region', { name: 'Lazy code' })).toHaveTextContent("const greeting = '<b>hi</b>';");
    expect(screen.getByRole('region', { name: 'Lazy code' })).not.toHaveAttribute('aria-busy');
  });

  it('copies a sample that has not loaded yet once it arrives, and a failed load copies nothing', async () => {
    const writeText = vi.fn(async () => {});
    mockClipboard(writeText);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(code);
    // The browser is never idle here, so only the copy button asks for the text.
    vi.stubGlobal('requestIdleCallback', () => 0);
    vi.stubGlobal('cancelIdleCallback', () => {});
    const view = renderWithProviders(<CodeBlock code={load} preview={<p>Demo</p>} />);
    await clickAndSettle(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    // The next press is a new attempt (userEvent would replace the clipboard with its own).
    await clickAndSettle(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(code));
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    view.unmount();
    logged.mockRestore();
    vi.unstubAllGlobals();
  });

  it('offers to try again when a sample fails to load, and shows it once it does', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(code);
    // The browser is never idle here, so only the Code tab asks for the text.
    vi.stubGlobal('requestIdleCallback', () => 0);
    vi.stubGlobal('cancelIdleCallback', () => {});
    const user = userEvent.setup();
    const view = renderWithProviders(<CodeBlock code={load} preview={<p>Demo</p>} title="Offline" />);
    await user.click(screen.getByRole('tab', { name: 'Code' }));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('region', { name: 'Offline code' })).toHaveTextContent('The code could not load.');
    await user.click(retry);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Offline code' })).toHaveTextContent("const greeting = '<b>hi</b>';"));
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    view.unmount();
    logged.mockRestore();
    vi.unstubAllGlobals();
  });

  it('can start on the Code tab', () => {
    renderWithProviders(<CodeBlock code={code} preview={<p>Live</p>} defaultTab="code" />);
    expect(screen.getByRole('tab', { name: 'Code' })).toHaveAttribute('aria-selected', 'true');
  });

  it("copies the code and shows 'Copied!' for 2 seconds, then reverts", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    mockClipboard(writeText);
    renderWithProviders(<CodeBlock code={code} />);

    await clickAndSettle(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith(code);
    expect(screen.getByRole('status')).toHaveTextContent('Copied!');

    act(() => vi.advanceTimersByTime(COPIED_INDICATOR_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Copied!');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(COPIED_INDICATOR_MS).toBe(2000);
  });

  it("restarts the 2 second 'Copied!' period when copied again", async () => {
    vi.useFakeTimers();
    mockClipboard(vi.fn().mockResolvedValue(undefined));
    renderWithProviders(<CodeBlock code={code} />);
    const button = screen.getByRole('button', { name: 'Copy code' });

    await clickAndSettle(button);
    act(() => vi.advanceTimersByTime(1500));
    await clickAndSettle(button);
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByRole('status')).toHaveTextContent('Copied!');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('logs a rejected clipboard write to the console and shows nothing', async () => {
    const failure = new Error('Permission denied');
    mockClipboard(vi.fn().mockRejectedValue(failure));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<CodeBlock code={code} />);

    await clickAndSettle(screen.getByRole('button', { name: 'Copy code' }));
    expect(consoleError).toHaveBeenCalledWith(expect.any(String), failure);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('logs a missing clipboard API to the console and shows nothing', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<CodeBlock code={code} />);

    await clickAndSettle(screen.getByRole('button', { name: 'Copy code' }));
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});

describe('CodeBlock copy button with the real clipboard flow', () => {
  beforeEach(() => {
    mockClipboard(vi.fn().mockResolvedValue(undefined));
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it("keeps its accessible name 'Copy code' while showing 'Copied!'", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CodeBlock code={code} />);
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
  });
});
