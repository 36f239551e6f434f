import { styled } from 'styled-components';
import { deferredApiReference, ExamplePage, ExampleSection } from '../shared';
import { deferredDemos } from '../shared/deferredDemos';
import cost from 'virtual:kit-cost/page-transitions';
import demoSource from './demos/RouteTransitionDemo.tsx?demo-source';
import { ReducedMotionTransition } from './demos/ReducedMotionTransition';
import reducedSource from './demos/ReducedMotionTransition.tsx?demo-source';
import { TryTheRouteTransition } from './demos/TryTheRouteTransition';
import routeTransitionSource from '../../../app/RouteTransition.tsx?demo-source';
import { theme } from '@motion-kit/react';

/** The API reference loads after the page; the prerender awaits it (index.ts). */
export const api = deferredApiReference(() => import('virtual:kit-api/page-transitions'));

/** The demos' code loads after the page (deferredDemos). */
export const live = deferredDemos(() => import('./liveDemos').then((module) => module.demos));

export function PageTransitionsExample() {
  return (
    <ExamplePage
      cost={cost}
      api={<api.Reference />}
      title="Page Transitions"
      description="How this site moves between routes: the outgoing page fades and slides out first, then the next one fades and slides in. With reduced motion the slide is dropped and only a short crossfade remains."
    >
      <ExampleSection title="Route transition" description="The same settings the site's router uses, on three small pages. Switch pages to see the exit, then the entrance." code={demoSource}>
        <live.Demo name="RouteTransitionDemo" />
      </ExampleSection>
      <ExampleSection title="Reduced-motion variant" description="What visitors who ask their system for reduced motion see: no movement, only opacity." code={reducedSource}>
        <ReducedMotionTransition />
      </ExampleSection>
      <Notes>
        <h2>Why it works this way</h2>
        <ul>
          <li>
            <strong>Exit first.</strong> AnimatePresence in <code>wait</code> mode keeps the old page until its exit has finished, so two pages never overlap.
          </li>
          <li>
            <strong>Transform and opacity only.</strong> They animate on the compositor, so the transition stays smooth while the next page's code loads.
          </li>
          <li>
            <strong>Reduced motion is respected.</strong> <code>useReducedMotion()</code> sets the slide to zero, and the root <code>MotionConfig reducedMotion=&quot;user&quot;</code> covers every
            other animation.
          </li>
          <li>
            <strong>No entrance on first load.</strong> <code>initial={'{false}'}</code> keeps the prerendered page visible before JavaScript runs.
          </li>
        </ul>
      </Notes>
      <ExampleSection
        title="In the app"
        description="The real thing: navigate to another example and back. The Code tab shows the site's own RouteTransition: the same settings, played with the Web Animations API, because it wraps every page and the animation library would otherwise be part of every page's first load."
        code={routeTransitionSource}
      >
        <TryTheRouteTransition />
      </ExampleSection>
    </ExamplePage>
  );
}

const Notes = styled.section`
  display: grid;
  gap: ${theme.spacing['3']};
  h2 {
    font-size: ${theme.font.size['2xl']};
    font-weight: ${theme.font.weight.semibold};
  }
  ul {
    display: grid;
    gap: ${theme.spacing['2']};
    max-width: 72ch;
    padding-left: ${theme.spacing['6']};
    color: ${theme.color['text-muted']};
  }
  strong {
    color: ${theme.color.text};
  }
`;
