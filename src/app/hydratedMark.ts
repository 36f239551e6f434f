// The one signal that the prerendered page has become the app: <html data-hydrated="true">.
import { useEffect } from 'react';

/** Set on <html> once the page's content has hydrated; the boot script's hold on `load` ends with it. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Marks the document hydrated when the calling component's commit has run its effects. Called from
 * inside the page's Suspense boundary (which React hydrates after the frame around it), so by then the
 * page's own effects, keyboard shortcuts among them, are attached; and from the error screen, which
 * replaces the page when it fails.
 */
export function useMarkHydrated(): void {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
  }, []);
}
