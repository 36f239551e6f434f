import { SmartButton } from '@motion-kit/react';

/** Labels, sizes and variants come from the Experience System; clicks are logged to the console. */
export function SmartButtons() {
  return (
    <>
      <SmartButton intent="primary-action" criticality="high" userJourneyStage="discovery" flowPosition="entry">
        Get Started
      </SmartButton>
      <SmartButton intent="navigation" criticality="medium" userJourneyStage="evaluation" flowPosition="middle">
        Learn More
      </SmartButton>
      <SmartButton intent="secondary-action" criticality="low" userJourneyStage="evaluation" flowPosition="middle">
        Save for Later
      </SmartButton>
      <SmartButton intent="destructive" criticality="critical" userJourneyStage="purchase" flowPosition="confirmation">
        Delete Account
      </SmartButton>
    </>
  );
}
