export { CodeBlock } from './CodeBlock';
export type { CodeBlockProps, CodeBlockTab } from './CodeBlock';
