import { Breadcrumb, type BreadcrumbItem } from '@motion-kit/react';

const items: BreadcrumbItem[] = [
  { label: 'Home', path: '/' },
  { label: 'Design Tokens', path: '/docs/design-tokens' },
  { label: 'Motion', path: '/docs/design-tokens?category=motion' },
  { label: 'Easing Curves', path: '/docs/design-tokens?category=motion#easings' },
];

export function CustomBreadcrumb() {
  return <Breadcrumb items={items} label="Custom breadcrumb" />;
}
