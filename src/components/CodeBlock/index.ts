export { CodeBlock, copyToClipboard } from './CodeBlock';
export type { CodeBlockProps, CodeBlockTab } from './CodeBlock';
