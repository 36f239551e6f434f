import { Brain, Layers, Sparkles, Target, ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink, CodeBlock, SmartButton } from '@motion-kit/react';
import {
  EXPERIENCE_DEMO_LINK,
  EXPERIENCE_GUIDE_CARDS,
  IMPLEMENTATION_STEPS,
  INTENT_GUIDE,
  type ExperienceGuideCard,
} from '../../../content/docsSections';
import { Block, BlockTitle, Card, CardGrid, CardIcon, IntentList, PreviewRow, Steps, Text } from '../Documentation.styles';
import SMART_BUTTONS_CODE from '../samples/experience-system/SmartButtons.tsx?raw';
import PROVIDER_CODE from '../samples/experience-system/Root.tsx?raw';

const CARD_ICONS: Record<ExperienceGuideCard['id'], ReactNode> = {
  'provider-setup': <Layers size={20} />,
  'intent-driven-design': <Target size={20} />,
  'adaptive-components': <Sparkles size={20} />,
  'learning-system': <Brain size={20} />,
};

export function ExperienceSystem() {
  return (
    <>
      <Block>
        <BlockTitle>Smart buttons</BlockTitle>
        <Text>
          A smart button is told what it is for. Its label, size and variant then follow the visitor: first-time
          visitors get explicit wording, touch screens and large fonts get larger targets.
        </Text>
        <CodeBlock
          code={SMART_BUTTONS_CODE}
          language="tsx"
          title="SmartButtons.tsx"
          preview={
            <PreviewRow>
              <SmartButton intent="primary-action" criticality="high" userJourneyStage="discovery">
                Get Started
              </SmartButton>
              <SmartButton intent="navigation">Learn More</SmartButton>
              <SmartButton intent="destructive" criticality="critical" flowPosition="confirmation">
                Delete Account
              </SmartButton>
            </PreviewRow>
          }
        />
      </Block>
      <Block>
        <BlockTitle>Building with the Experience System</BlockTitle>
        <CardGrid>
          {EXPERIENCE_GUIDE_CARDS.map((card) => (
            <Card key={card.id}>
              <CardIcon aria-hidden="true">{CARD_ICONS[card.id]}</CardIcon>
              <h4>{card.title}</h4>
              <p>{card.body}</p>
              {card.id === 'provider-setup' && <CodeBlock code={PROVIDER_CODE} language="tsx" title="Root.tsx" />}
              {card.id === 'intent-driven-design' && (
                <IntentList aria-label="Intents">
                  {INTENT_GUIDE.map(({ intent, use }) => (
                    <div key={intent}>
                      <dt>{intent}</dt>
                      <dd>{use}</dd>
                    </div>
                  ))}
                </IntentList>
              )}
            </Card>
          ))}
          <Card>
            <CardIcon aria-hidden="true">
              <Sparkles size={20} />
            </CardIcon>
            <h4>See it adapt</h4>
            <p>Switch user type, device and accessibility settings and watch the same three buttons change.</p>
            <ButtonLink to={EXPERIENCE_DEMO_LINK.to} variant="primary">
              {EXPERIENCE_DEMO_LINK.label}
              <ArrowRight size={16} aria-hidden="true" />
            </ButtonLink>
          </Card>
        </CardGrid>
      </Block>
      <Block>
        <BlockTitle>Implementation guide</BlockTitle>
        <Steps>
          {IMPLEMENTATION_STEPS.map((step) => (
            <li key={step.title}>
              <strong>{step.title}</strong>
              <span>{step.body}</span>
            </li>
          ))}
        </Steps>
      </Block>
    </>
  );
}
