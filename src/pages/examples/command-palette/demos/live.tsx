// The page's demos as one module loaded after the page (deferredDemos): the kit's palette and its motion.
import { useNavigate } from 'react-router-dom';
import { CommandPaletteDemo } from './CommandPaletteDemo';

export const demos = {
  /** On this site the demo's commands navigate client-side, by React Router. */
  CommandPaletteDemo: function SiteCommandPaletteDemo() {
    return <CommandPaletteDemo navigate={useNavigate()} />;
  },
};
