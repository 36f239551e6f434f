// The one provider an app renders around the kit: theme, theme store, reduced motion, animation features,
// the Experience System, the toast store and links. Every prop is optional. It renders no part of its own:
// what it imports is on every page of an app, so the toasts' viewport (with framer-motion's renderer) is a
// component the app places, and may load late.
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { MotionConfig } from 'framer-motion';
import { theme } from '../../theme/theme';
import { DEFAULT_THEME, type Theme } from '../../stores/theme';
import { ThemeStoreProvider } from '../../stores/ThemeStoreProvider';
import { DEFAULT_USER_TYPE, ExperienceProvider } from '../../experience/ExperienceProvider';
import type { UserType } from '../../experience/types';
import { ToastProvider } from '../Toast/ToastProvider';
import type { ToastPosition } from '../Toast/toastQueue';
import { LinkProvider, type LinkComponent } from './linkContext';
import { FeaturesContext, type AnimationFeatures } from './featuresContext';

/** Toast settings of MotionKitProvider. */
export interface ToastSettings {
  /** Where toasts appear until a user changes it (default 'top-right'). */
  position?: ToastPosition;
  /** How many toasts show at once; the oldest goes beyond it (default 5). */
  max?: number;
}

/** Props of MotionKitProvider: each setting of the kit, all optional. */
export interface MotionKitProviderProps {
  /** The app. */
  children?: ReactNode;
  /** The theme when none is stored (default 'dark'); give `ThemeScript` the same. */
  defaultTheme?: Theme;
  /** framer-motion's reduced motion: 'user' (default) follows the system setting; 'always' and 'never' override it. */
  reducedMotion?: 'user' | 'always' | 'never';
  /**
   * framer-motion's features for the kit's animated parts (dialogs, toasts, the command palette): a bundle
   * (`domAnimation`; `domMax` adds drag-to-close) or a loader in the app's code: a function returning a
   * promise of them, as Getting Started's `features.ts` shows. Each of those parts renders framer-motion's
   * `LazyMotion` with them, so an app loads framer-motion's element core only with a part that animates.
   * Without them those parts appear and leave without animation (or animate with the app's own `LazyMotion`).
   */
  features?: AnimationFeatures;
  /** The Experience System's user type at first (default 'first-time'). */
  initialUserType?: UserType;
  /** Toasts: first position and how many at once. They show in `ToastViewport`, which the app renders. */
  toasts?: ToastSettings;
  /** The app's link component (a router's Link taking `href`); by default links are plain <a href>. */
  linkComponent?: LinkComponent;
  /** The path of the page shown, for links that mark the current page (Navbar, Sidebar). */
  currentPath?: string;
}

/** Everything the kit's components need around them, in one element at the root of an app. */
export function MotionKitProvider({
  children,
  defaultTheme = DEFAULT_THEME,
  reducedMotion = 'user',
  features,
  initialUserType = DEFAULT_USER_TYPE,
  toasts = {},
  linkComponent,
  currentPath,
}: MotionKitProviderProps) {
  const content = (
    <LinkProvider component={linkComponent} currentPath={currentPath}>
      <ExperienceProvider initialUserType={initialUserType}>
        <ToastProvider position={toasts.position} max={toasts.max}>
          {children}
        </ToastProvider>
      </ExperienceProvider>
    </LinkProvider>
  );
  return (
    <ThemeStoreProvider defaultTheme={defaultTheme}>
      <ThemeProvider theme={theme}>
        <MotionConfig reducedMotion={reducedMotion}>
          <FeaturesContext.Provider value={features}>{content}</FeaturesContext.Provider>
        </MotionConfig>
      </ThemeProvider>
    </ThemeStoreProvider>
  );
}
