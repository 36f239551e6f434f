import { useState } from 'react';
import { styled } from 'styled-components';
import { PanelBottom, PanelLeft, PanelRight, PanelTop } from 'lucide-react';
import { Button, Drawer, type DrawerDirection } from '@motion-kit/react';

const DIRECTIONS: Array<{ direction: DrawerDirection; label: string; icon: typeof PanelLeft }> = [
  { direction: 'left', label: 'Left', icon: PanelLeft },
  { direction: 'right', label: 'Right', icon: PanelRight },
  { direction: 'top', label: 'Top', icon: PanelTop },
  { direction: 'bottom', label: 'Bottom', icon: PanelBottom },
];

export function DrawerDirections() {
  const [open, setOpen] = useState(false);
  // Kept after closing so the drawer leaves through the edge it came from.
  const [direction, setDirection] = useState<DrawerDirection>('left');
  const label = DIRECTIONS.find((item) => item.direction === direction)?.label ?? '';

  return (
    <>
      <Row>
        {DIRECTIONS.map(({ direction: edge, label: name, icon: Icon }) => (
          <Button
            key={edge}
            variant="outline"
            onClick={() => {
              setDirection(edge);
              setOpen(true);
            }}
          >
            <Icon size={16} aria-hidden="true" />
            Open {name} Drawer
          </Button>
        ))}
      </Row>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        direction={direction}
        size="md"
        title={`${label} drawer`}
        description={`A medium drawer that slides in from the ${direction}.`}
      >
        <p>
          This drawer slid in from the {direction}. Close it with Escape, the close button, a click on the backdrop, or drag it
          back towards its edge.
        </p>
      </Drawer>
    </>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing['3']};
`;
