// The <meta name="description"> of every prerendered route, and the examples index's card texts.
// Apart from pageMeta.ts so the browser's first load does not carry them.
import { NOT_FOUND_META, pageMetaFor } from './pageMeta';

const EXAMPLE_DESCRIPTIONS: Record<string, string> = {
  'buttons': 'Motion buttons: basic, counter, toggle, like, icon and adaptive smart buttons.',
  'inputs': 'Inputs with floating labels, hints, icons, clearable search and live validation.',
  'toggles': 'Accessible switches with icons, sizes, variants, loading and disabled states.',
  'cards': 'Cards with image placeholders, badges, ratings, actions and loading skeletons.',
  'tabs': 'Keyboard-first tabs in four variants with lazily loaded panels.',
  'navbar': 'A responsive navigation bar with dropdowns, search, user menu and mobile menu.',
  'breadcrumb': 'Breadcrumbs from the route or from your own items.',
  'sidebar': 'A collapsible sidebar with sections and search.',
  'modals': 'Accessible dialogs: basic, confirmation and custom success.',
  'toast': 'Toast notifications with types, positions, actions and auto-dismiss.',
  'loaders': 'Spinners and skeletons for every wait.',
  'alerts': 'Inline alerts for info, success, warning and error, dismissible.',
  'drawer': 'Drawers from any edge with drag-to-close.',
  'command-palette': 'A fuzzy command palette opened with Ctrl/Cmd+K.',
  'micro-interactions': 'Small motion moments: press, feedback, counters and likes.',
  'page-transitions': 'The route transition of this site, and its reduced-motion variant.',
  'experience-demo': 'Smart buttons that adapt to user type, device and accessibility needs.',
  'confirmation-flow': 'Confirmation dialogs for destructive and irreversible actions.',
  'adaptive-forms': 'A form whose fields adapt through the Experience System.',
};

const DESCRIPTIONS: Record<string, string> = {
  '/': 'A motion-focused UI component kit and design system: tokens, accessible components and an adaptive Experience System.',
  '/docs': 'Get started with Motion Kit: installation, customization, the motion system, the Experience System and theming.',
  '/docs/documentation': 'Get started with Motion Kit: installation, customization, the motion system, the Experience System and theming.',
  '/docs/design-tokens': 'Colors, typography, spacing, motion and status tokens, generated from DTCG JSON by Style Dictionary.',
  '/docs/components': 'Every component of the kit by category, with its status: Free, Pro or Coming Soon.',
  '/docs/changelog': 'Release history and roadmap of Motion Kit.',
  '/examples': 'Live, copyable examples of every component in the kit.',
  '/experience-demo': 'Smart buttons that adapt to user type, device and accessibility needs.',
  ...Object.fromEntries(Object.entries(EXAMPLE_DESCRIPTIONS).map(([slug, text]) => [`/examples/${slug}`, text])),
  '/buttons': EXAMPLE_DESCRIPTIONS.buttons!,
  '/cards': EXAMPLE_DESCRIPTIONS.cards!,
  '/modals': EXAMPLE_DESCRIPTIONS.modals!,
  [NOT_FOUND_META.path]: 'This page does not exist. Find your way back to the components and docs.',
};

/** The description of the page at `pathname` (the not-found page's for an unknown one). */
export function pageDescription(pathname: string): string {
  const description = DESCRIPTIONS[pageMetaFor(pathname).path];
  if (description === undefined) throw new Error(`No description for ${pathname}`);
  return description;
}
