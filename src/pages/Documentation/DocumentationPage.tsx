// The documentation index: sections switched in-page, the current one mirrored in the URL hash.
import { memo, Suspense, useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ArrowRight, ExternalLink } from 'lucide-react';
import { ExternalButtonLink, SearchBox, Sidebar, SidebarItem, SidebarLayout, SidebarSection } from '@motion-kit/react';
import { PageHeader } from '../../components/PageHeader';
import { LoadingBlock } from '../../components/LoadingBlock';
import { SiteProBadge } from '../../app/SiteProBadge';
import {
  DEFAULT_DOCS_SECTION,
  DOCS_QUICK_LINKS,
  DOCS_SECTIONS,
  docsSectionFromHash,
  type DocsSection,
  type DocsSectionId,
} from '../../content/docsSections';
import { buildConfig, proCallToAction } from '../../lib/config';
import { whenIdle } from '../../lib/preloadable';
import { DEFERRED_MODULE_IDLE_TIMEOUT_MS } from '../../lib/timing';
import { useDeferredPartOnNavigation } from '../../lib/deferredPart';
import { scrollIntoViewIfOffScreen } from '../../lib/scrollToElement';
import { urlDependent, urlDependentCurrent, useHydrated } from '../../hooks/useHydrated';
import { NewBadge } from './NewBadge';
import { defaultSection, preloadSections, SectionBody } from './sections';
import * as S from './Documentation.styles';

const SECTION_SEARCH_KEYS = ['label', 'description'] as const;

function SectionBadges({ section }: { section: DocsSection }) {
  return (
    <>
      {section.isPro && <SiteProBadge />}
      {section.isNew && <NewBadge />}
    </>
  );
}

export function DocumentationPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The hash is unknown while prerendering: read it only once hydrated, so both first renders agree.
  const activeId = (hydrated ? docsSectionFromHash(location.hash) : undefined) ?? DEFAULT_DOCS_SECTION;
  const active = DOCS_SECTIONS.find((section) => section.id === activeId)!;
  const upgrade = proCallToAction(buildConfig, 'upgrade');

  useEffect(() => whenIdle(() => void preloadSections(), DEFERRED_MODULE_IDLE_TIMEOUT_MS), []);
  useDeferredPartOnNavigation(defaultSection);

  const select = (id: DocsSectionId) => {
    // replace: switching sections is not a visit, Back leaves the page.
    navigate({ hash: id }, { replace: true, preventScrollReset: true });
    const heading = headingRef.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    // Chosen from further down (the sidebar is sticky), the new section starts above the view.
    scrollIntoViewIfOffScreen(heading);
  };

  return (
    <>
      <PageHeader
        title="Documentation"
        description="Guides for installing, customizing and theming the kit, its motion tokens and the adaptive Experience System."
      />
      <SidebarLayout>
        <Sidebar label="Documentation sections" title="Sections">
          <SearchBox
            items={DOCS_SECTIONS}
            keys={SECTION_SEARCH_KEYS}
            label="Search sections"
            hideLabel
            placeholder="Search sections..."
            keepSelectionText={false}
            onSelect={(section) => select(section.id)}
          />
          <SidebarSection title="Guides" listProps={urlDependentCurrent(!hydrated)}>
            {DOCS_SECTIONS.map((section) => (
              <SidebarItem
                key={section.id}
                active={section.id === activeId}
                onClick={() => select(section.id)}
                badge={(section.isPro || section.isNew) && <SectionBadges section={section} />}
              >
                {section.label}
              </SidebarItem>
            ))}
          </SidebarSection>
        </Sidebar>
        <S.Content>
          {/* The section's id is the hash that opens it: a link or search result lands here (useHashLanding). */}
          <S.SectionArticle id={activeId} aria-labelledby="docs-section-title" {...urlDependent(hydrated)}>
            <S.SectionHeader>
              <S.SectionTitle id="docs-section-title" ref={headingRef} tabIndex={-1}>
                {active.label}
                <SectionBadges section={active} />
              </S.SectionTitle>
              <S.Lead>{active.description}</S.Lead>
            </S.SectionHeader>
            <SectionBoundary key={activeId} id={activeId} />
          </S.SectionArticle>

          <S.Block aria-labelledby="docs-quick-links">
            <S.QuickLinksTitle id="docs-quick-links">Quick Links</S.QuickLinksTitle>
            <S.QuickLinkGrid>
              {DOCS_QUICK_LINKS.map((link) => (
                <li key={link.to}>
                  <S.QuickLinkCard as={Link} to={link.to}>
                    <strong>
                      {link.label}
                      <ArrowRight size={16} aria-hidden="true" />
                    </strong>
                    <span>{link.description}</span>
                  </S.QuickLinkCard>
                </li>
              ))}
            </S.QuickLinkGrid>
          </S.Block>

          <S.UpgradeCard aria-labelledby="docs-upgrade">
            <h2 id="docs-upgrade">Build faster with Pro</h2>
            <p>Premium components, the full motion and experience systems, and ready-made templates for your next product.</p>
            <ExternalButtonLink href={upgrade.href} variant="primary" size="lg">
              {upgrade.label}
              <ExternalLink size={16} aria-hidden="true" />
            </ExternalButtonLink>
          </S.UpgradeCard>
        </S.Content>
      </SidebarLayout>
    </>
  );
}

/**
 * Keyed by section (by its caller): a boundary that is new shows its placeholder even inside a
 * transition (the switch to the URL's section right after hydration is one), where a boundary already
 * on screen would keep the previous section up while the chunk loads. Memoised, so the page re-rendering
 * (hydration finishing, a search) leaves a section that is still hydrating alone.
 */
const SectionBoundary = memo(function SectionBoundary({ id }: { id: DocsSectionId }) {
  return (
    <Suspense fallback={<LoadingBlock label="Loading section" />}>
      <SectionBody id={id} />
    </Suspense>
  );
});
