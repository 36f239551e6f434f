// APG tabs on Radix Tabs (roving focus, arrows with wrap, Home/End, automatic activation), plus variants and
// lazy panels. Every part reads one context, so a part used outside <Tabs> throws an error naming both.
import { createContext, forwardRef, useContext, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
import { useControllableValue } from './useControllableValue';
import { StyledContent, StyledList, StyledRoot, StyledTrigger, type TabsVariant } from './Tabs.styles';

interface TabsContextValue {
  value: string;
  variant: TabsVariant;
  /** Values whose panels have been shown at least once: lazy panels stay mounted after their first activation. */
  visited: ReadonlySet<string>;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(part: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`${part} must be used within Tabs`);
  return context;
}

export interface TabsProps extends Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue' | 'dir'> {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  variant?: TabsVariant;
  children?: ReactNode;
}

export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { value: valueProp, defaultValue = '', onValueChange, variant = 'default', children, ...rest },
  ref,
) {
  const [value, setValue] = useControllableValue({ value: valueProp, defaultValue, onChange: onValueChange });
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set([value]));
  // Adjusting state during render (not in an effect) keeps the first activation in the same commit.
  if (!visited.has(value)) setVisited(new Set(visited).add(value));

  return (
    <TabsContext.Provider value={{ value, variant, visited }}>
      <RadixTabs.Root asChild value={value} onValueChange={setValue} activationMode="automatic">
        <StyledRoot ref={ref} data-variant={variant} {...rest}>
          {children}
        </StyledRoot>
      </RadixTabs.Root>
    </TabsContext.Provider>
  );
});

export interface TabsListProps extends ComponentPropsWithoutRef<'div'> {
  /** Names the tab list for assistive technology (APG: a tablist has a label). */
  'aria-label'?: string;
}

export const TabsList = forwardRef<HTMLDivElement, TabsListProps>(function TabsList(props, ref) {
  const { variant } = useTabsContext('TabsList');
  return (
    <RadixTabs.List asChild loop>
      <StyledList ref={ref} $variant={variant} data-variant={variant} {...props} />
    </RadixTabs.List>
  );
});

export interface TabsTriggerProps extends Omit<ComponentPropsWithoutRef<'button'>, 'value'> {
  value: string;
  disabled?: boolean;
}

export const TabsTrigger = forwardRef<HTMLButtonElement, TabsTriggerProps>(function TabsTrigger(
  { value, disabled, ...rest },
  ref,
) {
  const { variant } = useTabsContext('TabsTrigger');
  return (
    <RadixTabs.Trigger asChild value={value} disabled={disabled}>
      <StyledTrigger ref={ref} $variant={variant} data-variant={variant} {...rest} />
    </RadixTabs.Trigger>
  );
});

export interface TabsContentProps extends Omit<ComponentPropsWithoutRef<'div'>, 'value'> {
  value: string;
  /** Not rendered until the tab is first activated, then kept mounted (hidden while inactive). */
  lazy?: boolean;
}

export const TabsContent = forwardRef<HTMLDivElement, TabsContentProps>(function TabsContent(
  { value, lazy = false, children, ...rest },
  ref,
) {
  const context = useTabsContext('TabsContent');
  const isActive = context.value === value;
  const mounted = !lazy || context.visited.has(value);
  return (
    <RadixTabs.Content asChild value={value} forceMount={mounted ? true : undefined}>
      <StyledContent ref={ref} data-variant={context.variant} {...rest} hidden={!isActive}>
        {children}
      </StyledContent>
    </RadixTabs.Content>
  );
});
