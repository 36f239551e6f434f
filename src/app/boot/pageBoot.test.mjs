// @vitest-environment jsdom
/* global document, window, MouseEvent, KeyboardEvent, HTMLInputElement */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boot } from './pageBoot.mjs';

describe('input before hydration', () => {
  const hydrate = async () => {
    document.documentElement.dataset.hydrated = 'true';
    // The mutation observer (a microtask), then the replay's own task.
    await Promise.resolve();
    await Promise.resolve();
    vi.advanceTimersToNextTimer();
  };

  afterEach(async () => {
    await hydrate();
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
    document.body.innerHTML = '';
    delete document.documentElement.dataset.hydrated;
  });

  /** A control whose clicks the app would handle, counted. */
  const control = (html) => {
    document.body.innerHTML = html;
    const element = /** @type {HTMLElement} */ (document.body.firstElementChild);
    const clicks = [];
    element.addEventListener('click', (event) => clicks.push(event));
    return { element, clicks };
  };

  it("adds nothing to the document (the page's own <head> loads the app)", () => {
    vi.useFakeTimers();
    const before = document.documentElement.outerHTML;
    boot();
    expect(document.documentElement.outerHTML).toBe(before);
  });

  it('cancels a click on a control, shows it pressed, and clicks it again once the page has hydrated', async () => {
    vi.useFakeTimers();
    boot();
    const { element, clicks } = control('<div role="tab"><span>Tab</span></div>');
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    /** @type {HTMLElement} */ (element.firstElementChild).dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    expect(clicks).toHaveLength(0); // the app does not see it twice
    expect(element.hasAttribute('data-pending')).toBe(true);
    await hydrate();
    expect(clicks).toHaveLength(1);
    expect(clicks[0].target).toBe(element);
    expect(element.hasAttribute('data-pending')).toBe(false);
    // After the replay the page's own listeners take every click.
    element.click();
    expect(clicks).toHaveLength(2);
  });

  it('replays clicks in the order they came, and skips a control that hydration replaced', async () => {
    vi.useFakeTimers();
    boot();
    document.body.innerHTML = '<button id="a">A</button><button id="b">B</button><button id="gone">C</button>';
    const order = [];
    for (const button of document.querySelectorAll('button')) button.addEventListener('click', () => order.push(button.id));
    for (const id of ['b', 'gone', 'a']) document.getElementById(id)?.click();
    document.getElementById('gone')?.remove();
    await hydrate();
    expect(order).toEqual(['b', 'a']);
  });

  it('keeps taking clicks on a part still waiting for its code after the page, and replays them when it is live', async () => {
    vi.useFakeTimers();
    boot();
    document.body.innerHTML = '<div data-deferred=""><button id="late">Replay</button></div><button id="now">Theme</button>';
    const late = /** @type {HTMLElement} */ (document.getElementById('late'));
    const now = /** @type {HTMLElement} */ (document.getElementById('now'));
    const order = [];
    for (const button of [late, now]) button.addEventListener('click', () => order.push(button.id));
    late.click();
    now.click();
    await hydrate();
    // The page's part is replayed; the waiting part's click stays taken, shown pressed.
    expect(order).toEqual(['now']);
    expect(late.hasAttribute('data-pending')).toBe(true);
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    late.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    // Clicks elsewhere are the app's own from hydration on.
    now.click();
    expect(order).toEqual(['now', 'now']);
    /** @type {HTMLElement} */ (late.parentElement).removeAttribute('data-deferred');
    await Promise.resolve();
    vi.advanceTimersToNextTimer();
    expect(order).toEqual(['now', 'now', 'late', 'late']);
    expect(late.hasAttribute('data-pending')).toBe(false);
    // Nothing waits any more: the boot script has let go of every click.
    late.click();
    expect(order).toEqual(['now', 'now', 'late', 'late', 'late']);
  });

  it('leaves links, disabled controls and other clicks to the browser', async () => {
    vi.useFakeTimers();
    boot();
    document.body.innerHTML = '<a href="#there"><button>in a link</button></a><button disabled>off</button><p>text</p>';
    for (const element of document.body.querySelectorAll('a button, button[disabled], p')) {
      const press = new MouseEvent('click', { bubbles: true, cancelable: true });
      element.dispatchEvent(press);
      expect(press.defaultPrevented).toBe(false);
      expect(element.hasAttribute('data-pending')).toBe(false);
    }
  });

  it('replays a key pressed outside a field, keeping the browser action unless the page claims the shortcut', async () => {
    vi.useFakeTimers();
    boot();
    document.body.innerHTML = '<button aria-keyshortcuts="Control+K Meta+K">Open</button>';
    const seen = [];
    window.addEventListener('keydown', (event) => seen.push(`${event.ctrlKey ? 'Control+' : ''}${event.key}`));
    const claimed = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true });
    const other = new KeyboardEvent('keydown', { key: 'c', ctrlKey: true, bubbles: true, cancelable: true });
    document.body.dispatchEvent(claimed);
    document.body.dispatchEvent(other);
    expect(claimed.defaultPrevented).toBe(true);
    expect(other.defaultPrevented).toBe(false);
    expect(seen).toEqual([]);
    await hydrate();
    expect(seen).toEqual(['Control+k', 'Control+c']);
  });

  it('keeps a shortcut pressed after hydration that a part still waiting for its code claims, and replays it when the part is live', async () => {
    vi.useFakeTimers();
    boot();
    document.body.innerHTML = '<button aria-keyshortcuts="Control+K">Search</button><div data-deferred=""><button aria-keyshortcuts="Control+K">Palette</button></div>';
    await hydrate();
    const seen = [];
    window.addEventListener('keydown', (event) => seen.push(event.key));
    const claimed = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true });
    const other = new KeyboardEvent('keydown', { key: 'x', ctrlKey: true, bubbles: true, cancelable: true });
    document.body.dispatchEvent(claimed);
    document.body.dispatchEvent(other);
    // The page's own listeners see every other key at once; the part's shortcut waits for the part.
    expect(claimed.defaultPrevented).toBe(true);
    expect(seen).toEqual(['x']);
    /** @type {HTMLElement} */ (document.querySelector('[data-deferred]')).removeAttribute('data-deferred');
    await Promise.resolve();
    vi.advanceTimersToNextTimer();
    expect(seen).toEqual(['x', 'k']);
  });

  /** A page booted with a field in it, focused, and `text` typed into it before hydration. */
  const typeBeforeHydration = (/** @type {string} */ text) => {
    vi.useFakeTimers();
    boot();
    document.body.innerHTML = '<input id="email"><button>elsewhere</button>';
    const input = /** @type {HTMLInputElement} */ (document.getElementById('email'));
    input.focus();
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    return input;
  };

  it('keeps text typed into a field: announces it again after hydration, and the leaving of the field', async () => {
    const input = typeBeforeHydration('ab');
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'b', bubbles: true }));
    input.blur();
    // As React does at hydration: a property on the element that remembers the last value it saw.
    let tracked = input.value;
    const proto = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
    Object.defineProperty(input, 'value', {
      configurable: true,
      get: () => proto?.get?.call(input),
      set: (value) => {
        tracked = value;
        proto?.set?.call(input, value);
      },
    });
    const changes = [];
    // React's listener: a change only when the value differs from the tracked one, which it then records.
    document.addEventListener('input', () => {
      changes.push(tracked !== input.value ? input.value : 'unchanged');
      tracked = input.value;
    });
    const left = [];
    document.addEventListener('focusout', (event) => left.push(event.target));
    await hydrate();
    expect(input.value).toBe('ab');
    // Seen as a change once; the unchanged events around it only hydrate the field where React has not yet.
    expect(changes).toEqual(['unchanged', 'ab', 'unchanged']);
    expect(left).toEqual([input]);
  });

  it('keeps input that comes after hydration but before the replay in order behind it', async () => {
    const input = typeBeforeHydration('not-an-email');
    const seen = [];
    document.addEventListener('input', () => seen.push(`input ${input.value}`));
    document.addEventListener('focusout', () => seen.push('left'));
    document.documentElement.dataset.hydrated = 'true';
    await Promise.resolve();
    await Promise.resolve();
    // The field is left after the page has hydrated, before the replay's task has run.
    input.blur();
    expect(seen).toEqual([]);
    vi.advanceTimersToNextTimer();
    // Its text is announced first, then it is left: validation sees what was typed.
    expect(seen.at(-1)).toBe('left');
    expect(seen.slice(0, -1)).toContain('input not-an-email');
  });

  it('replays input on a page that hydrates late', async () => {
    vi.useFakeTimers();
    boot();
    const { element, clicks } = control('<button>late</button>');
    vi.advanceTimersByTime(20_000);
    element.click();
    expect(clicks).toHaveLength(0);
    await hydrate();
    expect(clicks).toHaveLength(1);
  });

  it('does not leave a field that still has focus', async () => {
    vi.useFakeTimers();
    boot();
    document.body.innerHTML = '<input id="a"><input id="b">';
    const [a, b] = /** @type {HTMLInputElement[]} */ ([...document.querySelectorAll('input')]);
    a.focus();
    b.focus();
    a.focus();
    const left = [];
    document.addEventListener('focusout', (event) => left.push(event.target));
    await hydrate();
    expect(left).toEqual([b]);
  });
});

