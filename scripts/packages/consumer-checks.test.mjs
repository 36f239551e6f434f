// @ts-check
import { describe, expect, it } from 'vitest';
import {
  FIRST_LOAD_BUDGETS,
  failsHydration,
  firstLoadFailures,
  firstLoadScripts,
  importedSpecifiers,
  median,
  uncopyableImports,
} from './consumer-checks.mjs';

describe('copyable examples', () => {
  const demo = [
    "import { useState } from 'react';",
    "import { styled } from 'styled-components';",
    "import { Button } from '@motion-kit/react';",
    "import { X } from 'lucide-react';",
    "import { useFocusHandoff } from '../../../../hooks/useFocusHandoff';",
    "import { Other } from './Other';",
    "export { thing } from 'react-router-dom';",
  ].join('\n');

  it('lists every import and re-export', () => {
    expect(importedSpecifiers(`${demo}\nconst m = import('zustand');\nimport 'x.css';`)).toHaveLength(9);
  });

  it('fails packages the install line does not name and files the page does not show', () => {
    expect(uncopyableImports(demo, ['styled-components'], ['./Other'])).toEqual(['lucide-react', '../../../../hooks/useFocusHandoff', 'react-router-dom']);
  });

  it('passes the kit, React and what the install line names', () => {
    expect(uncopyableImports(demo, ['styled-components', 'lucide-react', 'react-router-dom'], ['./Other'])).toEqual(['../../../../hooks/useFocusHandoff']);
  });
});

describe('first load', () => {
  it('counts module scripts and modulepreloads, not stylesheets or classic scripts', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index-a.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/vendor-b.js">',
      '<link rel="stylesheet" href="/assets/index.css">',
      '<script src="/legacy.js"></script>',
    ].join('\n');
    expect(firstLoadScripts(html)).toEqual(['/assets/index-a.js', '/assets/vendor-b.js']);
  });

  it("holds issue 41's targets: Button alone 90 kB, the seven-component app 115 kB", () => {
    expect(FIRST_LOAD_BUDGETS).toEqual({ buttonOnly: 90_000, kitApp: 115_000 });
  });

  it('fails an app over its budget and passes one at it', () => {
    expect(firstLoadFailures({ buttonOnly: FIRST_LOAD_BUDGETS.buttonOnly + 1 })).toEqual([`buttonOnly: first-load JS is 90001 B gzip > budget 90000 B`]);
    expect(firstLoadFailures({ buttonOnly: 90_000, kitApp: 115_000 })).toEqual([]);
    expect(firstLoadFailures({ kitApp: 115_001 })).toEqual([`kitApp: first-load JS is 115001 B gzip > budget 115000 B`]);
  });
});

describe('reporting', () => {
  it('takes the median of odd and even runs', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it('fails hydration on errors and warnings only', () => {
    expect(['error', 'warning', 'log', 'info', 'debug'].filter(failsHydration)).toEqual(['error', 'warning']);
  });
});
