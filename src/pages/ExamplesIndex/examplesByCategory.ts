// Groups the example pages by component-library category, in the library's order.
import { EXAMPLE_SLUGS, pageMetaFor, type PageMeta } from '../../app/pageMeta';
import { pageDescription } from '../../app/pageDescriptions';
import { exampleCategory, type ComponentCategoryId } from '../../lib/breadcrumbs';

export interface ExampleGroup {
  category: ComponentCategoryId;
  examples: Array<PageMeta & { description: string }>;
}

/** Example pages the spec maps to no category (the Experience System demos) belong to experience-system. */
export function examplesByCategory(order: readonly ComponentCategoryId[], slugs: readonly string[] = EXAMPLE_SLUGS): ExampleGroup[] {
  return order
    .map((category) => ({
      category,
      examples: slugs
        .filter((slug) => (exampleCategory(slug) ?? 'experience-system') === category)
        .map((slug) => ({ ...pageMetaFor(`/examples/${slug}`), description: pageDescription(`/examples/${slug}`) })),
    }))
    .filter((group) => group.examples.length > 0);
}
