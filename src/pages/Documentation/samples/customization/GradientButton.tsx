import { styled } from 'styled-components';
import { Button, theme } from '@motion-kit/react';

export const GradientButton = styled(Button)`
  background: linear-gradient(135deg, ${theme.color.primary['600']}, ${theme.color.secondary['700']});
  color: ${theme.color.white};
  border-color: transparent;
  border-radius: ${theme.radius.full};
`;

export function CallToAction() {
  return <GradientButton>Gradient call to action</GradientButton>;
}
