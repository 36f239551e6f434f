import { useState } from 'react';
import { AnimatePresence, m } from 'framer-motion';
import { styled } from 'styled-components';
import { durationsMs, useMotionTokens } from '@motion-kit/react';

/** The route transition of this site: a 12 px slide over the normal duration. */
const SLIDE_PX = 12;

export const DEMO_PAGES = [
  { id: 'home', title: 'Home', text: 'Welcome back. Pick up where you left off.' },
  { id: 'projects', title: 'Projects', text: 'Three projects, one due this week.' },
  { id: 'settings', title: 'Settings', text: 'Theme, notifications and your account.' },
] as const;

interface TransitionDemoProps {
  /** Vertical offset in px; 0 gives the reduced-motion crossfade. */
  slide?: number;
  label?: string;
}

/** The site's route transition on a small set of pages: the outgoing page exits first, then the next enters. */
export function RouteTransitionDemo({ slide = SLIDE_PX, label = 'Demo pages' }: TransitionDemoProps) {
  const [pageId, setPageId] = useState<(typeof DEMO_PAGES)[number]['id']>('home');
  // Under reduced motion the slide is dropped, as on the site's own route transition.
  const { moves, speed, easing } = useMotionTokens();
  const offset = moves ? slide : 0;
  const page = DEMO_PAGES.find((candidate) => candidate.id === pageId) ?? DEMO_PAGES[0];

  return (
    <Frame>
      <Nav aria-label={label}>
        {DEMO_PAGES.map((candidate) => (
          <NavButton
            key={candidate.id}
            type="button"
            aria-current={candidate.id === pageId ? 'page' : undefined}
            onClick={() => setPageId(candidate.id)}
          >
            {candidate.title}
          </NavButton>
        ))}
      </Nav>
      <Viewport aria-live="polite">
        <AnimatePresence mode="wait" initial={false}>
          <m.div
            key={page.id}
            initial={{ opacity: 0, y: offset }}
            animate={{ opacity: 1, y: 0 }}
            exit={{ opacity: 0, y: -offset }}
            transition={{ duration: durationsMs.normal / 1000 / speed, ease: easing('standard') }}
          >
            <PageTitle>{page.title}</PageTitle>
            <p>{page.text}</p>
          </m.div>
        </AnimatePresence>
      </Viewport>
    </Frame>
  );
}

const Frame = styled.div`
  display: grid;
  width: min(100%, 480px);
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

const Nav = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.spacing['1']};
  padding: ${({ theme }) => theme.spacing['2']};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const NavButton = styled.button`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.spacing['3']};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color['text-muted']};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color['surface-raised']};
    color: ${({ theme }) => theme.color.text};
  }
`;

const Viewport = styled.div`
  min-height: 128px;
  padding: ${({ theme }) => theme.spacing['6']};
  color: ${({ theme }) => theme.color['text-muted']};
`;

const PageTitle = styled.p`
  margin-bottom: ${({ theme }) => theme.spacing['2']};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;
