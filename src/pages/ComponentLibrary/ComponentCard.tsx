import { styled } from 'styled-components';
import { ArrowRight } from 'lucide-react';
import { ButtonLink, Card, theme } from '@motion-kit/react';
import { API_SECTION_ID } from '../../lib/apiReferenceIds';
import { SiteProBadge } from '../../app/SiteProBadge';
import type { ComponentEntry } from '../../content/catalog';
import costBySlug from 'virtual:kit-cost';

export const STATUS_LABEL = { available: 'Free', 'coming-soon': 'Coming Soon' } as const;

/**
 * One catalog entry. Available and Pro entries are a real link to their example page; coming-soon
 * entries are no link at all, marked aria-disabled and named '…, coming soon' for assistive technology.
 */
export function ComponentCard({ entry }: { entry: ComponentEntry }) {
  if (entry.status === 'coming-soon') {
    return (
      <Unavailable
        title={entry.name}
        subtitle={entry.description}
        badge={STATUS_LABEL['coming-soon']}
        badgeColor="warning"
        aria-disabled="true"
        aria-label={`${entry.name}, coming soon`}
      >
        <Hint>Not yet available</Hint>
      </Unavailable>
    );
  }
  const isPro = entry.status === 'pro';
  const cost = costBySlug[entry.path.replace('/examples/', '')];
  return (
    <Card
      href={entry.path}
      title={
        <TitleRow>
          {entry.name}
          {isPro && <SiteProBadge />}
        </TitleRow>
      }
      subtitle={entry.description}
      badge={isPro ? undefined : STATUS_LABEL.available}
      badgeColor="success"
      actions={
        // Named with the component: a page of cards has one such link each (WCAG 2.4.4); the name starts
        // with the visible text (2.5.3), and the card's own link keeps the component's name first.
        <ButtonLink href={`${entry.path}#${API_SECTION_ID}`} variant="ghost" size="sm" aria-label={`API reference of ${entry.name}`}>
          API reference
        </ButtonLink>
      }
    >
      {cost && <Cost>{cost}</Cost>}
      <Go aria-hidden="true">
        View example <ArrowRight size={14} />
      </Go>
    </Card>
  );
}

const TitleRow = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing['2']};
`;

const Unavailable = styled(Card)`
  border-style: dashed;
  box-shadow: none;
  background: transparent;
  cursor: default;
  &:hover { transform: none; box-shadow: none; }
`;

const Hint = styled.span`
  color: ${theme.color['text-muted']};
  font-size: ${theme.font.size.sm};
`;

const Cost = styled.span`
  display: block;
  margin-bottom: ${theme.spacing['2']};
  color: ${theme.color['text-muted']};
  font-size: ${theme.font.size.xs};
`;

const Go = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing['1']};
  color: ${theme.color.accent};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  svg { transition: transform ${theme.motion.duration.fast} ${theme.motion.easing.spring}; }
  article:hover & svg { transform: translateX(3px); }
`;
