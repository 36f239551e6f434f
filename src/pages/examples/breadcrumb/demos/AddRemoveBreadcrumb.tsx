import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { Minus, Plus } from 'lucide-react';
import { Breadcrumb, Button, type BreadcrumbItem } from '@motion-kit/react';

const START: BreadcrumbItem[] = [{ label: 'Home', path: '/' }];

export function AddRemoveBreadcrumb() {
  const [items, setItems] = useState(START);
  const canRemove = canRemoveBreadcrumbItem(items);
  const addRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  // Removing down to one item disables Remove Item, which cannot keep focus: it goes to Add Item, not to the
  // page. Some browsers leave focus on a button as it is disabled; Chromium takes it off at once, with a
  // focusout that React does not report during its commit.
  useLayoutEffect(() => {
    if (!canRemove && removeRef.current === document.activeElement) addRef.current?.focus();
  }, [canRemove]);
  useEffect(() => {
    const button = removeRef.current;
    const handOff = () => void (button?.disabled && queueMicrotask(() => addRef.current?.focus()));
    button?.addEventListener('focusout', handOff);
    return () => button?.removeEventListener('focusout', handOff);
  }, []);

  return (
    <Stack>
      <Breadcrumb items={items} label="Demo breadcrumb" />
      <Row>
        <Button ref={addRef} size="sm" variant="primary" onClick={() => setItems(addBreadcrumbItem)}>
          <Plus size={16} aria-hidden="true" />
          Add Item
        </Button>
        <Button ref={removeRef} size="sm" variant="outline" disabled={!canRemove} onClick={() => setItems(removeBreadcrumbItem)}>
          <Minus size={16} aria-hidden="true" />
          Remove Item
        </Button>
        <Count aria-live="polite">{items.length === 1 ? '1 item' : `${items.length} items`}</Count>
      </Row>
    </Stack>
  );
}

const Stack = styled.div`
  width: 100%;
  display: grid;
  gap: ${({ theme }) => theme.spacing['4']};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing['3']};
`;

const Count = styled.span`
  color: ${({ theme }) => theme.color['text-muted']};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

// The add and remove rules: generated 'Item N' crumbs, never fewer than one.

/** The breadcrumb demo always keeps at least this many items. */
export const BREADCRUMB_MIN_ITEMS = 1;

/** A generated crumb: 'Item N' at /item-N. */
export function generatedBreadcrumbItem(n: number): BreadcrumbItem {
  return { label: `Item ${n}`, path: `/item-${n}` };
}

/** Appends the next generated item, numbered after the current length. */
export function addBreadcrumbItem(items: readonly BreadcrumbItem[]): BreadcrumbItem[] {
  return [...items, generatedBreadcrumbItem(items.length + 1)];
}

export function canRemoveBreadcrumbItem(items: readonly BreadcrumbItem[]): boolean {
  return items.length > BREADCRUMB_MIN_ITEMS;
}

/** Drops the last item only while more than the minimum remain; otherwise returns the items unchanged. */
export function removeBreadcrumbItem(items: readonly BreadcrumbItem[]): BreadcrumbItem[] {
  return canRemoveBreadcrumbItem(items) ? items.slice(0, -1) : [...items];
}
