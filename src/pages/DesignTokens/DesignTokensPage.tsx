// Design tokens, one category at a time: the sidebar chooses which category's section is on the page
// (mirrored in ?category=), so the browser lays out a few hundred elements, not every token at once.
import { memo, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { PageHeader } from '../../components/PageHeader';
import { LoadingBlock } from '../../components/LoadingBlock';
import {
  ButtonLink,
  SearchBox,
  Sidebar,
  SidebarItem,
  SidebarLayout,
  SidebarSection,
  useThemeStore,
} from '@motion-kit/react';
import { SiteProBadge } from '../../app/SiteProBadge';
import { DEFAULT_TOKEN_CATEGORY, TOKEN_CATEGORIES, type TokenCategory, type TokenCategoryId } from '../../content/tokenCategories';
import { CATEGORY_SCROLL_DELAY_MS } from '../../lib/timing';
import { scrollBehavior } from '../../lib/reducedMotion';
import { isPlainClick } from '../../lib/isPlainClick';
import { urlDependent, urlDependentCurrent, useHydrated } from '../../hooks/useHydrated';
import { replaceParam } from '../../lib/replaceParam';
import { deferredPart } from '../../lib/deferredPart';
import { ColorTokens, SpacingTokens, TypographyTokens } from './TokenSections';
import { DEFAULT_TOKEN_DOCS, useTokenDocs } from './themeTokenDocs';
import {
  BACKGROUND_TOKEN,
  TOKEN_SEARCH_KEYS,
  parseTokenCategory,
  shownTokenCategory,
  tokenAnchor,
  tokenCategoriesByAnchor,
  tokenGroups,
  tokenSearchItems,
  type TokenDocs,
  type TokenSearchItem,
} from './tokenDocs';
import * as S from './DesignTokens.styles';

/**
 * The motion section's body (its previews, players and curves) is a chunk of its own: only the Motion
 * category shows it, never the prerendered page. It is asked for as soon as this module runs, so choosing
 * Motion rarely waits for it.
 */
export const motionSection = deferredPart(() => import('./MotionTokens').then((module) => module.MotionTokens));
void motionSection.load().catch(() => {});

/** Token names and descriptions are the same in both themes. */
const SEARCH_ITEMS = tokenSearchItems(DEFAULT_TOKEN_DOCS.tokens);
const CATEGORY_OF_ANCHOR = tokenCategoriesByAnchor(SEARCH_ITEMS);

const CATEGORY_QUERY_KEY = 'category';

/** The id of a category's section, the scroll target of its sidebar button. */
export const categorySectionId = (id: TokenCategoryId) => `tokens-${id}`;

const categoryById = (id: TokenCategoryId): TokenCategory => TOKEN_CATEGORIES.find((category) => category.id === id)!;

/**
 * Scrolls to an element CATEGORY_SCROLL_DELAY_MS after it is asked for, or as soon as it is on the page
 * if that is later: a category's section appears with the navigation that selects it, a transition that
 * may take longer. `shown` is what a render that adds the element changes. A newer request replaces a
 * pending one.
 */
function useDelayedScroll(shown: unknown): (elementId: string) => void {
  const [request, setRequest] = useState<{ elementId: string; at: number }>();
  useEffect(() => {
    if (!request) return;
    const element = document.getElementById(request.elementId);
    if (!element) return;
    const timer = setTimeout(
      () => {
        setRequest(undefined);
        element.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
      },
      Math.max(0, request.at + CATEGORY_SCROLL_DELAY_MS - performance.now()),
    );
    return () => clearTimeout(timer);
  }, [request, shown]);
  return useCallback((elementId: string) => setRequest({ elementId, at: performance.now() }), []);
}

export function DesignTokensPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { hash } = useLocation();
  const hydrated = useHydrated();
  const themeName = useThemeStore((state) => state.theme);
  const docs = useTokenDocs(themeName);

  // The prerendered HTML, shared by every URL, shows the default category; the URL decides once hydrated
  // (until then, on a URL with a query or hash, the head style keeps the section and the sidebar's current
  // item from showing: urlDependent).
  const query = searchParams.get(CATEGORY_QUERY_KEY);
  const shown = shownTokenCategory(query, hash, CATEGORY_OF_ANCHOR);
  const active = hydrated ? shown.category : DEFAULT_TOKEN_CATEGORY;
  const scrollTo = useDelayedScroll(active);

  const dropQuery = hydrated && shown.dropQuery;
  useEffect(() => {
    if (dropQuery) replaceParam(setSearchParams, CATEGORY_QUERY_KEY, null);
  }, [dropQuery, setSearchParams]);

  // A category the URL names on arrival is scrolled to, as if chosen; a token its hash names is landed on
  // instead (useHashLanding).
  useEffect(() => {
    if (!shown.token && parseTokenCategory(query)) scrollTo(categorySectionId(shown.category));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on arrival
  }, []);

  const selectCategory = (id: TokenCategoryId, target = categorySectionId(id)) => {
    // A token's hash shows its category whatever the query says: choosing another one drops the hash.
    if (query !== id || active !== id) replaceParam(setSearchParams, CATEGORY_QUERY_KEY, id);
    scrollTo(target);
  };

  const category = categoryById(active);
  return (
    <>
      <PageHeader
        title="Design Tokens"
        description="Colors, typography, spacing and motion as named tokens. Everything here is generated from the token files, so it always matches the build."
        actions={
          <ButtonLink href="/studio" variant="outline">
            Edit them in the Theme Studio
          </ButtonLink>
        }
      />
      <SidebarLayout>
        <Sidebar label="Design token categories" title="Tokens">
          <SearchBox<TokenSearchItem>
            items={SEARCH_ITEMS}
            keys={TOKEN_SEARCH_KEYS}
            label="Search tokens"
            hideLabel
            placeholder="Search tokens..."
            keepSelectionText={false}
            onSelect={(item) => selectCategory(item.category, tokenAnchor(item.name))}
          />
          <SidebarSection title="Categories" listProps={urlDependentCurrent(!hydrated)}>
            {TOKEN_CATEGORIES.map(({ id, label, isPro }) => (
              <SidebarItem key={id} active={id === active} onClick={() => selectCategory(id)} badge={isPro ? <SiteProBadge /> : undefined}>
                {label}
              </SidebarItem>
            ))}
          </SidebarSection>
        </Sidebar>
        <S.Content>
          {/* Keyed: each category's body is a Suspense boundary of its own (CategoryBody). */}
          <S.CategorySection key={active} id={categorySectionId(active)} aria-labelledby={`${categorySectionId(active)}-title`} {...urlDependent(hydrated)}>
            <S.CategoryHeader>
              <h2 id={`${categorySectionId(active)}-title`}>
                {category.label}
                {category.isPro && <SiteProBadge />}
              </h2>
              <p>{category.description}</p>
            </S.CategoryHeader>
            <CategoryBody id={active} docs={docs} />
            <CategoryPager active={active} onSelect={selectCategory} />
          </S.CategorySection>
        </S.Content>
      </SidebarLayout>
    </>
  );
}

/**
 * A category's token cards: the largest part of the page. Memoised on the docs, so hydration finishing,
 * a category's scroll or a search re-renders the sidebar only. A Suspense boundary, new with each
 * category: the prerendered colors hydrate after the page's commit (and at once when clicked), so the
 * page (its sidebar and search) is marked hydrated and answers input sooner (docs/interactivity.md);
 * the motion body shows its placeholder while its chunk is on the way.
 */
const CategoryBody = memo(function CategoryBody({ id, docs }: { id: TokenCategoryId; docs: TokenDocs }) {
  const groups = tokenGroups(docs.tokens, id);
  const background = docs.tokens.find((row) => row.name === BACKGROUND_TOKEN)?.hex;
  const bodies: Record<TokenCategoryId, () => ReactNode> = {
    colors: () => <ColorTokens groups={groups} background={background} />,
    typography: () => <TypographyTokens groups={groups} />,
    spacing: () => <SpacingTokens groups={groups} />,
    motion: () => <motionSection.Part groups={groups} />,
    status: () => <ColorTokens groups={groups} background={background} />,
  };
  return (
    <Suspense fallback={<LoadingBlock label="Loading tokens" lines={2} />}>
      {bodies[id]()}
    </Suspense>
  );
});

/**
 * The categories before and after the shown one, at the end of its section: where a visitor who has read
 * it down to the end (on a phone, far below the collapsed sidebar) goes on. Real links to the category's
 * address; a plain click selects it in place, as the sidebar does.
 */
function CategoryPager({ active, onSelect }: { active: TokenCategoryId; onSelect: (id: TokenCategoryId) => void }) {
  const index = TOKEN_CATEGORIES.findIndex((category) => category.id === active);
  const neighbours = [
    { rel: 'prev', label: 'Previous', category: TOKEN_CATEGORIES[index - 1] },
    { rel: 'next', label: 'Next', category: TOKEN_CATEGORIES[index + 1] },
  ] as const;
  return (
    <S.Pager aria-label="More token categories">
      {neighbours.map(({ rel, label, category }) =>
        category ? (
          <S.PagerLink
            key={rel}
            as={Link}
            to={{ search: `?${CATEGORY_QUERY_KEY}=${category.id}` }}
            rel={rel}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onSelect(category.id);
            }}
          >
            <small>{label}</small>
            <span>
              {rel === 'prev' && <ArrowLeft size={16} aria-hidden="true" />}
              {category.label}
              {category.isPro && <SiteProBadge />}
              {rel === 'next' && <ArrowRight size={16} aria-hidden="true" />}
            </span>
          </S.PagerLink>
        ) : null,
      )}
    </S.Pager>
  );
}
