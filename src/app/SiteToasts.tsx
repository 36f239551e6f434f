// Where the site's toasts appear: the kit's ToastViewport, loaded from the site's own chunk once the page is
// idle, or at once when a toast is raised before that (it waits in the store until the viewport shows it).
// Loading when idle keeps the live region in the page before a visitor's first toast in practice, so that
// toast is announced as an addition. A chunk that fails to load costs the toasts, never the page.
import { useToastStore } from '@motion-kit/react';
import { preloadable, usePreloaded } from '../lib/preloadable';

export const toastViewport = preloadable(() => import('./toastViewport').then((module) => module.siteToastViewport));

export function SiteToasts() {
  const raised = useToastStore((state) => state.toasts.length > 0);
  const dismissAll = useToastStore((state) => state.dismissAll);
  // A failed load drops the waiting toasts, so the next toast is a new need and loads again.
  return usePreloaded(toastViewport, raised, dismissAll) ?? null;
}
