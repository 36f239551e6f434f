import { Bell, Heart, Plus, Settings, Trash2 } from 'lucide-react';
import { styled } from 'styled-components';
import { Button } from '@motion-kit/react';

export function IconButtons() {
  return (
    <Rows>
      <Row>
        <Button variant="primary" iconOnly aria-label="Add item">
          <Plus size={18} aria-hidden="true" />
        </Button>
        <Button variant="default" iconOnly aria-label="Settings">
          <Settings size={18} aria-hidden="true" />
        </Button>
        <Button variant="outline" iconOnly aria-label="Notifications">
          <Bell size={18} aria-hidden="true" />
        </Button>
        <Button variant="ghost" iconOnly aria-label="Add to favourites">
          <Heart size={18} aria-hidden="true" />
        </Button>
        <Button variant="danger" iconOnly aria-label="Delete">
          <Trash2 size={18} aria-hidden="true" />
        </Button>
      </Row>
      <Row>
        <Button size="sm" variant="outline" iconOnly aria-label="Add item, small">
          <Plus size={14} aria-hidden="true" />
        </Button>
        <Button size="md" variant="outline" iconOnly aria-label="Add item, medium">
          <Plus size={18} aria-hidden="true" />
        </Button>
        <Button size="lg" variant="outline" iconOnly aria-label="Add item, large">
          <Plus size={22} aria-hidden="true" />
        </Button>
        <Button size="sm" variant="primary">
          <Plus size={14} aria-hidden="true" />
          Small
        </Button>
        <Button size="md" variant="primary">
          <Plus size={16} aria-hidden="true" />
          Medium
        </Button>
        <Button size="lg" variant="primary">
          <Plus size={18} aria-hidden="true" />
          Large
        </Button>
      </Row>
    </Rows>
  );
}

const Rows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing['4']};
  justify-items: center;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing['3']};
`;
