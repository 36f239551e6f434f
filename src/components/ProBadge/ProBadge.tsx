import styled from 'styled-components';
import { buildConfig, showsProBadges, type BuildConfig } from '../../lib/config';
import { theme } from '../../theme/theme';

/** Marks content as Pro marketing; renders only in the free build and gates nothing. */
export function ProBadge({ config = buildConfig, className }: { config?: BuildConfig; className?: string }) {
  if (!showsProBadges(config)) return null;
  return <Badge className={className}>Pro</Badge>;
}

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 2px ${theme.spacing['2']};
  border-radius: ${theme.radius.full};
  background: linear-gradient(135deg, ${theme.color.primary['600']}, ${theme.color.secondary['700']});
  color: ${theme.color.white};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.semibold};
  letter-spacing: 0.02em;
  line-height: 1.4;
  vertical-align: middle;
`;
