export { CommandPaletteExample as default } from './CommandPaletteExample';
