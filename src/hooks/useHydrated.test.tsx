import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { render, screen, waitFor } from '@testing-library/react';
import { URL_DEPENDENT_ATTRIBUTE, urlDependent, useHydrated } from './useHydrated';

const renders: boolean[] = [];
function Probe({ label }: { label: string }) {
  const hydrated = useHydrated();
  renders.push(hydrated);
  return <p>{`${label}: ${hydrated ? 'hydrated' : 'not yet'}`}</p>;
}

// One module-level flag is the subject, so the steps run in order in one test.
describe('useHydrated', () => {
  it('is false on the server and in the first client render, then true; later mounts start out true', async () => {
    expect(renderToString(<Probe label="server" />)).toContain('server: not yet');

    renders.length = 0;
    render(<Probe label="first" />);
    expect(renders[0]).toBe(false);
    await waitFor(() => expect(screen.getByText('first: hydrated')).toBeInTheDocument());

    renders.length = 0;
    render(<Probe label="later" />);
    expect(renders[0]).toBe(true);
    expect(screen.getByText('later: hydrated')).toBeInTheDocument();
  });
});

describe('urlDependent', () => {
  it('marks an element until hydration and not after, so the hydrated render shows it', () => {
    expect(urlDependent(false)).toEqual({ [URL_DEPENDENT_ATTRIBUTE]: '' });
    expect(urlDependent(true)).toEqual({});
    expect(renderToString(<section {...urlDependent(false)} />)).toBe('<section data-url-dependent=""></section>');
  });
});
