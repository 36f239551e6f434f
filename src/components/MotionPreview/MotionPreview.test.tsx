import { screen } from '@testing-library/react';
import { renderWithProviders as render } from '../../test/renderWithProviders';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { MotionPreview, preloadMotionControls } from './MotionPreview';
import { MotionSpecPanel } from './MotionSpecPanel';
import { modalMotion, useMotionScope, useMotionTokens } from '@motion-kit/react';

function ScopeProbe() {
  const scope = useMotionScope();
  const { seconds } = useMotionTokens();
  return (
    <p>
      speed {scope?.speed} reduced {String(scope?.reduced)} paused {String(scope?.paused)} normal {seconds('normal')}s
    </p>
  );
}

describe('MotionPreview', () => {
  // The controls are a chunk of their own (as the prerender does, load them before the first render).
  beforeAll(async () => {
    await preloadMotionControls();
  });

  it('offers Replay, Pause, a Speed choice of four and a Reduced motion switch', () => {
    render(
      <MotionPreview>
        <ScopeProbe />
      </MotionPreview>,
    );
    expect(screen.getByRole('button', { name: 'Replay' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    const speed = screen.getByRole('radiogroup', { name: 'Speed' });
    expect([...speed.querySelectorAll('input')].map((input) => input.labels?.[0]?.textContent)).toEqual(['1x', '0.5x', '0.25x', '0.1x']);
    expect(screen.getByRole('switch', { name: 'Reduced motion' })).toHaveAttribute('aria-checked', 'false');
  });

  it('scales what is inside, announces the speed politely and scopes reduced motion and pausing', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <MotionPreview>
        <ScopeProbe />
      </MotionPreview>,
    );
    expect(screen.getByText(/speed 1 reduced false paused false normal 0.3s/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');

    await user.click(screen.getByRole('radio', { name: '0.25x' }));
    expect(screen.getByText(/speed 0.25 .* normal 1.2s/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Speed 0.25x');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    const stage = container.querySelector<HTMLElement>('[data-motion-scope]');
    expect(stage?.style.getPropertyValue('--motion-duration-normal')).toBe('1200ms');

    await user.click(screen.getByRole('switch', { name: 'Reduced motion' }));
    expect(screen.getByText(/reduced true/)).toBeInTheDocument();
    expect(stage).toHaveAttribute('data-motion-reduced', '');

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByText(/paused true/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(screen.getByText(/paused false/)).toBeInTheDocument();
  });

  it('remounts the preview on Replay', async () => {
    const user = userEvent.setup();
    let mounts = 0;
    function Counter() {
      const [id] = [++mounts];
      return <p>mount {id}</p>;
    }
    render(
      <MotionPreview>
        <Counter />
      </MotionPreview>,
    );
    const before = mounts;
    await user.click(screen.getByRole('button', { name: 'Replay' }));
    expect(mounts).toBeGreaterThan(before);
  });

  it('shows the spec of the declared components beside the preview, with token names and values', () => {
    render(
      <MotionPreview spec={<MotionSpecPanel declarations={[modalMotion]} />}>
        <p>preview</p>
      </MotionPreview>,
    );
    const spec = screen.getByRole('region', { name: 'Motion spec' });
    expect(spec).toHaveTextContent('motion.duration.normal 300ms');
    expect(spec).toHaveTextContent('motion.easing.emphasizedcubic-bezier(0.2, 0, 0, 1)');
    expect(spec).toHaveTextContent('opacity 0 → 1, y 24 → 0, scale 0.97 → 1');
  });
});
