/** `cubic-bezier(0.4, 0, 0.2, 1)`: an easing token as CSS writes it. */
export function cubicBezierCss(points: readonly number[]): string {
  return `cubic-bezier(${points.join(', ')})`;
}
