// The body of each docs section; its title and description come from src/content/docsSections.ts.
// Each is a chunk of its own. The default section (the one prerendered) is a deferred part: the
// prerender loads it first, so the HTML holds it, and the client asks for it as soon as the page's code
// runs, then hydrates it after the page (its code samples and their copy buttons are the bulk of the
// page's code; docs/performance.md). The others load when the browser is idle after the page appears,
// or when one is opened before that.
import { use, type ComponentType } from 'react';
import { DEFAULT_DOCS_SECTION, type DocsSectionId } from '../../../content/docsSections';
import { preloadable, type Preloadable } from '../../../lib/preloadable';
import { deferredPart } from '../../../lib/deferredPart';

export const defaultSection = deferredPart(() => import('./GettingStarted').then((module) => module.GettingStarted));
// Requested with the page's code rather than when hydration reaches the section.
void defaultSection.load().catch(() => {});

type LaterSectionId = Exclude<DocsSectionId, typeof DEFAULT_DOCS_SECTION>;

const LATER_SECTIONS: Record<LaterSectionId, Preloadable<ComponentType>> = {
  customization: preloadable(() => import('./Customization').then((module) => module.Customization)),
  'motion-system': preloadable(() => import('./MotionSystem').then((module) => module.MotionSystem)),
  'experience-system': preloadable(() => import('./ExperienceSystem').then((module) => module.ExperienceSystem)),
  theming: preloadable(() => import('./Theming').then((module) => module.Theming)),
};

/** Loads every section's chunk (the default one's is already on its way with the page's code). */
export function preloadSections(): Promise<unknown> {
  return Promise.all([defaultSection.load(), ...Object.values(LATER_SECTIONS).map((section) => section.load())]);
}

/** Renders section `id`; suspends while a section's chunk is on its way. */
export function SectionBody({ id }: { id: DocsSectionId }) {
  if (id === DEFAULT_DOCS_SECTION) return <defaultSection.Part />;
  const Body = use(LATER_SECTIONS[id].load());
  // The component comes from the module cache, so it is the same function on every render.
  // eslint-disable-next-line react-hooks/static-components
  return <Body />;
}
