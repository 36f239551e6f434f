// Copies one token value (a CSS variable or a hex color) and says 'Copied!' for COPIED_INDICATOR_MS.
//
// The value is shown as text beside the button, not inside it: the button is named "Copy" and described
// by the value (aria-description: no id to mint, no element to hold it). Named by the value, the page's
// 250 buttons would answer for any word a token name holds ("Copy --spacing-4" is a "spacing" button,
// next to the Spacing category button); described by it, a screen reader still hears which value each
// one copies. The button lies over the whole chip, so a click anywhere on it copies, as before.
import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { copyToClipboard, theme } from '@motion-kit/react';
import { COPIED_INDICATOR_MS } from '../../lib/timing';

/** `display` is shown instead of the value when the value is too long to show whole (a spring's linear()). */
export function CopyButton({ value, display, className }: { value: string; display?: string; className?: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    if (!(await copyToClipboard(value))) return;
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
  };

  return (
    <Root data-copied={copied || undefined} className={className}>
      {display ?? value}
      <Button type="button" onClick={copy} aria-label="Copy" aria-description={value} />
      <Note role="status">{copied ? 'Copied!' : ''}</Note>
    </Root>
  );
}

/**
 * Lucide's copy and check icons (ISC licence), drawn by CSS: the page has hundreds of copy buttons, and
 * an inline SVG in each would add several elements per button to its HTML.
 */
const icon = (shapes: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>${shapes}</svg>`,
  )}")`;
const COPY_ICON = icon("<rect width='14' height='14' x='8' y='8' rx='2' ry='2'/><path d='M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2'/>");
const CHECK_ICON = icon("<path d='M20 6 9 17l-5-5'/>");

const Root = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing['1']};
  max-width: 100%;
  min-height: 28px;
  padding: 2px ${theme.spacing['2']};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.bg};
  color: ${theme.color.text};
  font-family: ${theme.font.family.mono};
  font-size: ${theme.font.size.xs};
  overflow-wrap: anywhere;
  transition: border-color ${theme.motion.duration.fast} ${theme.motion.easing.standard};
  &::after {
    content: '';
    flex: none;
    width: 14px;
    height: 14px;
    background: ${theme.color['text-muted']};
    mask: ${COPY_ICON} center / contain no-repeat;
  }
  &:hover { border-color: ${theme.color.accent}; }
  &[data-copied] { border-color: ${theme.color.status.success}; }
  &[data-copied]::after {
    background: ${theme.color.status.success};
    mask-image: ${CHECK_ICON};
  }
`;

/** Laid over the whole chip: the value and the icon are its face. */
const Button = styled.button`
  position: absolute;
  inset: -1px;
  border: 0;
  border-radius: inherit;
  background: transparent;
  cursor: pointer;
`;

const Note = styled.span`
  position: absolute;
  right: 0;
  bottom: calc(100% + 4px);
  z-index: 1;
  padding: 2px ${theme.spacing['2']};
  border-radius: ${theme.radius.sm};
  background: ${theme.color['surface-raised']};
  color: ${theme.color.status.success};
  font-family: ${theme.font.family.sans};
  font-weight: ${theme.font.weight.semibold};
  box-shadow: ${theme.shadow.sm};
  pointer-events: none;
  &:empty { display: none; }
`;
