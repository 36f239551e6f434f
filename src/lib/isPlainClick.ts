import type { MouseEvent } from 'react';

/** A plain click on a link; modified clicks (new tab, new window) and other buttons keep the link's own behaviour. */
export function isPlainClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
