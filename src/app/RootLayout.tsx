import { memo, Suspense, use } from 'react';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { Breadcrumb, media, theme } from '@motion-kit/react';
import { breadcrumbsFor } from '../lib/breadcrumbs';
import { SiteHeader } from './SiteHeader';
import { preloadable } from '../lib/preloadable';
import { MAIN_ID, RouteTransition } from './RouteTransition';
import { RouteErrorBoundary } from './ErrorScreen';
import { useRouteEffects } from './useRouteEffects';
import { useHashLanding } from './useHashLanding';
import { usePageReady } from './pageReady';
import { pageMetaFor, NOT_FOUND_META } from './pageMeta';

export function RootLayout() {
  const { pathname } = useLocation();
  useRouteEffects();
  useHashLanding();
  const known = pageMetaFor(pathname) !== NOT_FOUND_META;
  return (
    <Shell>
      <SkipLink href={`#${MAIN_ID}`}>Skip to content</SkipLink>
      <SiteHeader />
      <Main id={MAIN_ID} tabIndex={-1}>
        {known && <PageBreadcrumb items={breadcrumbsFor(pathname)} />}
        {/* Inside the frame: a page that fails keeps the header and footer around its error screen. */}
        {/* Navigations are transitions: while the next page's chunk loads, the current page stays. */}
        <RouteErrorBoundary>
          <Suspense fallback={null}>
            <RouteTransition />
            <HydratedMark />
          </Suspense>
        </RouteErrorBoundary>
      </Main>
      <DeferredFooter />
    </Shell>
  );
}

/**
 * Inside the page's boundary, after the page: React hydrates that boundary in a commit after the frame's,
 * and the page is interactive (its effects attached) only then.
 */
function HydratedMark() {
  usePageReady();
  return null;
}

// The footer (links only, below the first screen) is not part of a page's first load. The prerender
// loads it first (`preloadSiteFooter`), so the HTML holds it; hydration leaves that markup as it is,
// inside its Suspense boundary, until the chunk arrives (asked for as hydration reaches it), and its
// links work as plain links meanwhile. Memoised without props, so the layout re-rendering (a
// navigation) does not touch the boundary while it waits.
const siteFooter = preloadable(() => import('./SiteFooter').then((module) => module.SiteFooter));

/** Loads the footer's chunk; the prerender awaits it, so the HTML holds the footer. */
export function preloadSiteFooter(): Promise<unknown> {
  return siteFooter.load();
}

function LazySiteFooter() {
  const SiteFooter = use(siteFooter.load());
  // The component comes from the module cache, so it is the same function on every render.
  // eslint-disable-next-line react-hooks/static-components
  return <SiteFooter />;
}

const DeferredFooter = memo(function DeferredFooter() {
  return (
    <Suspense fallback={null}>
      <LazySiteFooter />
    </Suspense>
  );
});

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${theme.spacing['4']};
  top: ${theme.spacing['2']};
  z-index: ${theme.zIndex.toast};
  padding: ${theme.spacing['2']} ${theme.spacing['4']};
  border-radius: ${theme.radius.md};
  background: ${theme.color['accent-bg']};
  color: ${theme.color['on-accent']};
  transform: translateY(-200%);
  transition: transform ${theme.motion.duration.fast} ${theme.motion.easing.standard};
  &:focus { transform: translateY(0); }
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${theme.size.content};
  margin: 0 auto;
  padding: ${theme.spacing['6']} ${theme.spacing['4']} 0;
  &:focus { outline: none; }
  ${media.tablet} { padding: ${theme.spacing['8']} ${theme.spacing['6']} 0; }
`;

const PageBreadcrumb = styled(Breadcrumb)`
  margin-bottom: ${theme.spacing['6']};
`;
