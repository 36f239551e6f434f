// Groups the example pages by component-library category, in the library's order.
import { pageMetaFor, type PageMeta } from '../../app/pageMeta';
import { pageDescription } from '../../app/pageDescriptions';
import { exampleSlugs, routeEntryFor, type ComponentCategoryId } from '../../content/routeManifest';

export interface ExampleGroup {
  category: ComponentCategoryId;
  examples: Array<PageMeta & { description: string }>;
}

/** Each example page in its route-manifest category. */
export function examplesByCategory(order: readonly ComponentCategoryId[], slugs: readonly string[] = exampleSlugs()): ExampleGroup[] {
  return order
    .map((category) => ({
      category,
      examples: slugs
        .filter((slug) => routeEntryFor(`/examples/${slug}`)?.category === category)
        .map((slug) => ({ ...pageMetaFor(`/examples/${slug}`), description: pageDescription(`/examples/${slug}`) })),
    }))
    .filter((group) => group.examples.length > 0);
}
