import { controlsPart, previewPart } from './StudioPage';

export { StudioPage as default } from './StudioPage';

/** The controls and the preview are deferred parts (StudioPage.tsx). */
export const preloadDeferred = () => Promise.all([controlsPart.load(), previewPart.load()]);
