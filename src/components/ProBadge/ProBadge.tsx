import styled from 'styled-components';
import { buildConfig, showsProBadges, type BuildConfig } from '../../lib/config';

/** Marks content as Pro marketing; renders only in the free build and gates nothing. */
export function ProBadge({ config = buildConfig, className }: { config?: BuildConfig; className?: string }) {
  if (!showsProBadges(config)) return null;
  return <Badge className={className}>Pro</Badge>;
}

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 2px ${({ theme }) => theme.spacing['2']};
  border-radius: ${({ theme }) => theme.radius.full};
  background: linear-gradient(135deg, ${({ theme }) => theme.color.primary['600']}, ${({ theme }) => theme.color.secondary['700']});
  color: ${({ theme }) => theme.color.white};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.02em;
  line-height: 1.4;
  vertical-align: middle;
`;
