// Copies one token value (a CSS variable or a hex color) and says 'Copied!' for COPIED_INDICATOR_MS.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Check, Copy } from 'lucide-react';
import { copyToClipboard } from '../../lib/clipboard';
import { COPIED_INDICATOR_MS } from '../../lib/timing';

export function CopyButton({ value, className }: { value: string; className?: string }) {
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
    <Root type="button" onClick={copy} aria-label={`Copy ${value}`} data-copied={copied || undefined} className={className}>
      <Value>{value}</Value>
      {copied ? <Check size={14} aria-hidden="true" /> : <Copy size={14} aria-hidden="true" />}
      <Note role="status">{copied ? 'Copied!' : ''}</Note>
    </Root>
  );
}

const Root = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing['1']};
  max-width: 100%;
  min-height: 28px;
  padding: 2px ${({ theme }) => theme.spacing['2']};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family.mono};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-align: left;
  cursor: pointer;
  transition: border-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};
  svg { flex: none; color: ${({ theme }) => theme.color['text-muted']}; }
  &:hover { border-color: ${({ theme }) => theme.color.accent}; }
  &[data-copied] { border-color: ${({ theme }) => theme.color.status.success}; }
  &[data-copied] svg { color: ${({ theme }) => theme.color.status.success}; }
`;

const Value = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Note = styled.span`
  position: absolute;
  right: 0;
  bottom: calc(100% + 4px);
  z-index: 1;
  padding: 2px ${({ theme }) => theme.spacing['2']};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color['surface-raised']};
  color: ${({ theme }) => theme.color.status.success};
  font-family: ${({ theme }) => theme.font.family.sans};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  pointer-events: none;
  &:empty { display: none; }
`;
