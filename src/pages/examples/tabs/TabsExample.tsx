import { deferredApiReference, ExamplePage, ExampleSection } from '../shared';
import cost from 'virtual:kit-cost/tabs';
import { ProductTabs } from './demos/ProductTabs';
import productTabsSource from './demos/ProductTabs.tsx?demo-source';

/** The API reference loads after the page; the prerender awaits it (index.ts). */
export const api = deferredApiReference(() => import('virtual:kit-api/tabs'));

export function TabsExample() {
  return (
    <ExamplePage
      cost={cost}
      api={<api.Reference />}
      title="Tabs"
      description="Keyboard-first tabs: arrow keys move between tabs and wrap, Home and End jump to the ends, disabled tabs are skipped, and heavy panels load only when first opened."
    >
      <ExampleSection
        title="Variants and lazy panels"
        description="default, pills, underline and bordered. Features, Specifications and Reviews are lazy: they render on first activation and stay mounted after that. Support is disabled."
        code={productTabsSource}
      >
        <ProductTabs />
      </ExampleSection>
    </ExamplePage>
  );
}
