import { motionSection } from './DesignTokensPage';

export { DesignTokensPage as default } from './DesignTokensPage';

/** The motion section's body is a deferred part (DesignTokensPage.tsx). */
export const preloadDeferred = () => motionSection.load();
