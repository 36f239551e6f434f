// A collapsible sidebar: a rail beside the content from 768 px, a disclosure above it on phones.
import { createContext, useContext, useId, useState, type ComponentPropsWithoutRef, type MouseEventHandler, type ReactNode } from 'react';
import { KitLink } from '../MotionKitProvider/linkContext';
import { ChevronDown, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { queries } from '../../theme/theme';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import * as S from './Sidebar.styles';

/** Phones get the disclosure layout (same breakpoint as `media.mobile`). */
export const SIDEBAR_MOBILE_QUERY = queries.mobile;

export const SIDEBAR_TOGGLE_LABEL = { collapse: 'Collapse sidebar', expand: 'Expand sidebar' } as const;

/** Props of Sidebar. */
export interface SidebarProps {
  /** Accessible name of the landmark, e.g. 'Documentation sections'. */
  label: string;
  /** Visible heading of the sidebar; defaults to `label`. */
  title?: ReactNode;
  /** 'nav' when the sidebar holds navigation (default), 'aside' for complementary content. */
  landmark?: 'nav' | 'aside';
  /** Controlled collapsed state. */
  collapsed?: boolean;
  /** Uncontrolled initial state. Without it the sidebar starts expanded, and collapsed on phones. */
  defaultCollapsed?: boolean;
  /** Called when the sidebar collapses or expands, whether controlled or not. */
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Class name for the sidebar's landmark. */
  className?: string;
  /** The sidebar's sections and items. */
  children?: ReactNode;
}

/** A collapsible side panel of navigation or complementary content, a drawer-like overlay on phones. */
export function Sidebar({
  label,
  title,
  landmark = 'nav',
  collapsed: controlled,
  defaultCollapsed,
  onCollapsedChange,
  className,
  children,
}: SidebarProps) {
  const panelId = useId();
  const isMobile = useMediaQuery(SIDEBAR_MOBILE_QUERY);
  const [chosen, setChosen] = useState<boolean | undefined>(defaultCollapsed);
  // Until the visitor chooses, phones start collapsed so the content comes first.
  const collapsed = controlled ?? chosen ?? isMobile;
  // Until then the look comes from CSS ('auto': collapsed under the tablet breakpoint, expanded above),
  // so the prerendered page is already right on a phone and hydration shifts nothing.
  const state = controlled === undefined && chosen === undefined ? 'auto' : collapsed ? 'collapsed' : 'expanded';

  const toggle = () => {
    const next = !collapsed;
    if (controlled === undefined) setChosen(next);
    onCollapsedChange?.(next);
  };

  return (
    <S.Root as={landmark} aria-label={label} className={className} data-state={state}>
      <S.Toggle type="button" aria-expanded={!collapsed} aria-controls={panelId} onClick={toggle} data-state={state}>
        <S.ToggleTitle>{title ?? label}</S.ToggleTitle>{' '}
        <span className="visually-hidden">{collapsed ? SIDEBAR_TOGGLE_LABEL.expand : SIDEBAR_TOGGLE_LABEL.collapse}</span>
        <S.RailIcon aria-hidden="true">{collapsed ? <PanelLeftOpen size={18} /> : <PanelLeftClose size={18} />}</S.RailIcon>
        <S.DisclosureIcon aria-hidden="true" data-state={state}>
          <ChevronDown size={18} />
        </S.DisclosureIcon>
      </S.Toggle>
      <S.Panel id={panelId} data-state={state} inert={collapsed}>
        <S.PanelInner>{children}</S.PanelInner>
      </S.Panel>
    </S.Root>
  );
}

const SectionContext = createContext<string | undefined>(undefined);

/** Props of SidebarSection. */
export interface SidebarSectionProps {
  /** Visible group name; it also labels the list. */
  title?: ReactNode;
  /** The section's items. */
  children: ReactNode;
  /** Class name for the section. */
  className?: string;
  /** Attributes for the list element (`data-*` an app's own styles or scripts read). */
  listProps?: Omit<ComponentPropsWithoutRef<'ul'>, 'children' | 'role'> & { [attribute: `data-${string}`]: string | undefined };
}

/** A labelled list of SidebarItems. */
export function SidebarSection({ title, children, className, listProps }: SidebarSectionProps) {
  const titleId = useId();
  return (
    <S.Section className={className}>
      {title && <S.SectionTitle id={titleId}>{title}</S.SectionTitle>}
      <SectionContext.Provider value={titleId}>
        <S.List role="list" aria-labelledby={title ? titleId : undefined} {...listProps}>
          {children}
        </S.List>
      </SectionContext.Provider>
    </S.Section>
  );
}

/** The props every sidebar item takes, link or button. */
export interface SidebarItemBase {
  /** Marks the current item: aria-current="page" on links, "true" on in-page buttons. */
  active?: boolean;
  /** An icon before the item's text. */
  icon?: ReactNode;
  /** Trailing content such as a count or a badge. */
  badge?: ReactNode;
  /** The item's text. */
  children: ReactNode;
}

/** Props of SidebarItem: a link with `href`, otherwise a button. */
export type SidebarItemProps = SidebarItemBase &
  (
    | {
        /** Makes the item a link to this address; without it the item is a button. */
        href: string;
        /** Called when the item is pressed. */
        onClick?: MouseEventHandler<HTMLAnchorElement>;
        /** Only a button item can be disabled. */
        disabled?: never;
      }
    | {
        /** Makes the item a link to this address; without it the item is a button. */
        href?: undefined;
        /** Called when the item is pressed. */
        onClick?: MouseEventHandler<HTMLButtonElement>;
        /** Shown but not operable (a button item only). */
        disabled?: boolean;
      }
  );

/** One entry of a SidebarSection: a link when given `href`, otherwise a button. */
export function SidebarItem(props: SidebarItemProps) {
  const inSection = useContext(SectionContext) !== undefined;
  const { active = false, icon, badge, children } = props;
  const content = (
    <>
      {icon && <S.ItemIcon aria-hidden="true">{icon}</S.ItemIcon>}
      <S.ItemLabel>{children}</S.ItemLabel>
      {badge && <S.ItemBadge>{badge}</S.ItemBadge>}
    </>
  );
  const item =
    props.href !== undefined ? (
      <S.ItemLink as={KitLink} href={props.href} onClick={props.onClick} aria-current={active ? 'page' : undefined} $active={active}>
        {content}
      </S.ItemLink>
    ) : (
      <S.ItemButton type="button" onClick={props.onClick} disabled={props.disabled} aria-current={active ? 'true' : undefined} $active={active}>
        {content}
      </S.ItemButton>
    );
  return inSection ? <li>{item}</li> : item;
}

/** Two columns from 768 px (sidebar, then content); one column with the sidebar on top on phones. */
export const SidebarLayout = S.Layout;
