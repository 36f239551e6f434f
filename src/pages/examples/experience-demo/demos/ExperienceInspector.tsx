import { styled } from 'styled-components';
import { SmartButton, useExperience } from '@motion-kit/react';

/** Smart buttons adapting to the real visitor, and the live experience context they read and update. */
export function ExperienceInspector() {
  const experience = useExperience();
  const usage = Object.entries(experience.componentUsagePatterns);

  return (
    <Layout>
      <Buttons>
        {/* Not a primary action: its adapted label would repeat the playground's, two buttons of one name. */}
        <SmartButton intent="secondary-action" criticality="medium" flowPosition="entry" userJourneyStage="discovery">
          Preview Templates
        </SmartButton>
        <SmartButton intent="secondary-action" criticality="low" flowPosition="middle" userJourneyStage="evaluation">
          Save for Later
        </SmartButton>
      </Buttons>
      <Facts>
        <dt>Device</dt>
        <dd>{experience.device}</dd>
        <dt>User type</dt>
        <dd>{experience.userType}</dd>
        <dt>Session</dt>
        <dd>{experience.sessionCount}</dd>
        <dt>Animation style</dt>
        <dd>{experience.preferredAnimationStyle}</dd>
        <dt>Reduced motion</dt>
        <dd>{experience.accessibilityNeeds.reducedMotion ? 'yes' : 'no'}</dd>
        <dt>High contrast</dt>
        <dd>{experience.accessibilityNeeds.highContrast ? 'yes' : 'no'}</dd>
        <dt>Usage</dt>
        <dd>{usage.length === 0 ? 'none yet' : usage.map(([key, count]) => `${key} × ${count}`).join(', ')}</dd>
      </Facts>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing['6']};
  width: 100%;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing['3']};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.spacing['2']} ${({ theme }) => theme.spacing['6']};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  dt {
    color: ${({ theme }) => theme.color['text-muted']};
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family.mono};
    overflow-wrap: anywhere;
  }
`;
