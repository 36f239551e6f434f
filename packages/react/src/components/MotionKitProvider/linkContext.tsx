// How the kit's links navigate: a plain <a href> unless the app gives its router's link component, as React
// Aria's RouterProvider and Mantine's `component` prop do. No router is imported here, so an app without
// one uses every component, links included.
import { createContext, forwardRef, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode, type Ref } from 'react';

/** What the kit passes to a link component: an anchor's props with a required `href`. */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  /** Where the link goes: an app path (through the app's link component) or a full URL. */
  href: string;
  /** The anchor element, for focus or measuring. */
  ref?: Ref<HTMLAnchorElement>;
};

/** An app's link component: renders an <a> for `href` (React Router's `Link` wrapped to take `href` as `to`). */
export type LinkComponent = ComponentType<LinkComponentProps>;

interface LinkSettings {
  component: LinkComponent | 'a';
  /** The path of the page shown, for links that mark the current page; unknown (undefined) by default. */
  currentPath?: string;
}

const LinkContext = createContext<LinkSettings>({ component: 'a' });

/** Props of LinkProvider. */
export interface LinkProviderProps {
  /** The app's link component, or 'a' for plain anchors that load the page (the default). */
  component?: LinkComponent | 'a';
  /** The path of the page shown (a router's location), which Navbar and Sidebar links compare with their own. */
  currentPath?: string;
  /** The part of the app whose kit links use the component. */
  children: ReactNode;
}

/** Sets how the kit's links render and which page is current; MotionKitProvider takes the same as props. */
export function LinkProvider({ component, currentPath, children }: LinkProviderProps) {
  const outer = useContext(LinkContext);
  return <LinkContext.Provider value={{ component: component ?? outer.component, currentPath: currentPath ?? outer.currentPath }}>{children}</LinkContext.Provider>;
}

/** The path of the page shown, as the app told the kit (LinkProvider, MotionKitProvider); undefined when it did not. */
export function useCurrentPath(): string | undefined {
  return useContext(LinkContext).currentPath;
}

/**
 * The link every kit component renders: the app's link component for an app path, a plain <a> otherwise.
 * Styled components wrap it (`styled(KitLink)`) or render it through `as`.
 */
export const KitLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function KitLink(props, ref) {
  const { component: Component } = useContext(LinkContext);
  return Component === 'a' ? <a ref={ref} {...props} /> : <Component ref={ref} {...props} />;
});
