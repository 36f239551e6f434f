import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deferredPart, useDeferredMark, useDeferredPartOnNavigation, type DeferredPart } from './deferredPart';

/** A part whose chunk arrives when the test says so. */
function controlledPart() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const part = deferredPart(() => arrived.then(() => () => <p>the part</p>));
  return { part, arrive };
}

function Marked() {
  return <section aria-label="part" {...useDeferredMark()} />;
}

function Page({ part }: { part: DeferredPart<object> }) {
  useDeferredPartOnNavigation(part);
  return <p>the page</p>;
}

afterEach(() => document.documentElement.removeAttribute('data-hydrated'));

describe('deferred part', () => {
  it('renders its component once the chunk has arrived', async () => {
    const { part, arrive } = controlledPart();
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <part.Part />
        </Suspense>,
      );
    });
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByText('the part')).toBeInTheDocument();
  });

  it('is marked deferred in the prerendered HTML and on the first client render, and not once live', () => {
    expect(renderToString(<Marked />)).toContain('data-deferred=""');
    render(<Marked />);
    expect(screen.getByRole('region', { name: 'part' })).not.toHaveAttribute('data-deferred');
  });

  it('lets a hydrating page render at once, without its parts', () => {
    const { part } = controlledPart();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Page part={part} />
      </Suspense>,
    );
    expect(screen.getByText('the page')).toBeInTheDocument();
  });

  it('holds a page shown by a navigation until its parts have arrived', async () => {
    document.documentElement.setAttribute('data-hydrated', 'true');
    const { part, arrive } = controlledPart();
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <Page part={part} />
        </Suspense>,
      );
    });
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });
});
