// The page's demos as one module loaded after the page (deferredDemos): the kit's dialogs and their motion.
import { CommandPaletteDemo } from './CommandPaletteDemo';

export const demos = { CommandPaletteDemo };
