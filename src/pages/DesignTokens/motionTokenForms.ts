// The four ways to use a motion token, each copyable: its CSS variable, its TS constant, a framer-motion
// `transition` object and its plain CSS value. Built from the docs row and the token build's constants.
import { motionTokens } from '../../../build/ts/tokens';
import type { TokenRow } from './tokenDocs';

export interface MotionTokenForm {
  /** What the copy button is for, shown beside it. */
  form: 'CSS variable' | 'TS constant' | 'framer-motion' | 'CSS value';
  value: string;
}

const round = (n: number) => Math.round(n * 10_000) / 10_000;

/** `motionTokens.duration.fast`, or `motionTokens.spring['snappy-duration']` for names with dashes. */
export function tsConstant(name: string): string {
  const [, ...path] = name.split('.');
  return `motionTokens${path.map((key) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `['${key}']`)).join('')}`;
}

function lookup(name: string): unknown {
  const [, ...path] = name.split('.');
  let node: unknown = motionTokens;
  for (const key of path) node = (node as Record<string, unknown> | undefined)?.[key];
  return node;
}

function transitionObject(row: TokenRow, constant: unknown): string {
  if (row.group === 'motion.spring' && typeof constant === 'object' && constant !== null) {
    const { stiffness, damping, mass } = constant as { stiffness: number; damping: number; mass: number };
    return `{ type: 'spring', stiffness: ${stiffness}, damping: ${damping}, mass: ${mass} }`;
  }
  if (row.group === 'motion.stagger' && typeof constant === 'number') return `{ delayChildren: stagger(${round(constant / 1000)}) }`;
  if (typeof constant === 'number') return `{ duration: ${round(constant / 1000)} }`;
  if (Array.isArray(constant)) return `{ ease: [${constant.join(', ')}] }`;
  return '';
}

function cssValue(row: TokenRow): string {
  if (Array.isArray(row.value)) return `cubic-bezier(${row.value.join(', ')})`;
  return String(row.value);
}

export function motionTokenForms(row: TokenRow): MotionTokenForm[] {
  const constant = lookup(row.name);
  return [
    { form: 'CSS variable', value: `var(${row.cssVar})` },
    { form: 'TS constant', value: tsConstant(row.name) },
    { form: 'framer-motion', value: transitionObject(row, constant) },
    { form: 'CSS value', value: cssValue(row) },
  ];
}
