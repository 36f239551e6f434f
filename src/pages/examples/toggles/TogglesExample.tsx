import { deferredApiReference, ExamplePage, ExampleSection } from '../shared';
import cost from 'virtual:kit-cost/toggles';
import { ThemeSwitch } from './demos/ThemeSwitch';
import themeSource from './demos/ThemeSwitch.tsx?demo-source';
import { IconToggles } from './demos/IconToggles';
import iconSource from './demos/IconToggles.tsx?demo-source';
import { ToggleSizes } from './demos/ToggleSizes';
import sizesSource from './demos/ToggleSizes.tsx?demo-source';
import { ToggleVariants } from './demos/ToggleVariants';
import variantsSource from './demos/ToggleVariants.tsx?demo-source';
import { ToggleStates } from './demos/ToggleStates';
import statesSource from './demos/ToggleStates.tsx?demo-source';

/** The API reference loads after the page; the prerender awaits it (index.ts). */
export const api = deferredApiReference(() => import('virtual:kit-api/toggles'));

export function TogglesExample() {
  return (
    <ExamplePage
      cost={cost}
      api={<api.Reference />}
      title="Toggles"
      description="Switches that say what they do: icons for the on and off state, three sizes, three shapes, and honest loading and disabled states."
    >
      <ExampleSection
        title="Theme toggle"
        description="This one is wired to the site's theme store: flip it and the whole page changes theme."
        code={themeSource}
      >
        <ThemeSwitch />
      </ExampleSection>
      <ExampleSection title="Icon types" description="Notification, visibility, wifi and check icons swap with the state." code={iconSource}>
        <IconToggles />
      </ExampleSection>
      <ExampleSection title="Sizes" description="sm, md and lg." code={sizesSource}>
        <ToggleSizes />
      </ExampleSection>
      <ExampleSection title="Variants" description="default, pill and square." code={variantsSource}>
        <ToggleVariants />
      </ExampleSection>
      <ExampleSection
        title="Loading and disabled"
        description="While loading the switch keeps its state and ignores input; disabled switches never change."
        code={statesSource}
      >
        <ToggleStates />
      </ExampleSection>
    </ExamplePage>
  );
}
