import { useLocation } from 'react-router-dom';
import { Breadcrumb } from '@motion-kit/react';
import { breadcrumbsFor } from '../../../../lib/breadcrumbs';

/** Derives the trail from the current route: 'docs' reads Documentation, 'examples' reads Components. */
export function RouteBreadcrumb() {
  const { pathname } = useLocation();
  return <Breadcrumb items={breadcrumbsFor(pathname)} label="Route breadcrumb" />;
}
