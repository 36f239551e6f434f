export { ExperienceProvider, useExperience, useUserContext, toUserContext } from './ExperienceProvider';
export type { ExperienceContextValue, ExperienceProviderProps } from './ExperienceProvider';
export { adaptButton, ADAPTED_LABELS } from './adaptButton';
export { layoutColumns } from './layoutColumns';
export { deviceForWidth } from './device';
export { ADAPTIVE_CONFIG, INITIAL_SESSION_COUNT } from './adaptiveConfig';
export type { LayoutDensity } from './adaptiveConfig';
export type * from './types';
