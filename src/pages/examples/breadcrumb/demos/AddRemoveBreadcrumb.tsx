import { useRef, useState } from 'react';
import { styled } from 'styled-components';
import { Minus, Plus } from 'lucide-react';
import { Breadcrumb, Button, type BreadcrumbItem } from '@motion-kit/react';
import { useFocusHandoff } from '../../../../hooks/useFocusHandoff';
import { addBreadcrumbItem, canRemoveBreadcrumbItem, removeBreadcrumbItem } from '../breadcrumbItems';

const START: BreadcrumbItem[] = [{ label: 'Home', path: '/' }];

export function AddRemoveBreadcrumb() {
  const [items, setItems] = useState(START);
  const canRemove = canRemoveBreadcrumbItem(items);
  const addRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  // Removing down to one item disables Remove Item: focus goes to Add Item rather than to the page.
  useFocusHandoff(removeRef, !canRemove, () => addRef.current);

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
