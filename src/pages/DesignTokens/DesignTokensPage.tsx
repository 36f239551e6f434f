// Design tokens, rendered from the generated token docs; the category is mirrored in ?category=.
import { memo, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import {
  ButtonLink,
  SearchBox,
  Sidebar,
  SidebarItem,
  SidebarLayout,
  SidebarSection,
  useThemeStore,
  prefersReducedMotion,
} from '@motion-kit/react';
import { SiteProBadge } from '../../app/SiteProBadge';
import { DEFAULT_TOKEN_CATEGORY, TOKEN_CATEGORIES, type TokenCategoryId } from '../../content/tokenCategories';
import { CATEGORY_SCROLL_DELAY_MS } from '../../lib/timing';
import { scrollToElement } from '../../lib/scrollToElement';
import { useHydrated } from '../../hooks/useHydrated';
import { replaceParam } from '../../lib/replaceParam';
import { deferredPart, useDeferredPartOnNavigation } from '../../lib/deferredPart';
import { ColorTokens, SpacingTokens, TypographyTokens } from './TokenSections';
import { DEFAULT_TOKEN_DOCS, useTokenDocs } from './themeTokenDocs';
import {
  BACKGROUND_TOKEN,
  TOKEN_SEARCH_KEYS,
  parseTokenCategory,
  tokenAnchor,
  tokenGroups,
  tokenSearchItems,
  type TokenDocs,
  type TokenSearchItem,
} from './tokenDocs';
import * as S from './DesignTokens.styles';

/**
 * The motion section's body (its previews, players and curves) is a deferred part: the prerender loads it
 * first, so the HTML holds it; the client asks for it as soon as this module runs and hydrates it after
 * the page (docs/performance.md).
 */
export const motionSection = deferredPart(() => import('./MotionTokens').then((module) => module.MotionTokens));
void motionSection.load().catch(() => {});

/** Token names and descriptions are the same in both themes. */
const SEARCH_ITEMS = tokenSearchItems(DEFAULT_TOKEN_DOCS.tokens);

/** A hash naming a token row (tokenAnchor): the app lands on it (useHashLanding) and outlines it. */
const TOKEN_TARGET = /^#token-/;

/** The id of a category's section, the scroll target of its sidebar button. */
export const categorySectionId = (id: TokenCategoryId) => `tokens-${id}`;

/** Scrolls an element into view after CATEGORY_SCROLL_DELAY_MS; a newer request replaces a pending one. */
function useDelayedScroll() {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (elementId: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const element = document.getElementById(elementId);
      if (element) scrollToElement(element, { smooth: !prefersReducedMotion() });
    }, CATEGORY_SCROLL_DELAY_MS);
  };
}

export function DesignTokensPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const themeName = useThemeStore((state) => state.theme);
  const docs = useTokenDocs(themeName);
  const scrollTo = useDelayedScroll();
  useDeferredPartOnNavigation(motionSection);

  // Prerendered HTML is shared by every ?category=, so no category is active until hydration reads the query.
  const active: TokenCategoryId | undefined = hydrated
    ? (parseTokenCategory(searchParams.get('category')) ?? DEFAULT_TOKEN_CATEGORY)
    : undefined;

  // A category in the URL on arrival scrolls its section into view; one the page does not have (an old
  // or mistyped link) leaves the URL, in place, so the address matches what is on screen.
  useEffect(() => {
    const requested = new URLSearchParams(window.location.search).get('category');
    const initial = parseTokenCategory(requested);
    if (initial) {
      // A token named by the hash is landed on instead (useHashLanding).
      if (!TOKEN_TARGET.test(window.location.hash)) scrollTo(categorySectionId(initial));
    } else if (requested !== null) {
      replaceParam(setSearchParams, 'category', null);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on arrival
  }, []);

  const selectCategory = (id: TokenCategoryId, target = categorySectionId(id)) => {
    if (searchParams.get('category') !== id) {
      replaceParam(setSearchParams, 'category', id);
    }
    scrollTo(target);
  };

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
          <SidebarSection title="Categories">
            {TOKEN_CATEGORIES.map((category) => (
              <SidebarItem
                key={category.id}
                active={category.id === active}
                onClick={() => selectCategory(category.id)}
                badge={category.isPro ? <SiteProBadge /> : undefined}
              >
                {category.label}
              </SidebarItem>
            ))}
          </SidebarSection>
        </Sidebar>
        <TokenCategorySections docs={docs} />
      </SidebarLayout>
    </>
  );
}

/**
 * The token tables: by far the largest part of the page. Memoised on the docs, so hydration finishing,
 * a category click or a search re-renders the sidebar only, not some hundred token cards. Each category
 * is a Suspense boundary of its own, which React hydrates after the page's commit (and at once when it is
 * clicked): the page (its sidebar and search) is marked hydrated and answers input sooner
 * (docs/interactivity.md). Nothing suspends in them; they hold no page-wide keyboard shortcut.
 */
const TokenCategorySections = memo(function TokenCategorySections({ docs }: { docs: TokenDocs }) {
  const background = docs.tokens.find((row) => row.name === BACKGROUND_TOKEN)?.hex;
  const sections: { id: TokenCategoryId; body: ReactNode }[] = [
    { id: 'colors', body: <ColorTokens groups={tokenGroups(docs.tokens, 'colors')} background={background} firstScreen /> },
    { id: 'typography', body: <TypographyTokens groups={tokenGroups(docs.tokens, 'typography')} /> },
    { id: 'spacing', body: <SpacingTokens groups={tokenGroups(docs.tokens, 'spacing')} /> },
    { id: 'motion', body: <motionSection.Part groups={tokenGroups(docs.tokens, 'motion')} /> },
    { id: 'status', body: <ColorTokens groups={tokenGroups(docs.tokens, 'status')} background={background} /> },
  ];
  return (
    <S.Content>
      {sections.map(({ id, body }) => {
        const category = TOKEN_CATEGORIES.find((c) => c.id === id)!;
        const section = (
          <S.CategorySection key={id} id={categorySectionId(id)} aria-labelledby={`${categorySectionId(id)}-title`}>
            <S.CategoryHeader>
              <h2 id={`${categorySectionId(id)}-title`}>
                {category.label}
                {category.isPro && <SiteProBadge />}
              </h2>
              <p>{category.description}</p>
            </S.CategoryHeader>
            {body}
          </S.CategorySection>
        );
        return <Suspense key={id} fallback={null}>{section}</Suspense>;
      })}
    </S.Content>
  );
});
