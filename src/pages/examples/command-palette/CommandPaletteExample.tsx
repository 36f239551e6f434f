import { deferredApiReference, ExamplePage, ExampleSection } from '../shared';
import { deferredDemos } from '../shared/deferredDemos';
import { commandPaletteMotion } from '@motion-kit/react';
import { MotionSpecPanel } from '../../../components/MotionPreview';
import cost from 'virtual:kit-cost/command-palette';
import paletteSource from './demos/CommandPaletteDemo.tsx?demo-source';
import shortcutsSource from './demos/ShortcutList.tsx?demo-source';

/** The API reference loads after the page; the prerender awaits it (index.ts). */
export const api = deferredApiReference(() => import('virtual:kit-api/command-palette'));

/** The motion spec beside the previews. */
const PALETTE_MOTION = <MotionSpecPanel declarations={[commandPaletteMotion]} />;

/** The demos' code loads after the page (deferredDemos). */
export const live = deferredDemos(() => import('./liveDemos').then((module) => module.demos));

export function CommandPaletteExample() {
  return (
    <ExamplePage cost={cost}
      api={<api.Reference />} title="Command Palette" description="One keystroke to anything: fuzzy search over commands grouped by category. Arrow keys move and wrap, Enter runs, Escape closes.">
      <ExampleSection
        motionSpec={PALETTE_MOTION}
        title="Command palette"
        description="Seven sample commands in Navigation, User, Help, Components and Search. Commands that name a page go there; Settings and Profile, which this demo has no account for, answer with a toast. The shortcut beside each command runs it from anywhere on the page outside a text field."
        code={paletteSource}
      >
        <live.Demo name="CommandPaletteDemo" />
      </ExampleSection>
      <ExampleSection title="Shortcuts" description="Home, Components, Tokens and Docs: press G, then the second key, anywhere outside a text field." code={shortcutsSource}>
        <live.Demo name="ShortcutList" />
      </ExampleSection>
    </ExamplePage>
  );
}
