import { SmartButton } from '@motion-kit/react';

export function SmartButtons() {
  return (
    <>
      <SmartButton intent="primary-action" criticality="high" userJourneyStage="discovery">
        Get Started
      </SmartButton>
      <SmartButton intent="navigation">Learn More</SmartButton>
      <SmartButton intent="destructive" criticality="critical" flowPosition="confirmation">
        Delete Account
      </SmartButton>
    </>
  );
}
