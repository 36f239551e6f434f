// Page scrolling stops while a modal dialog is open (a native modal <dialog> makes the page inert, yet a
// wheel or a swipe over its backdrop would still scroll it). Locks nest: the page scrolls again when the
// last one is released.

interface Saved {
  overflow: string;
  paddingRight: string;
}

let locks = 0;
let saved: Saved | null = null;

/**
 * Hides the body's overflow and pads it by the scroll bar's width, so the page keeps its place and width;
 * returns the release (call it once).
 */
export function lockScroll(doc: Document = document): () => void {
  const body = doc.body;
  if (locks === 0) {
    const view = doc.defaultView;
    const scrollBar = view ? view.innerWidth - doc.documentElement.clientWidth : 0;
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    body.style.overflow = 'hidden';
    if (scrollBar > 0) body.style.paddingRight = `${paddingRightPx(body) + scrollBar}px`;
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      saved = null;
    }
  };
}

function paddingRightPx(element: HTMLElement): number {
  return Number.parseFloat(element.ownerDocument.defaultView?.getComputedStyle(element).paddingRight ?? '') || 0;
}
