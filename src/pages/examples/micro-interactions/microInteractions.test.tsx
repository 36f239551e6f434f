import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@motion-kit/react';
import { FEEDBACK_REVERT_MS } from './demos/FeedbackButtons';
import { MOTION_DEMO_ACTIVE_MS } from './demos/MotionDemoButtons';
import { MotionDemoButton } from './demos/MotionDemoButtons';
import { FeedbackButton } from './demos/FeedbackButtons';
import { CounterButton } from '../buttons/demos/CounterButton';
import { ToggleButton } from '../buttons/demos/ToggleButton';
import { LikeButton } from '../buttons/demos/LikeButton';

const wrapper = ({ children }: { children: ReactNode }) => <ThemeProvider theme={theme}>{children}</ThemeProvider>;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('motion demo button', () => {
  it('stays active for 1.2 s after a click, then resets', () => {
    expect(MOTION_DEMO_ACTIVE_MS).toBe(1200);
    render(<MotionDemoButton name="Pulse" active={{ scale: 1.1 }} />, { wrapper });
    const button = screen.getByRole('button', { name: 'Pulse' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    act(() => vi.advanceTimersByTime(MOTION_DEMO_ACTIVE_MS - 1));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('restarts the wait when clicked again while active', () => {
    render(<MotionDemoButton name="Shake" active={{ x: 4 }} />, { wrapper });
    const button = screen.getByRole('button', { name: 'Shake' });
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(1000));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    act(() => vi.advanceTimersByTime(200));
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('feedback button', () => {
  it('shows its success label after a click and reverts after 2 s', () => {
    expect(FEEDBACK_REVERT_MS).toBe(2000);
    render(<FeedbackButton icon={null} label="Save" successLabel="Saved!" />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saved!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(FEEDBACK_REVERT_MS - 1));
    expect(screen.getByRole('button', { name: 'Saved!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});

describe('stateful buttons', () => {
  it('counts clicks', () => {
    render(<CounterButton />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: /Count/ }));
    fireEvent.click(screen.getByRole('button', { name: /Count/ }));
    expect(screen.getByRole('button', { name: /Count/ })).toHaveTextContent('2');
  });

  it('switches between OFF and ON', () => {
    render(<ToggleButton />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'OFF' }));
    expect(screen.getByRole('button', { name: 'ON' })).toBeInTheDocument();
  });

  it('toggles between Like and Liked', () => {
    render(<LikeButton />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    fireEvent.click(screen.getByRole('button', { name: 'Liked' }));
    expect(screen.getByRole('button', { name: 'Like' })).toBeInTheDocument();
  });
});
