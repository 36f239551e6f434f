// Holds the experience context of the visitor: device and accessibility needs read from the browser,
// the chosen user type, and usage counts that the adaptive components record.
import { createContext, useCallback, useContext, useDeferredValue, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ADAPTIVE_CONFIG, INITIAL_SESSION_COUNT } from './adaptiveConfig';
import { REDUCED_MOTION_QUERY, prefersReducedMotion } from '../lib/reducedMotion';
import { DEVICE_QUERIES, deviceFromQueries } from './device';
import type { Device, ExperienceContext, UserContext, UserType } from './types';

/** What useExperience returns: the visitor's context and what changes it. */
export interface ExperienceContextValue extends ExperienceContext {
  /** Counts one interaction under the key `component:action` (when usage tracking is on). */
  recordUsage: (component: string, action: string) => void;
  /** Sets the visitor's type, for a settings panel or a demo. */
  setUserType: (userType: UserType) => void;
}

const ExperienceReactContext = createContext<ExperienceContextValue | null>(null);

// The browser is read only through subscriptions; the server snapshot is what prerendering assumes.
function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

function subscribeToQueries(...queries: string[]) {
  return (onChange: () => void) => {
    const lists = queries.map((query) => window.matchMedia(query));
    for (const list of lists) list.addEventListener('change', onChange);
    return () => {
      for (const list of lists) list.removeEventListener('change', onChange);
    };
  };
}

const subscribeToDevice = subscribeToQueries(DEVICE_QUERIES.tablet, DEVICE_QUERIES.desktop);
const subscribeToReducedMotion = subscribeToQueries(REDUCED_MOTION_QUERY);
const subscribeToHighContrast = subscribeToQueries('(prefers-contrast: more)');
// Media queries, not window.innerWidth: reading the width can force a style and layout pass.
const readDevice = (): Device => deviceFromQueries((query) => window.matchMedia(query).matches);
const readReducedMotion = prefersReducedMotion;
const readHighContrast = () => window.matchMedia('(prefers-contrast: more)').matches;
/** Large fonts: the visitor raised the browser's base font size above the default 16px. */
const DEFAULT_ROOT_FONT_PX = 16;
const readLargeFonts = () => parseFloat(getComputedStyle(document.documentElement).fontSize) > DEFAULT_ROOT_FONT_PX;
const serverDevice = (): Device => 'desktop';
const serverFalse = () => false;

/** Props of ExperienceProvider. */
export interface ExperienceProviderProps {
  /** The part of the app that adapts to the visitor. */
  children: ReactNode;
  /** The visitor's type at first, until `setUserType` changes it (default 'first-time'). */
  initialUserType?: UserType;
}

/** The visitor's type until the provider is told otherwise. */
export const DEFAULT_USER_TYPE: UserType = 'first-time';

/** Tracks the visitor's device, accessibility settings and experience, which SmartButton and the adaptation rules read. */
export function ExperienceProvider({ children, initialUserType = DEFAULT_USER_TYPE }: ExperienceProviderProps) {
  const device = useSyncExternalStore(subscribeToDevice, readDevice, serverDevice);
  const reducedMotion = useSyncExternalStore(subscribeToReducedMotion, readReducedMotion, serverFalse);
  const highContrast = useSyncExternalStore(subscribeToHighContrast, readHighContrast, serverFalse);
  const largeFonts = useSyncExternalStore(subscribeToResize, readLargeFonts, serverFalse);
  const [userType, setUserType] = useState<UserType>(initialUserType);
  const [componentUsagePatterns, setUsage] = useState<Record<string, number>>({});

  const recordUsage = useCallback((component: string, action: string) => {
    if (!ADAPTIVE_CONFIG.usageTracking) return;
    const key = `${component}:${action}`;
    setUsage((counts) => ({ ...counts, [key]: (counts[key] ?? 0) + 1 }));
  }, []);

  const value = useMemo<ExperienceContextValue>(() => {
    const counts = Object.entries(componentUsagePatterns);
    return {
      device,
      accessibilityNeeds: { reducedMotion, highContrast, screenReader: false, largeFonts },
      userType,
      sessionCount: INITIAL_SESSION_COUNT,
      componentUsagePatterns,
      preferredAnimationStyle: reducedMotion ? 'minimal' : 'standard',
      learningProgress: {
        componentsExplored: new Set(counts.map(([key]) => key.split(':')[0])).size,
        interactions: counts.reduce((sum, [, count]) => sum + count, 0),
      },
      recordUsage,
      setUserType,
    };
  }, [device, reducedMotion, highContrast, largeFonts, userType, componentUsagePatterns, recordUsage]);

  // Right after hydration the browser's answers replace the prerendered assumptions (a phone is not the
  // 'desktop' the server assumed). React applies that as an urgent update, which would hydrate and
  // re-render the whole page in one long task; deferred, the adapted page renders as a transition,
  // in slices that leave the main thread free. Changes the visitor makes are deferred the same way.
  const deferredValue = useDeferredValue(value);
  return <ExperienceReactContext.Provider value={deferredValue}>{children}</ExperienceReactContext.Provider>;
}

/** The experience context; throws when no ExperienceProvider is above. */
export function useExperience(): ExperienceContextValue {
  const value = useContext(ExperienceReactContext);
  if (!value) throw new Error('useExperience must be used within ExperienceProvider');
  return value;
}

/** The flat user context the adaptation rules read, from the provider's state. */
export function toUserContext(experience: ExperienceContext): UserContext {
  const { userType, device, accessibilityNeeds } = experience;
  return {
    userType,
    device,
    reducedMotion: accessibilityNeeds.reducedMotion,
    largeFonts: accessibilityNeeds.largeFonts,
    highContrast: accessibilityNeeds.highContrast,
  };
}

/** The provider's state as a flat user context. */
export function useUserContext(): UserContext {
  const experience = useExperience();
  return useMemo(() => toUserContext(experience), [experience]);
}
