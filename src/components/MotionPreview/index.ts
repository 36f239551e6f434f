export { MotionPreview, preloadMotionControls } from './MotionPreview';
export type { MotionPreviewProps } from './MotionPreview';
export { MotionSpecPanel } from './MotionSpecPanel';
export { PREVIEW_SPEEDS, speedLabel, type PreviewSpeed } from './previewSpeeds';
