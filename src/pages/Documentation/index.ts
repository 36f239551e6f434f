import { defaultSection } from './sections';

export { DocumentationPage as default } from './DocumentationPage';

/** The section prerendered with the page is a deferred part (sections/index.tsx). */
export const preloadDeferred = () => defaultSection.load();
