import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../theme/theme';
import { ExperienceProvider, useExperience, type UserContext } from '../../experience';
import { SmartButton } from './SmartButton';

beforeEach(() => {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: false, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
  window.innerWidth = 1280;
});
afterEach(() => vi.unstubAllGlobals());

const Wrapper = ({ children }: { children: ReactNode }) => (
  <ThemeProvider theme={theme}>
    <ExperienceProvider>{children}</ExperienceProvider>
  </ThemeProvider>
);

const powerUserOnMobile: UserContext = {
  userType: 'power-user',
  device: 'mobile',
  reducedMotion: false,
  largeFonts: false,
  highContrast: false,
};

describe('SmartButton', () => {
  it('adapts its label to the provider visitor, a first-time user by default', () => {
    render(<SmartButton intent="primary-action" label="Get Started" />, { wrapper: Wrapper });
    expect(screen.getByRole('button', { name: 'Start Your Journey' })).toBeInTheDocument();
  });

  it('adapts to an explicit user context when one is given', () => {
    render(<SmartButton intent="navigation" userContext={powerUserOnMobile}>Learn More</SmartButton>, { wrapper: Wrapper });
    expect(screen.getByRole('button', { name: 'Docs' })).toBeInTheDocument();
  });

  it('keeps its own label for a secondary action', () => {
    render(<SmartButton intent="secondary-action">Save Draft</SmartButton>, { wrapper: Wrapper });
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeInTheDocument();
  });

  it('logs each click with intent, criticality, flow position, stage, timestamp and adaptations', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const onClick = vi.fn();
    render(
      <SmartButton
        intent="destructive"
        criticality="critical"
        flowPosition="confirmation"
        userJourneyStage="purchase"
        label="Delete Account"
        onClick={onClick}
      />,
      { wrapper: Wrapper },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account (Permanent)' }));
    expect(info).toHaveBeenCalledWith('[SmartButton]', {
      intent: 'destructive',
      criticality: 'critical',
      flowPosition: 'confirmation',
      stage: 'purchase',
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      adaptations: expect.arrayContaining(['Danger variant for a destructive action']),
    });
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('records its use in the experience context', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const { result } = renderHook(() => useExperience(), {
      wrapper: ({ children }) => (
        <Wrapper>
          <SmartButton intent="navigation" label="Learn More" />
          {children}
        </Wrapper>
      ),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Tell Me More' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tell Me More' }));
    expect(result.current.componentUsagePatterns).toEqual({ 'SmartButton:navigation': 2 });
  });
});
