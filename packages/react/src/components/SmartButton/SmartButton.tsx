// A button that adapts its label, size and variant to the visitor through the Experience System.
import type { MouseEvent } from 'react';
import { styled, css } from 'styled-components';
import { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from '../Button';
import { adaptButton, useExperience, useUserContext } from '../../experience';
import type { ButtonIntent, ButtonOptions, Criticality, FlowPosition, UserContext, UserJourneyStage } from '../../experience';

/** Props of SmartButton: a Button's props and what the Experience System adapts it by. */
export interface SmartButtonProps extends Omit<ButtonProps, 'children'>, ButtonOptions {
  /** Fallback label when `label` is not given. */
  children?: string;
  /** Adapt to this context instead of the provider's (a simulated visitor, for instance). */
  userContext?: UserContext;
  /** The variant before adaptation; without it the Experience System picks one for the visitor. */
  variant?: ButtonVariant;
  /** The size before adaptation; without it the Experience System picks one for the visitor. */
  size?: ButtonSize;
}

/** What SmartButton reports of a click: what it was asked for and how it adapted. */
export interface SmartButtonClickLog {
  /** The button's intent. */
  intent?: ButtonIntent;
  /** How much the action matters. */
  criticality?: Criticality;
  /** Where in its flow the button is. */
  flowPosition?: FlowPosition;
  /** The visitor's stage in the journey. */
  stage?: UserJourneyStage;
  /** When the click happened, as an ISO 8601 string. */
  timestamp: string;
  /** The adaptations applied, in words. */
  adaptations: string[];
}

/** A Button whose label, size and variant adapt to the visitor (the Experience System). */
export function SmartButton({
  intent,
  criticality = 'medium',
  userJourneyStage,
  flowPosition,
  label,
  children,
  variant,
  size,
  userContext,
  onClick,
  ...rest
}: SmartButtonProps) {
  const { recordUsage } = useExperience();
  const providerContext = useUserContext();
  const user = userContext ?? providerContext;
  const adapted = adaptButton(user, { intent, criticality, userJourneyStage, flowPosition, label: label ?? children, variant, size });

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    recordUsage('SmartButton', intent ?? 'click');
    const log: SmartButtonClickLog = {
      intent,
      criticality,
      flowPosition,
      stage: userJourneyStage,
      timestamp: new Date().toISOString(),
      adaptations: adapted.adaptations,
    };
    console.info('[SmartButton]', log);
    onClick?.(event);
  };

  return (
    <AdaptiveButton
      {...rest}
      variant={adapted.variant}
      size={adapted.size}
      $minimalMotion={user.reducedMotion}
      $highContrast={user.highContrast}
      data-intent={intent}
      onClick={handleClick}
    >
      {adapted.label}
    </AdaptiveButton>
  );
}

const AdaptiveButton = styled(Button)<{ $minimalMotion: boolean; $highContrast: boolean }>`
  ${({ $minimalMotion }) =>
    $minimalMotion &&
    css`
      &:hover:not(:disabled),
      &:active:not(:disabled) {
        transform: none;
      }
    `}
  ${({ $highContrast, theme }) =>
    $highContrast &&
    css`
      outline: 2px solid ${theme.color.text};
      outline-offset: 2px;
    `}
`;
