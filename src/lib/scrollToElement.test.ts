// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollIntoViewIfOffScreen, scrollToElement } from './scrollToElement';

function target() {
  const element = document.createElement('section');
  document.body.append(element);
  const scrollIntoView = vi.fn();
  element.scrollIntoView = scrollIntoView;
  return { element, scrollIntoView };
}

describe('scrollToElement', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    // jsdom has no scrollend support of its own; the tests below add it.
    delete (window as { onscrollend?: unknown }).onscrollend;
  });

  it('scrolls at once, with no correction, when motion is reduced', () => {
    (window as { onscrollend?: unknown }).onscrollend = null;
    const { element, scrollIntoView } = target();
    scrollToElement(element, { smooth: false });
    window.dispatchEvent(new Event('scrollend'));
    expect(scrollIntoView.mock.calls).toEqual([[{ behavior: 'auto', block: 'start' }]]);
  });

  it('scrolls smoothly, then lands on the target once the scroll ends', () => {
    (window as { onscrollend?: unknown }).onscrollend = null;
    const { element, scrollIntoView } = target();
    scrollToElement(element, { smooth: true });
    expect(scrollIntoView.mock.calls).toEqual([[{ behavior: 'smooth', block: 'start' }]]);
    window.dispatchEvent(new Event('scrollend'));
    window.dispatchEvent(new Event('scrollend'));
    expect(scrollIntoView.mock.calls).toEqual([[{ behavior: 'smooth', block: 'start' }], [{ behavior: 'auto', block: 'start' }]]);
  });

  it('leaves the scroll to a visitor who scrolls meanwhile', () => {
    (window as { onscrollend?: unknown }).onscrollend = null;
    const { element, scrollIntoView } = target();
    scrollToElement(element, { smooth: true });
    window.dispatchEvent(new Event('wheel'));
    window.dispatchEvent(new Event('scrollend'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('corrects only the latest of two scrolls', () => {
    (window as { onscrollend?: unknown }).onscrollend = null;
    const first = target();
    const second = target();
    scrollToElement(first.element, { smooth: true });
    scrollToElement(second.element, { smooth: true });
    window.dispatchEvent(new Event('scrollend'));
    expect(first.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(second.scrollIntoView).toHaveBeenCalledTimes(2);
  });

  it('keeps the smooth landing where the browser has no scrollend event', () => {
    const { element, scrollIntoView } = target();
    scrollToElement(element, { smooth: true });
    window.dispatchEvent(new Event('scrollend'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });
});

describe('scrollIntoViewIfOffScreen', () => {
  const at = (top: number, reduce = false) => {
    const { element, scrollIntoView } = target();
    element.getBoundingClientRect = () => ({ top }) as DOMRect;
    window.matchMedia = vi.fn().mockReturnValue({ matches: reduce }) as unknown as typeof window.matchMedia;
    scrollIntoViewIfOffScreen(element);
    return scrollIntoView.mock.calls;
  };
  afterEach(() => {
    document.body.innerHTML = '';
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('leaves content that starts in the upper 60 % of the view where it is', () => {
    expect(at(0)).toEqual([]);
    expect(at(window.innerHeight * 0.6)).toEqual([]);
  });

  it('scrolls content that starts above the view or low in it to the top, smoothly unless motion is reduced', () => {
    expect(at(-1100)).toEqual([[{ behavior: 'smooth', block: 'start' }]]);
    expect(at(window.innerHeight * 0.6 + 1)).toEqual([[{ behavior: 'smooth', block: 'start' }]]);
    expect(at(-1, true)).toEqual([[{ behavior: 'auto', block: 'start' }]]);
  });
});
