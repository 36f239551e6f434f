import { useEffect, useRef, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Boxes, Compass, Layers, MessageSquare, Sparkles, Wand2, type LucideIcon } from 'lucide-react';
import { PageHeader } from '../../components/PageHeader';
import { Sidebar, SidebarItem, SidebarLayout, SidebarSection, ButtonLink, SearchBox } from '@motion-kit/react';
import { SiteProBadge } from '../../app/SiteProBadge';
import { COMPONENT_CATEGORIES, type ComponentCategory } from '../../content/catalog';
import { LIBRARY_PAGE, MOTION_PRO_SHOWCASE } from '../../content/library';
import type { ComponentCategoryId } from '../../lib/breadcrumbs';
import { CATEGORY_SCROLL_DELAY_MS } from '../../lib/timing';
import { scrollIntoViewIfOffScreen } from '../../lib/scrollToElement';
import { isPlainClick } from '../../lib/isPlainClick';
import { urlDependent, urlDependentCurrent } from '../../hooks/useHydrated';
import { buildConfig, showsProBadges } from '../../lib/config';
import { ComponentCard } from './ComponentCard';
import { categoryById, categorySearch, librarySearchItems, type LibrarySearchItem } from './libraryCategory';
import { useActiveCategory } from './useActiveCategory';
import * as S from './ComponentLibraryPage.styles';

const SEARCH_ITEMS = librarySearchItems();
const SEARCH_KEYS = ['label', 'name', 'description'] as const;
// The pro build shows no Pro marks: there, Pro components are simply part of the kit.
const STATUS_TEXT = {
  available: 'Free',
  pro: showsProBadges(buildConfig) ? 'Pro' : 'Included',
  'coming-soon': 'Coming soon',
} as const;

const CATEGORY_ICONS: Record<ComponentCategoryId, LucideIcon> = {
  'experience-system': Sparkles,
  'ui-basics': Boxes,
  navigation: Compass,
  feedback: MessageSquare,
  motion: Wand2,
};

function countLabel(count: number) {
  return `${count} ${count === 1 ? 'component' : 'components'}`;
}

export function ComponentLibraryPage() {
  const [activeId, selectCategory, queryRead] = useActiveCategory();
  const navigate = useNavigate();
  const panelRef = useRef<HTMLElement>(null);
  const scrollTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(scrollTimer.current), []);
  const active = categoryById(activeId);

  const showCategory = (id: ComponentCategoryId) => {
    selectCategory(id);
    window.clearTimeout(scrollTimer.current);
    scrollTimer.current = window.setTimeout(() => {
      if (panelRef.current) scrollIntoViewIfOffScreen(panelRef.current);
    }, CATEGORY_SCROLL_DELAY_MS);
  };

  // A found component opens its example; a category, or a component that is not out yet, shows its category.
  const onSearchSelect = (item: LibrarySearchItem) => {
    if (item.type === 'component' && item.status !== 'coming-soon') navigate(item.path);
    else showCategory(item.categoryId);
  };

  // Category links are real links (?category=x) for new tabs and no-JS; a plain click rewrites the
  // query in place instead of pushing history, then brings the panel into view if it is off screen.
  const onCategoryClick = (id: ComponentCategoryId) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    showCategory(id);
  };

  return (
    <>
      <PageHeader eyebrow={LIBRARY_PAGE.eyebrow} title={LIBRARY_PAGE.title} description={LIBRARY_PAGE.lead} />
      <SidebarLayout>
        <Sidebar label="Component categories" title="Categories">
          <SearchBox
            items={SEARCH_ITEMS}
            keys={SEARCH_KEYS}
            label={LIBRARY_PAGE.searchLabel}
            hideLabel
            placeholder={LIBRARY_PAGE.searchPlaceholder}
            keepSelectionText={false}
            onSelect={onSearchSelect}
            renderItem={(item) => (
              <S.Result>
                <span>{item.type === 'category' ? item.label : item.name}</span>
                <S.ResultMeta>
                  {item.type === 'category' ? 'Category' : `${item.category} · ${STATUS_TEXT[item.status]}`}
                </S.ResultMeta>
              </S.Result>
            )}
          />
          <SidebarSection listProps={urlDependentCurrent(!queryRead)}>
            {COMPONENT_CATEGORIES.map((category) => {
              const Icon = CATEGORY_ICONS[category.id];
              const count = category.components.length;
              return (
                <SidebarItem
                  key={category.id}
                  href={categorySearch(category.id)}
                  active={category.id === activeId}
                  onClick={onCategoryClick(category.id)}
                  icon={<Icon size={16} />}
                  badge={
                    <S.Count>
                      <span aria-hidden="true">{count}</span>
                      <span className="visually-hidden"> ({countLabel(count)})</span>
                    </S.Count>
                  }
                >
                  {category.name}
                </SidebarItem>
              );
            })}
          </SidebarSection>
        </Sidebar>

        <S.Panel ref={panelRef} aria-labelledby="library-panel-title" {...urlDependent(queryRead)}>
          <CategoryPanel category={active} />
        </S.Panel>
      </SidebarLayout>
    </>
  );
}

function CategoryPanel({ category }: { category: ComponentCategory }) {
  return (
    <>
      <S.PanelHeader>
        <S.PanelTitle id="library-panel-title">{category.name}</S.PanelTitle>
        <S.PanelMeta>{countLabel(category.components.length)}</S.PanelMeta>
      </S.PanelHeader>
      <S.PanelLead>{category.description}</S.PanelLead>
      {category.id === 'motion' && <MotionProShowcase />}
      <S.Grid role="list">
        {category.components.map((entry) => (
          <li key={entry.id}>
            <ComponentCard entry={entry} />
          </li>
        ))}
      </S.Grid>
    </>
  );
}

function MotionProShowcase() {
  return (
    <S.Showcase aria-labelledby="motion-pro-showcase">
      <S.ShowcaseGlow aria-hidden="true" />
      <S.ShowcaseText>
        <S.ShowcaseTitle id="motion-pro-showcase">
          <Layers size={20} aria-hidden="true" /> {MOTION_PRO_SHOWCASE.title} <SiteProBadge />
        </S.ShowcaseTitle>
        <p>{MOTION_PRO_SHOWCASE.body}</p>
      </S.ShowcaseText>
      <ButtonLink href={MOTION_PRO_SHOWCASE.cta.to} variant="primary">
        {MOTION_PRO_SHOWCASE.cta.label}
      </ButtonLink>
    </S.Showcase>
  );
}
