import { Breadcrumb, useCurrentPath, type BreadcrumbItem } from '@motion-kit/react';

/** Home, then one crumb per path segment, titled from its words: /docs/design-tokens reads Home › Docs › Design Tokens. */
export function trailFor(path: string): BreadcrumbItem[] {
  const segments = path.split(/[?#]/)[0]!.split('/').filter(Boolean);
  return [
    { label: 'Home', path: '/' },
    ...segments.map((segment, index) => ({
      label: segment
        .split('-')
        .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
        .join(' '),
      path: `/${segments.slice(0, index + 1).join('/')}`,
    })),
  ];
}

/**
 * The trail of the page shown: the path your app gives MotionKitProvider (`currentPath`, e.g. your router's
 * location). Pass `trail` for your own labels and links.
 */
export function RouteBreadcrumb({ trail = trailFor }: { trail?: (path: string) => BreadcrumbItem[] }) {
  return <Breadcrumb items={trail(useCurrentPath() ?? '/')} label="Route breadcrumb" />;
}
