import { render, screen, waitFor } from '@testing-library/react';
import { domAnimation, m, motion } from 'framer-motion';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnimationFeatures, loadAnimationFeatures } from './AnimationFeatures';

describe('AnimationFeatures', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a strict LazyMotion: its children draw with m, and motion.* (which would bring every feature) is refused', () => {
    render(
      <AnimationFeatures>
        <m.p>drawn</m.p>
      </AnimationFeatures>,
    );
    expect(screen.getByText('drawn')).toBeInTheDocument();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <AnimationFeatures>
          <motion.p>refused</motion.p>
        </AnimationFeatures>,
      ),
    ).toThrow(/LazyMotion/);
  });

  it('gives m its animation features once they have loaded: an animation runs to its target', async () => {
    render(
      <AnimationFeatures>
        <m.p initial={{ opacity: 0 }} animate={{ opacity: 0.5 }} transition={{ duration: 0 }}>
          fades
        </m.p>
      </AnimationFeatures>,
    );
    const element = screen.getByText('fades');
    expect(element.style.opacity).toBe('0');
    await waitFor(() => expect(element.style.opacity).toBe('0.5'));
  });

  it("loads framer-motion's domAnimation features once the page is idle", async () => {
    expect(await loadAnimationFeatures()).toBe(domAnimation);
  });
});
