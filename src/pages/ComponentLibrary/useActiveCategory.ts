import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ComponentCategoryId } from '../../lib/breadcrumbs';
import { DEFAULT_COMPONENT_CATEGORY } from '../../content/catalog';
import { CATEGORY_QUERY_KEY, parseComponentCategory } from './libraryCategory';
import { useHydrated } from '../../hooks/useHydrated';
import { replaceParam } from '../../lib/replaceParam';

/**
 * The active library category: the default until hydration, then the one named by ?category=.
 * Changing it rewrites the query in place (replace), so Back leaves the page instead of stepping
 * through categories. The third value says whether the query has been read yet (see `urlDependent`).
 */
export function useActiveCategory(): [ComponentCategoryId, (id: ComponentCategoryId) => void, boolean] {
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const requested = params.get(CATEGORY_QUERY_KEY);
  const active = hydrated ? parseComponentCategory(requested) : DEFAULT_COMPONENT_CATEGORY;
  // A category the library does not have (an old or mistyped link) shows the default and leaves the URL,
  // in place, so the address matches what is on screen.
  const unknown = hydrated && requested !== null && requested !== active;
  useEffect(() => {
    if (!unknown) return;
    replaceParam(setParams, CATEGORY_QUERY_KEY, null);
  }, [unknown, setParams]);
  const select = useCallback(
    (id: ComponentCategoryId) => replaceParam(setParams, CATEGORY_QUERY_KEY, id),
    [setParams],
  );
  return [active, select, hydrated];
}
