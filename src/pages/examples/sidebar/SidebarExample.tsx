import { Alert } from '@motion-kit/react';
import { deferredApiReference, ExamplePage, ExampleSection } from '../shared';
import cost from 'virtual:kit-cost/sidebar';
import { CollapsibleSidebar } from './demos/CollapsibleSidebar';
import collapsibleSource from './demos/CollapsibleSidebar.tsx?demo-source';

/** The API reference loads after the page; the prerender awaits it (index.ts). */
export const api = deferredApiReference(() => import('virtual:kit-api/sidebar'));

export function SidebarExample() {
  return (
    <ExamplePage
      cost={cost}
      api={<api.Reference />}
      title="Sidebar"
      description="A collapsible sidebar with labelled sections, icons and badges. From 768 px it folds into a slim rail beside the content, which then takes the width; on phones it becomes a disclosure above it."
    >
      {/* The spec's placeholder for this page "says coming soon": the packaged component is, the preview is here now. */}
      <Alert type="info" title="Coming soon">
        Sidebar joins the kit as a packaged component in a coming release. Until then, this page is a working
        preview built from the kit's parts: try it, and copy its code.
      </Alert>
      <ExampleSection
        title="Collapsible sidebar"
        description={
          <>
            Use the toggle at the top to collapse and expand. Items are buttons here, switching the view in place; give them{' '}
            <code>to</code> to make them links.
          </>
        }
        code={collapsibleSource}
      >
        <CollapsibleSidebar />
      </ExampleSection>
    </ExamplePage>
  );
}
