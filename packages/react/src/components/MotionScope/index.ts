export { MotionScope, scopeAttributes, useMotionParts, useMotionScope, useMotionTokens } from './MotionScope';
export type { MotionScopeProps, MotionScopeValue, MotionStart, MotionStartListener } from './MotionScope';
