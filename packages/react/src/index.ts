// @motion-kit/react's public API, listed name by name: what an app renders, the props it passes, the hooks
// it calls and the theme and motion values it styles its own parts with. Everything else in src/ is the
// kit's machinery and may change without notice. etc/react.api.md is the reviewed record of this list
// (docs/packages.md, "Public API"); a change here that it does not show fails `npm run pack`.

// The provider every app renders once, and the link component it passes to it.
export { MotionKitProvider, LinkProvider, KitLink, useCurrentPath } from './components/MotionKitProvider';
export type { AnimationFeatures, MotionKitProviderProps, ToastSettings, LinkComponent, LinkComponentProps, LinkProviderProps } from './components/MotionKitProvider';

// Components and their props.
export { Alert } from './components/Alert';
export type { AlertProps, AlertType } from './components/Alert';
export { Breadcrumb } from './components/Breadcrumb';
export type { BreadcrumbItem, BreadcrumbProps } from './components/Breadcrumb';
export { Button, ButtonLink, ExternalButtonLink } from './components/Button';
export type { ButtonBaseProps, ButtonProps, ButtonLinkProps, ExternalButtonLinkProps, IconOnlyProps, ButtonVariant, ButtonSize } from './components/Button';
export { Card, Rating } from './components/Card';
export type { CardProps, CardBadgeColor, CardVariant } from './components/Card';
export { CommandPalette } from './components/CommandPalette';
export type { CommandPaletteProps, TriggerProps, Command, CommandIconProps, CommandGroup, CommandRanker, PaletteMessages } from './components/CommandPalette';
export { Drawer } from './components/Drawer';
export type { DrawerProps, DrawerDirection, DrawerSize } from './components/Drawer';
export { Input } from './components/Input';
export type { InputProps, InputLabelPosition, FieldVariant, FieldSize } from './components/Input';
export { Modal } from './components/Modal';
export type { ModalProps, ModalSize } from './components/Modal';
export { MotionScope } from './components/MotionScope';
export type { MotionScopeProps, MotionScopeValue, MotionStart, MotionStartListener } from './components/MotionScope';
export { Navbar } from './components/Navbar';
export type { NavbarProps, NavbarVariant, NavbarSize, NavItem } from './components/Navbar';
export { ProBadge } from './components/ProBadge';
export { SearchBox } from './components/SearchBox';
export type { SearchBoxProps, SearchItem } from './components/SearchBox';
export { Select } from './components/Select';
export type { SelectProps, SelectOption } from './components/Select';
export { Sidebar, SidebarSection, SidebarItem, SidebarLayout } from './components/Sidebar';
export type { SidebarProps, SidebarSectionProps, SidebarItemProps, SidebarItemBase } from './components/Sidebar';
export { Skeleton, SkeletonCard } from './components/Skeleton';
export type { SkeletonProps, SkeletonCardProps, SkeletonVariant } from './components/Skeleton';
export { SmartButton } from './components/SmartButton';
export type { SmartButtonProps, SmartButtonClickLog } from './components/SmartButton';
export { Spinner } from './components/Spinner';
export type { SpinnerProps, SpinnerSize } from './components/Spinner';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './components/Tabs';
export type { TabsProps, TabsListProps, TabsTriggerProps, TabsContentProps, TabsVariant } from './components/Tabs';
export { ThemeToggle } from './components/ThemeToggle';
export { Toggle } from './components/Toggle';
export type { ToggleProps, ToggleSize, ToggleVariant, ToggleIconType } from './components/Toggle';
export { UserMenu } from './components/UserMenu';
export type { UserMenuAction, UserMenuProps } from './components/UserMenu';

// Toasts: the provider (MotionKitProvider renders one), the viewport, the hooks, and the options a toast takes.
export { ToastProvider, ToastViewport, useToast, useToastStore, createToastStore } from './components/Toast';
export { TOAST_DEFAULT_DURATION_MS, TOAST_DEFAULT_POSITION, TOAST_POSITIONS, TOAST_TYPES, isToastPosition } from './components/Toast';
export type { ToastProviderProps, UseToastResult, ToastViewportProps, ToastStore, ToastStoreApi, ToastState, ToastActions, ToastStoreOptions } from './components/Toast';
export type { Toast, ToastOptions, ToastType, ToastPosition, ToastAction } from './components/Toast';

// A custom `rank` for CommandPalette orders as the default does when built on the palette's own score.
export { fuzzyScore, fuzzyScoreLower, SUBSTRING_SCORE } from './lib/fuzzyScore';
export type { RankableCommand, RankedCommand } from './lib/fuzzyScore';

// The Experience System: its provider (MotionKitProvider renders one), hooks and adaptation rules.
export { ExperienceProvider, useExperience, useUserContext, adaptButton, layoutColumns, adaptField, adaptFormLayout } from './experience';
export type { ExperienceContextValue, ExperienceProviderProps, LayoutDensity, FieldOptions, FieldAdaptation, FormLayout } from './experience';
export type * from './experience/types';

// Theme: the token-backed values an app styles with, the theme store, and the head script.
export { theme, themedColor, customProperty, media } from './theme/theme';
export type { AppTheme } from './theme/theme';
export { ThemeStoreProvider, useThemeStore } from './stores/ThemeStoreProvider';
export type { ThemeStoreProviderProps } from './stores/ThemeStoreProvider';
export { THEMES, DEFAULT_THEME, createThemeStore } from './stores/theme';
export type { Theme, ThemeState, ThemeActions, ThemeStore, ThemeStoreApi, ThemeEnvironment, ReadableStorage, WritableStorage } from './stores/theme';
export { ThemeScript, type ThemeScriptProps } from './theme/ThemeScript';
export { themeScriptSource, type ThemeScriptOptions } from './theme/themeScript';
export { BaseStyles } from './theme/BaseStyles';

// Motion: token timings (also at '@motion-kit/react/motion'), each animated component's declaration and the
// token values its timings resolve to, and the hooks that follow a MotionScope.
export * from './theme/motion';
export { resolveTiming } from './theme/motionSpec';
export type {
  CubicBezier,
  DurationName,
  EasingName,
  MotionDeclaration,
  MotionPart,
  MotionTiming,
  MotionTokenValues,
  MotionValues,
  ResolvedTiming,
  SpringName,
  SpringValue,
} from './theme/motionSpec';
export { modalMotion } from './components/Modal';
export { drawerMotion } from './components/Drawer';
export { toastMotion } from './components/Toast';
export { commandPaletteMotion } from './components/CommandPalette';
export { useMotionScope, useMotionTokens, scopeAttributes } from './components/MotionScope';

// Small helpers the components use, for an app's own parts.
export { visuallyHidden } from './lib/visuallyHidden';
export { copyToClipboard } from './lib/clipboard';
export { useMediaQuery } from './hooks/useMediaQuery';
export { REDUCED_MOTION_QUERY, prefersReducedMotion } from './lib/reducedMotion';
