// The drag-to-close rule of Modal and Drawer (SPEC sections 4 and 9): one place for its thresholds.

/** A drag farther than this (px) in the closing direction closes the dialog. */
export const DRAG_CLOSE_OFFSET_PX = 100;
/** A flick faster than this (px/s) in the closing direction closes the dialog. */
export const DRAG_CLOSE_VELOCITY = 500;

/** The direction in which a panel leaves the screen. */
export type DragCloseDirection = 'up' | 'down' | 'left' | 'right';

interface Point {
  x: number;
  y: number;
}

export interface DragCloseInput {
  /** Pointer offset from where the drag started, as framer-motion's PanInfo.offset reports it. */
  offset: Point;
  /** Pointer velocity at release in px/s, as PanInfo.velocity reports it. */
  velocity: Point;
  direction: DragCloseDirection;
}

/** Distance and speed along the closing direction: positive means towards closing. */
function alongClosing({ offset, velocity, direction }: DragCloseInput) {
  switch (direction) {
    case 'down':
      return { distance: offset.y, speed: velocity.y };
    case 'up':
      return { distance: -offset.y, speed: -velocity.y };
    case 'right':
      return { distance: offset.x, speed: velocity.x };
    case 'left':
      return { distance: -offset.x, speed: -velocity.x };
  }
}

/** True when a released drag went beyond the offset or velocity threshold in the closing direction. */
export function shouldCloseOnDrag(input: DragCloseInput): boolean {
  const { distance, speed } = alongClosing(input);
  return distance > DRAG_CLOSE_OFFSET_PX || speed > DRAG_CLOSE_VELOCITY;
}
