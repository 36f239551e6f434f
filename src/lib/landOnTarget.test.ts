// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashTarget, LANDING_STABLE_MS, LANDING_TOLERANCE_PX, landingFocusTarget, landOnHash, needsReaim } from './landOnTarget';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('hashTarget', () => {
  it('finds the element a hash names, decoded, and nothing for an empty or malformed hash', () => {
    document.body.innerHTML = '<div id="token-motion-easing-spring"></div><div id="café"></div>';
    expect(hashTarget(document, '#token-motion-easing-spring')?.id).toBe('token-motion-easing-spring');
    expect(hashTarget(document, '#caf%C3%A9')?.id).toBe('café');
    expect(hashTarget(document, '#')).toBeNull();
    expect(hashTarget(document, '#%E0%A4%A')).toBeNull();
  });
});

describe('landingFocusTarget', () => {
  it('is the target when it takes focus, else the heading that names it, else its first heading, else itself', () => {
    document.body.innerHTML = `
      <button id="control">Go</button>
      <article id="labelled" aria-labelledby="title"><p>intro</p><h3>Inner</h3></article><h2 id="title">Motion System</h2>
      <section id="headed"><p>intro</p><h3 id="inner">Spring</h3></section>
      <div id="row"><span>motion.easing.spring</span></div>`;
    const byId = (id: string) => document.getElementById(id)!;
    expect(landingFocusTarget(byId('control'))).toBe(byId('control'));
    expect(landingFocusTarget(byId('labelled'))).toBe(byId('title'));
    expect(landingFocusTarget(byId('headed'))).toBe(byId('inner'));
    expect(landingFocusTarget(byId('row'))).toBe(byId('row'));
  });
});

describe('needsReaim', () => {
  it('aims again when the target is off its aim and the page can still scroll that way', () => {
    expect(needsReaim(LANDING_TOLERANCE_PX, 500, 1000)).toBe(false);
    expect(needsReaim(-LANDING_TOLERANCE_PX - 1, 500, 1000)).toBe(true);
    expect(needsReaim(1500, 500, 1000)).toBe(true);
    // At the end of the page a target near the bottom cannot reach the top: it stays.
    expect(needsReaim(300, 1000, 1000)).toBe(false);
    expect(needsReaim(-300, 0, 1000)).toBe(false);
  });
});

describe('landOnHash', () => {
  /** rAF driven by fake timers; the target's top as the test says; scrollIntoView puts it at 0. */
  function setUp() {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout'] });
    let top = 900;
    const aims = { count: 0 };
    const place = (element: HTMLElement) => {
      element.getBoundingClientRect = () => ({ top, bottom: top + 40, left: 0, right: 100, width: 100, height: 40, x: 0, y: top, toJSON: () => ({}) });
      element.scrollIntoView = () => {
        aims.count += 1;
        top = 0;
      };
    };
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 10_000 });
    return { aims, place, moveTo: (next: number) => (top = next) };
  }

  it('waits for the target, aims, focuses its heading, aims again when it is pushed away, then stops', () => {
    const { aims, place, moveTo } = setUp();
    const found = vi.fn();
    landOnHash(document, '#motion-system', { onFound: found });
    vi.advanceTimersByTime(200);
    expect(found).not.toHaveBeenCalled();

    document.body.innerHTML = '<article id="motion-system" aria-labelledby="t"><h2 id="t">Motion System</h2></article>';
    place(document.getElementById('motion-system')!);
    vi.advanceTimersByTime(32);
    expect(found).toHaveBeenCalledTimes(1);
    expect(aims.count).toBe(1);
    expect(document.activeElement?.id).toBe('t');
    expect(document.getElementById('t')!.getAttribute('tabindex')).toBe('-1');

    // A section above renders late and pushes the target down: aimed at again.
    moveTo(600);
    vi.advanceTimersByTime(32);
    expect(aims.count).toBe(2);
    // Focus taken by script (a closing dialog's opener) comes back.
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    vi.advanceTimersByTime(32);
    expect(document.activeElement?.id).toBe('t');

    // Settled: once it has stayed put, later moves are the visitor's business.
    vi.advanceTimersByTime(LANDING_STABLE_MS + 100);
    moveTo(600);
    vi.advanceTimersByTime(200);
    expect(aims.count).toBe(2);
  });

  it('stops aiming as soon as the visitor scrolls', () => {
    const { aims, place, moveTo } = setUp();
    document.body.innerHTML = '<div id="token-x"></div>';
    place(document.getElementById('token-x')!);
    landOnHash(document, '#token-x');
    expect(aims.count).toBe(1);
    window.dispatchEvent(new Event('wheel'));
    moveTo(400);
    vi.advanceTimersByTime(200);
    expect(aims.count).toBe(1);
  });
});
