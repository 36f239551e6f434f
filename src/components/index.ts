// The kit's one public entry: every component, and the providers, theme and stores they build on.
// Code outside src/components imports the kit from here or from a component folder's index.ts, never from
// a file inside a folder. (Dialog is Modal's and Drawer's shared machinery, not a component of its own.)
export * from './Alert';
export * from './Breadcrumb';
export * from './Button';
export * from './Card';
export * from './CodeBlock';
export * from './CommandPalette';
export * from './Drawer';
export * from './Input';
export * from './Modal';
export * from './MotionPreview';
export * from './MotionScope';
export * from './Navbar';
export * from './PageHeader';
export * from './ProBadge';
export * from './SearchBox';
export * from './Select';
export * from './Sidebar';
export * from './Skeleton';
export * from './SmartButton';
export * from './Spinner';
export * from './Tabs';
export * from './ThemeToggle';
export * from './Toast';
export * from './Toggle';
export * from './UserMenu';

// What the components build on, which apps use beside them: the Experience System, the token-backed
// theme and motion values, and the theme store (ThemeToggle reads it).
export * from '../experience';
export * from '../theme/theme';
export * from '../theme/motion';
export * from '../theme/motionSpec';
export * from '../theme/motionSpecRows';
export * from '../stores/theme';
export * from '../stores/ThemeStoreProvider';
