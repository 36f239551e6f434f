export { CodeBlock } from './CodeBlock';
export type { CodeBlockProps, CodeBlockTab, CodeSource } from './CodeBlock';
