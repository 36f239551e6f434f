// The page's demos as one module loaded after the page (deferredDemos): the kit's palette and its motion,
// and the shortcut list, which shares the palette demo's key sequences.
import { useNavigate } from 'react-router-dom';
import { CommandPaletteDemo } from './demos/CommandPaletteDemo';
import { ShortcutList } from './demos/ShortcutList';

// On this site the demos navigate client-side, by React Router.
export const demos = {
  CommandPaletteDemo: function SiteCommandPaletteDemo() {
    return <CommandPaletteDemo navigate={useNavigate()} />;
  },
  ShortcutList: function SiteShortcutList() {
    return <ShortcutList navigate={useNavigate()} />;
  },
};
