// The syntax-highlighting palette, from the semantic theme tokens so both themes keep readable contrast.
import type { PrismTheme } from 'prism-react-renderer';
import { theme } from '../../theme/theme';

const { color } = theme;

export const codeTheme: PrismTheme = {
  plain: { color: color.text, backgroundColor: color.surface },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: color['text-muted'], fontStyle: 'italic' } },
    { types: ['punctuation', 'operator'], style: { color: color['text-muted'] } },
    { types: ['keyword', 'atrule', 'important', 'selector'], style: { color: color.accent } },
    { types: ['string', 'char', 'attr-value', 'regex', 'inserted'], style: { color: color.status.success } },
    { types: ['number', 'boolean', 'constant', 'symbol'], style: { color: color.status.warning } },
    { types: ['function', 'class-name', 'maybe-class-name'], style: { color: color.status.info } },
    { types: ['tag', 'deleted', 'property'], style: { color: color.status.error } },
    { types: ['attr-name', 'builtin'], style: { color: color.status.warning } },
  ],
};
