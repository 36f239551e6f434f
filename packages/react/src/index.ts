// @motion-kit/react: every component, and the providers, theme and stores they build on.
// (Dialog is Modal's and Drawer's shared machinery, not a component of its own.)
export * from './components/Alert';
export * from './components/Breadcrumb';
export * from './components/Button';
export * from './components/Card';
export * from './components/CommandPalette';
export * from './components/Drawer';
export * from './components/Input';
export * from './components/Modal';
export * from './components/MotionKitProvider';
export * from './components/MotionScope';
export * from './components/Navbar';
export * from './components/ProBadge';
export * from './components/SearchBox';
export * from './components/Select';
export * from './components/Sidebar';
export * from './components/Skeleton';
export * from './components/SmartButton';
export * from './components/Spinner';
export * from './components/Tabs';
export * from './components/ThemeToggle';
export * from './components/Toast';
export * from './components/Toggle';
export * from './components/UserMenu';

// What the components build on, which apps use beside them: the Experience System, the token-backed
// theme and motion values, and the theme store (ThemeToggle reads it).
export * from './experience';
export * from './theme/theme';
export * from './theme/motion';
export * from './theme/motionSpec';
export * from './theme/motionSpecRows';
export * from './stores/theme';
export * from './stores/ThemeStoreProvider';

// Small helpers the components use, for an app's own parts.
export { visuallyHidden } from './lib/visuallyHidden';
export { copyToClipboard } from './lib/clipboard';
export { REDUCED_MOTION_QUERY, prefersReducedMotion } from './lib/reducedMotion';
export { themeScriptSource, type ThemeScriptOptions } from './theme/themeScript';
export { ThemeScript, type ThemeScriptProps } from './theme/ThemeScript';
export { BaseStyles } from './theme/BaseStyles';
