// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollIntoViewIfOffScreen } from './scrollToElement';

function target() {
  const element = document.createElement('section');
  document.body.append(element);
  const scrollIntoView = vi.fn();
  element.scrollIntoView = scrollIntoView;
  return { element, scrollIntoView };
}

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
