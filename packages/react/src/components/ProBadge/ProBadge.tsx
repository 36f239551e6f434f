import { styled } from 'styled-components';
import { theme } from '../../theme/theme';

/**
 * Marks content as Pro: a marketing label that gates nothing. Whether a build shows it is the app's
 * decision, not the kit's (the docs site shows it in its free build only, through its config module).
 */
export function ProBadge({ className }: {
  /** Class name for the badge. */
  className?: string;
}) {
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
