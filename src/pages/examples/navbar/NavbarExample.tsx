import { deferredApiReference, ExamplePage, ExampleSection } from '../shared';
import cost from 'virtual:kit-cost/navbar';
import { NavbarPlayground } from './demos/NavbarPlayground';
import playgroundSource from './demos/NavbarPlayground.tsx?demo-source';

/** The API reference loads after the page; the prerender awaits it (index.ts). */
export const api = deferredApiReference(() => import('virtual:kit-api/navbar'));

export function NavbarExample() {
  return (
    <ExamplePage
      cost={cost}
      api={<api.Reference />}
      title="Navbar"
      description="A responsive navigation bar: links with an exact match for Home and prefix matches elsewhere, disclosure dropdowns, optional search and user menu, and a mobile menu under 768 px."
    >
      <ExampleSection
        title="Variants, sizes and tools"
        description="Switch the variant (default, transparent, filled) and size (sm, md, lg), and turn search, the user menu and the mobile menu on or off. Components opens a dropdown with the four categories."
        code={playgroundSource}
      >
        <NavbarPlayground />
      </ExampleSection>
    </ExamplePage>
  );
}
