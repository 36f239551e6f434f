// @ts-check
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mainVariants } from './consumer-ssr.mjs';

const main = readFileSync('src/pages/Documentation/samples/getting-started/main.tsx', 'utf8');

describe('the Getting Started main.tsx for server rendering and hydration', () => {
  it('exports the rendered tree for the server, without the stylesheet import or createRoot', () => {
    const variants = mainVariants(main);
    if ('missing' in variants) throw new Error(`main.tsx lacks ${variants.missing.join(', ')}`);
    expect(variants.server).toContain('export const app = ((element) => element)(');
    expect(variants.server).not.toMatch(/createRoot|@motion-kit\/tokens\/css|react-dom\/client/);
    expect(variants.server).toContain('<MotionKitProvider');
  });

  it('hydrates the same tree on the client', () => {
    const variants = mainVariants(main);
    if ('missing' in variants) throw new Error('unreachable');
    expect(variants.client).toContain("import { hydrateRoot } from 'react-dom/client';");
    expect(variants.client).toContain("hydrateRoot(document.getElementById('root')!, ");
    expect(variants.client).not.toContain('createRoot');
  });

  it('names the lines it needs when main.tsx no longer has them', () => {
    expect(mainVariants("import { createRoot } from 'react-dom/client';\ncreateRoot(el).render(<App />);")).toEqual({
      missing: ["createRoot(document.getElementById('root')!).render(", "import '@motion-kit/tokens/css';"],
    });
  });
});
