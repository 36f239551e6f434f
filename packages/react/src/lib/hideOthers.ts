// While a modal dialog is open, everything outside it is also marked aria-hidden. The platform already makes
// the page inert under a modal <dialog>; the attribute says the same to what reads ARIA rather than the
// browser's accessibility tree (test drivers, older assistive technology), as Radix's and React Aria's
// modals do.

/** Marks every element outside `target` (up to the body) aria-hidden; returns the undo (call it once). */
export function hideOthers(target: Element): () => void {
  const body = target.ownerDocument.body;
  const marked: Element[] = [];
  for (let node: Element = target; node !== body && node.parentElement; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || sibling.hasAttribute('aria-hidden') || /^(SCRIPT|STYLE|TEMPLATE)$/.test(sibling.tagName)) continue;
      sibling.setAttribute('aria-hidden', 'true');
      marked.push(sibling);
    }
  }
  return () => {
    for (const element of marked) element.removeAttribute('aria-hidden');
  };
}
