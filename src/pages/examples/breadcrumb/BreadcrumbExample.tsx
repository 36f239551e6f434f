import { deferredApiReference, ExamplePage, ExampleSection } from '../shared';
import cost from 'virtual:kit-cost/breadcrumb';
import { AddRemoveBreadcrumb } from './demos/AddRemoveBreadcrumb';
import addRemoveSource from './demos/AddRemoveBreadcrumb.tsx?demo-source';
import { breadcrumbsFor } from '../../../lib/breadcrumbs';
import { RouteBreadcrumb } from './demos/RouteBreadcrumb';
import routeSource from './demos/RouteBreadcrumb.tsx?demo-source';
import { CustomBreadcrumb } from './demos/CustomBreadcrumb';
import customSource from './demos/CustomBreadcrumb.tsx?demo-source';

/** The API reference loads after the page; the prerender awaits it (index.ts). */
export const api = deferredApiReference(() => import('virtual:kit-api/breadcrumb'));

export function BreadcrumbExample() {
  return (
    <ExamplePage
      cost={cost}
      api={<api.Reference />}
      title="Breadcrumb"
      description="Breadcrumbs show where a page sits. Build them from the route, from your own items, or grow and shrink them at runtime."
    >
      <ExampleSection
        title="Add and remove items"
        description="Generated items are named Item N with the path /item-N. Removal stops at one item, so the trail is never empty."
        code={addRemoveSource}
      >
        <AddRemoveBreadcrumb />
      </ExampleSection>
      <ExampleSection
        title="Automatic breadcrumbs from the route"
        description="The current path, which the app gives the kit's provider, becomes a trail. This site passes its own labels: docs reads Documentation, and examples reads Components and links to the page's category."
        code={routeSource}
      >
        <RouteBreadcrumb trail={breadcrumbsFor} />
      </ExampleSection>
      <ExampleSection title="Custom items" description="Pass any list of label and path pairs; the last one is the current page." code={customSource}>
        <CustomBreadcrumb />
      </ExampleSection>
    </ExamplePage>
  );
}
