// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { hideOthers } from './hideOthers';

describe('hideOthers', () => {
  it('marks everything outside the target up to the body aria-hidden, leaves what was hidden, and undoes only its own marks', () => {
    document.body.innerHTML = '<header id="h">H</header><div id="root"><main id="m">M</main><div id="host"><dialog id="d">D</dialog><p id="p">P</p></div></div><div id="gone" aria-hidden="true"></div><script></script>';
    const byId = (id: string) => document.getElementById(id)!;
    const undo = hideOthers(byId('d'));
    expect(['h', 'm', 'p'].map((id) => byId(id).getAttribute('aria-hidden'))).toEqual(['true', 'true', 'true']);
    expect(['d', 'host', 'root'].map((id) => byId(id).hasAttribute('aria-hidden'))).toEqual([false, false, false]);
    expect(document.querySelector('script')!.hasAttribute('aria-hidden')).toBe(false);
    undo();
    expect(['h', 'm', 'p'].map((id) => byId(id).hasAttribute('aria-hidden'))).toEqual([false, false, false]);
    expect(byId('gone').getAttribute('aria-hidden')).toBe('true');
  });
});
