import { Brain, Layers, Sparkles, Target, ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '@motion-kit/react';
import { CodeBlock } from '../../../components/CodeBlock';
import {
  EXPERIENCE_DEMO_LINK,
  EXPERIENCE_GUIDE_CARDS,
  IMPLEMENTATION_STEPS,
  INTENT_GUIDE,
  type ExperienceGuideCard,
} from '../../../content/docsSections';
import * as S from '../Documentation.styles';
// The preview renders the very file its Code tab shows.
import { SmartButtons } from '../samples/experience-system/SmartButtons';
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
      <S.Block>
        <S.BlockTitle>Smart buttons</S.BlockTitle>
        <S.Text>
          A smart button is told what it is for. Its label, size and variant then follow the visitor: first-time
          visitors get explicit wording, touch screens and large fonts get larger targets.
        </S.Text>
        <CodeBlock
          code={SMART_BUTTONS_CODE}
          language="tsx"
          title="SmartButtons.tsx"
          preview={
            <S.PreviewRow>
              <SmartButtons />
            </S.PreviewRow>
          }
        />
      </S.Block>
      <S.Block>
        <S.BlockTitle>Building with the Experience System</S.BlockTitle>
        <S.CardGrid>
          {EXPERIENCE_GUIDE_CARDS.map((card) => (
            <S.Card key={card.id}>
              <S.CardIcon aria-hidden="true">{CARD_ICONS[card.id]}</S.CardIcon>
              <h4>{card.title}</h4>
              <p>{card.body}</p>
              {card.id === 'provider-setup' && <CodeBlock code={PROVIDER_CODE} language="tsx" title="Root.tsx" />}
              {card.id === 'intent-driven-design' && (
                <S.IntentList aria-label="Intents">
                  {INTENT_GUIDE.map(({ intent, use }) => (
                    <div key={intent}>
                      <dt>{intent}</dt>
                      <dd>{use}</dd>
                    </div>
                  ))}
                </S.IntentList>
              )}
            </S.Card>
          ))}
          <S.Card>
            <S.CardIcon aria-hidden="true">
              <Sparkles size={20} />
            </S.CardIcon>
            <h4>See it adapt</h4>
            <p>Switch user type, device and accessibility settings and watch the same three buttons change.</p>
            <ButtonLink href={EXPERIENCE_DEMO_LINK.to} variant="primary">
              {EXPERIENCE_DEMO_LINK.label}
              <ArrowRight size={16} aria-hidden="true" />
            </ButtonLink>
          </S.Card>
        </S.CardGrid>
      </S.Block>
      <S.Block>
        <S.BlockTitle>Implementation guide</S.BlockTitle>
        <S.Steps>
          {IMPLEMENTATION_STEPS.map((step) => (
            <li key={step.title}>
              <strong>{step.title}</strong>
              <span>{step.body}</span>
            </li>
          ))}
        </S.Steps>
      </S.Block>
    </>
  );
}
