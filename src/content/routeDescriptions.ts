// The <meta name="description"> of every page of the route manifest, and the examples index's card
// texts. Apart from routeManifest.ts so the browser's first load, which reads the manifest, does not
// carry them; the type asks for one per manifest path, and an alias shows its page's description.
import type { RoutePath } from './routeManifest';

export const ROUTE_DESCRIPTIONS = {
  '/': 'A motion-focused UI component kit and design system: tokens, accessible components and an adaptive Experience System.',
  '/docs': 'Get started with Motion Kit: installation, customization, the motion system, the Experience System and theming.',
  '/docs/documentation': 'Get started with Motion Kit: installation, customization, the motion system, the Experience System and theming.',
  '/docs/design-tokens': 'Colors, typography, spacing, motion and status tokens, generated from DTCG JSON by Style Dictionary.',
  '/docs/components': 'Every component of the kit by category, with its status: Free, Pro or Coming Soon.',
  '/studio': 'Theme studio: edit brand colours, ramps, radius, spacing, fonts, easings and springs, preview the kit in both themes with live contrast checks, and export token JSON.',
  '/docs/changelog': 'Release history and roadmap of Motion Kit.',
  '/examples': 'Live, copyable examples of every component in the kit.',
  '/examples/buttons': 'Motion buttons: basic, counter, toggle, like, icon and adaptive smart buttons.',
  '/examples/inputs': 'Inputs with floating labels, hints, icons, clearable search and live validation.',
  '/examples/toggles': 'Accessible switches with icons, sizes, variants, loading and disabled states.',
  '/examples/cards': 'Cards with image placeholders, badges, ratings, actions and loading skeletons.',
  '/examples/tabs': 'Keyboard-first tabs in four variants with lazily loaded panels.',
  '/examples/navbar': 'A responsive navigation bar with dropdowns, search, user menu and mobile menu.',
  '/examples/breadcrumb': 'Breadcrumbs from the route or from your own items.',
  '/examples/sidebar': 'A collapsible sidebar with sections and search.',
  '/examples/modals': 'Accessible dialogs: basic, confirmation and custom success.',
  '/examples/toast': 'Toast notifications with types, positions, actions and auto-dismiss.',
  '/examples/loaders': 'Spinners and skeletons for every wait.',
  '/examples/alerts': 'Inline alerts for info, success, warning and error, dismissible.',
  '/examples/drawer': 'Drawers from any edge with drag-to-close.',
  '/examples/command-palette': 'A fuzzy command palette opened with Ctrl/Cmd+K.',
  '/examples/micro-interactions': 'Small motion moments: press, feedback, counters and likes.',
  '/examples/page-transitions': 'The route transition of this site, and its reduced-motion variant.',
  '/examples/experience-demo': 'Smart buttons that adapt to user type, device and accessibility needs.',
  '/examples/confirmation-flow': 'Confirmation dialogs for destructive and irreversible actions.',
  '/examples/adaptive-forms': 'A form whose fields adapt through the Experience System.',
} as const satisfies Record<RoutePath, string>;

export const NOT_FOUND_DESCRIPTION = 'This page does not exist. Find your way back to the components and docs.';
