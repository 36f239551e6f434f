// The palette configured for another job (the site search): links, previews, badges, copying, texts,
// ranking and keys typed before it was mounted. The spec's behaviour is in CommandPalette.test.tsx.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { domMax, LazyMotion, MotionConfig } from 'framer-motion';
import { ThemeProvider } from 'styled-components';
import type { ReactNode } from 'react';
import { theme } from '../../theme/theme';
import { CommandPalette, type Command, type CommandRanker } from '.';

function Wrapper({ children }: { children?: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <MotionConfig transition={{ duration: 0 }}>
        <LazyMotion features={domMax} strict>
          {children}
        </LazyMotion>
      </MotionConfig>
    </ThemeProvider>
  );
}

function makeCommands() {
  const run = { page: vi.fn(), token: vi.fn() };
  const commands: Command[] = [
    { id: 'page', title: 'Changelog', description: 'Release history', category: 'Pages', href: '/docs/changelog', badge: 'New', action: run.page },
    {
      id: 'token',
      title: 'motion.easing.spring',
      description: '--motion-easing-spring',
      category: 'Tokens',
      href: '/docs/design-tokens#token-motion-easing-spring',
      preview: <svg data-testid="curve" />,
      copyText: '--motion-easing-spring',
      action: run.token,
    },
  ];
  return { commands, run };
}

const MESSAGES = { title: 'Search', listLabel: 'Search results', resultCount: (n: number) => `${n} results`, noResults: (q: string) => `No results for "${q}"`, runHint: 'to open' };

function renderPalette(props: Partial<Parameters<typeof CommandPalette>[0]> = {}) {
  const { commands, run } = makeCommands();
  const onOpenChange = vi.fn();
  render(<CommandPalette commands={commands} open onOpenChange={onOpenChange} messages={MESSAGES} {...props} />, { wrapper: Wrapper });
  return { run, onOpenChange };
}

// Generous: the first render of the dialog in jsdom takes seconds on a busy 2-core machine.
describe('CommandPalette configured as a search', { timeout: 20_000 }, () => {
  it('is named by its own texts and announces its own result count', async () => {
    renderPalette();
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('listbox', { name: 'Search results' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 results');
    await userEvent.setup().keyboard('zzzz');
    expect(screen.getByText('No results for "zzzz"')).toBeVisible();
  });

  it('renders a command with an href as a link option that is no Tab stop, with its badge and preview', async () => {
    renderPalette();
    const option = await screen.findByRole('option', { name: /Changelog/ });
    expect(option.tagName).toBe('A');
    expect(option).toHaveAttribute('href', '/docs/changelog');
    expect(option).toHaveAttribute('tabindex', '-1');
    expect(within(option).getByText('New')).toBeInTheDocument();
    expect(within(screen.getByRole('option', { name: /motion\.easing\.spring/ })).getByTestId('curve')).toBeInTheDocument();
  });

  it('runs the command on a plain click of a link option, and leaves a modified click to the browser', async () => {
    const { run } = renderPalette();
    const option = await screen.findByRole('option', { name: /Changelog/ });
    expect(fireEvent.click(option, { ctrlKey: true })).toBe(true); // not prevented: the browser opens a tab
    expect(run.page).not.toHaveBeenCalled();
    expect(fireEvent.click(option)).toBe(false);
    expect(run.page).toHaveBeenCalledTimes(1);
  });

  it('copies the active option on Ctrl+C without running it or closing, and says so', async () => {
    const user = userEvent.setup(); // gives the page a clipboard to read back
    const { run, onOpenChange } = renderPalette();
    await screen.findByRole('combobox');
    await user.keyboard('spring');
    const active = screen.getByRole('option', { selected: true });
    expect(active).toHaveAccessibleDescription('Press Control+C to copy --motion-easing-spring.');
    await user.keyboard('{Control>}c{/Control}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copied --motion-easing-spring'));
    expect(await navigator.clipboard.readText()).toBe('--motion-easing-spring');
    expect(within(active).getByText('Copied!')).toBeInTheDocument();
    expect(run.token).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('leaves Ctrl+C to the field while text is selected in it, and offers no copy where there is nothing to copy', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderPalette();
    const input = await screen.findByRole('combobox');
    await user.keyboard('spring');
    (input as HTMLInputElement).setSelectionRange(0, 3);
    await user.keyboard('{Control>}c{/Control}');
    await user.clear(input);
    await user.keyboard('changelog{Control>}c{/Control}');
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('option', { selected: true })).not.toHaveAttribute('aria-describedby');
  });

  it('copies from the option copy button for the pointer, without choosing the option', async () => {
    const user = userEvent.setup();
    const { run } = renderPalette();
    const option = await screen.findByRole('option', { name: /motion\.easing\.spring/ });
    await user.click(within(option).getByText('Copy'));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe('--motion-easing-spring'));
    expect(run.token).not.toHaveBeenCalled();
  });

  it('orders results with the given ranking', async () => {
    const reversed: CommandRanker = (commands) => [...commands].reverse().map((command) => ({ command, score: 1 }));
    renderPalette({ rank: reversed });
    await screen.findByRole('combobox');
    expect(screen.getAllByRole('option')[0]).toHaveAccessibleName(/motion\.easing\.spring/);
  });

  it('replays keys an opener kept before the palette was mounted, Enter included', async () => {
    const { run } = renderPalette({ typedAhead: ['s', 'p', 'r', 'Enter'] });
    await waitFor(() => expect(run.token).toHaveBeenCalledTimes(1));
  });

  it('returns focus to where it was when it mounts already open (an opener that loaded it lazily)', async () => {
    const { commands } = makeCommands();
    function Page({ mounted, open }: { mounted: boolean; open: boolean }) {
      return (
        <>
          <button type="button">Opener</button>
          {mounted ? <CommandPalette commands={commands} open={open} onOpenChange={() => {}} messages={MESSAGES} /> : null}
        </>
      );
    }
    const { rerender } = render(<Page mounted={false} open />, { wrapper: Wrapper });
    const opener = screen.getByRole('button', { name: 'Opener' });
    opener.focus();
    rerender(<Page mounted open />);
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveFocus());
    rerender(<Page mounted open={false} />);
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('has a close button when it fills a phone screen (styles show it on phones only)', async () => {
    const { onOpenChange } = renderPalette({ fullScreenOnMobile: true });
    fireEvent.click(await screen.findByLabelText('Close search'));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
