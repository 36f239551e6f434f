// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { tabbableIn, wrapTarget } from './modalDialog';

function dialogWith(html: string) {
  document.body.innerHTML = `<button id="outside">Outside</button><dialog open>${html}</dialog>`;
  return document.querySelector('dialog')!;
}

describe('tabbableIn', () => {
  it('lists what Tab reaches, in order, leaving out disabled, negative tabindex, hidden and inert elements', () => {
    const dialog = dialogWith(`
      <h2>Title</h2>
      <button id="a">A</button>
      <button disabled>Off</button>
      <div tabindex="-1">List</div>
      <input type="hidden" />
      <div hidden><button>Hidden</button></div>
      <div inert><a href="#x">Inert</a></div>
      <a href="#b" id="b">B</a>
      <a>No href</a>
      <div tabindex="0" id="c">C</div>
    `);
    expect(tabbableIn(dialog).map((element) => element.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('wrapTarget', () => {
  const dialog = dialogWith('<button id="first">1</button><button id="middle">2</button><button id="last">3</button>');
  const [first, middle, last] = tabbableIn(dialog) as [HTMLElement, HTMLElement, HTMLElement];
  const all = [first, middle, last];

  it('sends Tab from the last element to the first and Shift+Tab from the first to the last', () => {
    expect(wrapTarget(all, last, dialog, false)).toBe(first);
    expect(wrapTarget(all, first, dialog, true)).toBe(last);
  });

  it('leaves Tab between inner elements to the browser', () => {
    expect(wrapTarget(all, first, dialog, false)).toBeNull();
    expect(wrapTarget(all, middle, dialog, true)).toBeNull();
  });

  it('brings focus back in from the dialog itself or from outside it', () => {
    expect(wrapTarget(all, dialog, dialog, true)).toBe(last);
    expect(wrapTarget(all, document.getElementById('outside'), dialog, false)).toBe(first);
    expect(wrapTarget(all, document.getElementById('outside'), dialog, true)).toBe(last);
  });

  it('has nothing to wrap to in a dialog without tabbable elements', () => {
    expect(wrapTarget([], dialog, dialog, false)).toBeNull();
  });
});
