import { styled } from 'styled-components';
import { theme } from '@motion-kit/react';

/** Marks a docs section as new. Unlike SiteProBadge it shows in every build. */
export function NewBadge() {
  return <Badge>New</Badge>;
}

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 2px ${theme.spacing['2']};
  border: 1px solid ${theme.color.status.success};
  border-radius: ${theme.radius.full};
  color: ${theme.color.status.success};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.semibold};
  line-height: 1.4;
  vertical-align: middle;
`;
