// APG tabs (WAI-ARIA Authoring Practices, "Tabs with Automatic Activation"): a roving tab stop on the
// selected tab, arrows that move and activate with wrap-around over enabled tabs, Home/End, panels linked
// by id; plus variants and lazy panels. Every part reads one context, so a part used outside <Tabs>
// throws an error naming both. Written here rather than on Radix Tabs: the pattern is small, and Radix's
// roving-focus and collection machinery would weigh several times more than the component itself.
import {
  createContext,
  forwardRef,
  useContext,
  useId,
  useState,
  type ComponentPropsWithoutRef,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import * as S from './Tabs.styles';
import type { TabsVariant } from './Tabs.styles';

interface TabsContextValue {
  value: string;
  select: (value: string) => void;
  variant: TabsVariant;
  /** Prefix of the ids that link each tab to its panel. */
  baseId: string;
  /** Values whose panels have been shown at least once: lazy panels stay mounted after their first activation. */
  visited: ReadonlySet<string>;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(part: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`${part} must be used within Tabs`);
  return context;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

/** The tab a key moves to among the list's enabled tabs (wrapping around), or undefined for other keys. */
export function tabForKey(key: string, tabs: readonly HTMLElement[], current: HTMLElement): HTMLElement | undefined {
  const index = tabs.indexOf(current);
  const last = tabs.length - 1;
  switch (key) {
    case 'ArrowRight':
      return tabs[index >= last ? 0 : index + 1];
    case 'ArrowLeft':
      return tabs[index <= 0 ? last : index - 1];
    case 'Home':
      return tabs[0];
    case 'End':
      return tabs[last];
    default:
      return undefined;
  }
}

/** Props of Tabs; other attributes go to its root element. */
export interface TabsProps extends Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue' | 'dir'> {
  /** The selected tab's value, controlled. */
  value?: string;
  /** The tab selected first, uncontrolled. */
  defaultValue?: string;
  /** Called with the value of the tab the user selects. */
  onValueChange?: (value: string) => void;
  /** Look of the tab list (default 'default'). */
  variant?: TabsVariant;
  /** A TabsList and its TabsContent panels. */
  children?: ReactNode;
}

/** Tabs (WAI-ARIA tabs pattern): holds the selection its list and panels share. */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { value: valueProp, defaultValue = '', onValueChange, variant = 'default', children, ...rest },
  ref,
) {
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set([value]));
  const baseId = useId();
  // Adjusting state during render (not in an effect) keeps the first activation in the same commit.
  if (!visited.has(value)) setVisited(new Set(visited).add(value));

  return (
    <TabsContext.Provider value={{ value, select: setValue, variant, baseId, visited }}>
      <S.StyledRoot ref={ref} data-variant={variant} {...rest}>
        {children}
      </S.StyledRoot>
    </TabsContext.Provider>
  );
});

/** Props of TabsList; other attributes go to the tablist element. */
export interface TabsListProps extends ComponentPropsWithoutRef<'div'> {
  /** Names the tab list for assistive technology (APG: a tablist has a label). */
  'aria-label'?: string;
}

/** The row of tabs; arrow keys, Home and End move between them. */
export const TabsList = forwardRef<HTMLDivElement, TabsListProps>(function TabsList({ onKeyDown, ...rest }, ref) {
  const { variant } = useTabsContext('TabsList');
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const current = event.target as HTMLElement;
    if (current.getAttribute('role') !== 'tab') return;
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)'));
    const next = tabForKey(event.key, tabs, current);
    if (!next) return;
    event.preventDefault();
    // Focusing a tab activates it (automatic activation): see TabsTrigger's onFocus.
    next.focus();
  };
  return <S.StyledList ref={ref} role="tablist" $variant={variant} data-variant={variant} onKeyDown={moveFocus} {...rest} />;
});

/** Props of TabsTrigger; other attributes go to the tab button. */
export interface TabsTriggerProps extends Omit<ComponentPropsWithoutRef<'button'>, 'value'> {
  /** The value of the panel this tab shows. */
  value: string;
  /** Shown but not selectable. */
  disabled?: boolean;
}

/** One tab, selecting the panel with the same value. */
export const TabsTrigger = forwardRef<HTMLButtonElement, TabsTriggerProps>(function TabsTrigger(
  { value, disabled, onClick, onFocus, ...rest },
  ref,
) {
  const context = useTabsContext('TabsTrigger');
  const selected = context.value === value;
  return (
    <S.StyledTrigger
      ref={ref}
      type="button"
      role="tab"
      id={tabId(context.baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(context.baseId, value)}
      // One tab stop for the list: the selected tab (APG roving tabindex).
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      data-state={selected ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      $variant={context.variant}
      data-variant={context.variant}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) context.select(value);
      }}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => {
        onFocus?.(event);
        if (event.defaultPrevented) return;
        context.select(value);
        // Chromium leaves a half-visible tab where it is when it takes focus; in a list that scrolls
        // sideways (a phone), the tab the arrow keys reached comes fully into view, clear of the fade.
        event.currentTarget.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
      }}
      {...rest}
    />
  );
});

/** Props of TabsContent; other attributes go to the tab panel. */
export interface TabsContentProps extends Omit<ComponentPropsWithoutRef<'div'>, 'value'> {
  /** The value of the tab that shows this panel. */
  value: string;
  /** Not rendered until the tab is first activated, then kept mounted (hidden while inactive). */
  lazy?: boolean;
}

/** The panel shown while its tab is selected. */
export const TabsContent = forwardRef<HTMLDivElement, TabsContentProps>(function TabsContent(
  { value, lazy = false, children, ...rest },
  ref,
) {
  const context = useTabsContext('TabsContent');
  const isActive = context.value === value;
  const mounted = !lazy || context.visited.has(value);
  return (
    <S.StyledContent
      ref={ref}
      role="tabpanel"
      id={panelId(context.baseId, value)}
      aria-labelledby={tabId(context.baseId, value)}
      tabIndex={0}
      data-state={isActive ? 'active' : 'inactive'}
      data-variant={context.variant}
      {...rest}
      hidden={!isActive}
    >
      {mounted ? children : null}
    </S.StyledContent>
  );
});
