import { render, screen } from '@testing-library/react';
import { domAnimation, m } from 'framer-motion';
import { describe, expect, it } from 'vitest';
import { AnimationFeatures, loadAnimationFeatures } from './AnimationFeatures';

describe('AnimationFeatures', () => {
  it('lets its children draw with m (a strict LazyMotion would throw for motion.*)', () => {
    render(
      <AnimationFeatures>
        <m.p animate={{ opacity: 1 }}>drawn</m.p>
      </AnimationFeatures>,
    );
    expect(screen.getByText('drawn')).toBeInTheDocument();
  });

  it('loads framer-motion\'s domAnimation features once the page is idle', async () => {
    expect(await loadAnimationFeatures()).toBe(domAnimation);
  });
});
