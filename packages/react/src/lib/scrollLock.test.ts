// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { lockScroll } from './scrollLock';

afterEach(() => {
  document.body.removeAttribute('style');
});

describe('lockScroll', () => {
  it('hides the body overflow until released, then restores what was there', () => {
    document.body.style.overflow = 'scroll';
    const release = lockScroll();
    expect(document.body.style.overflow).toBe('hidden');
    release();
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('nests: the page scrolls again only when the last lock is released, and a release counts once', () => {
    const first = lockScroll();
    const second = lockScroll();
    first();
    first();
    expect(document.body.style.overflow).toBe('hidden');
    second();
    expect(document.body.style.overflow).toBe('');
  });

  it("pads the body by the scroll bar's width so the page does not shift", () => {
    const width = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth');
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: window.innerWidth - 15 });
    try {
      document.body.style.paddingRight = '8px';
      const release = lockScroll();
      expect(document.body.style.paddingRight).toBe('23px');
      release();
      expect(document.body.style.paddingRight).toBe('8px');
    } finally {
      if (width) Object.defineProperty(document.documentElement, 'clientWidth', width);
      else delete (document.documentElement as { clientWidth?: number }).clientWidth;
    }
  });
});
