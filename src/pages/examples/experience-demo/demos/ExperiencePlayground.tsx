import { styled } from 'styled-components';
import { SmartButton, adaptButton, layoutColumns, useUserContext, type ButtonOptions, type UserContext } from '@motion-kit/react';

const BUTTONS: Array<ButtonOptions & { label: string }> = [
  { label: 'Get Started', intent: 'primary-action', criticality: 'high', userJourneyStage: 'discovery', flowPosition: 'entry' },
  { label: 'Learn More', intent: 'navigation', criticality: 'medium', userJourneyStage: 'evaluation', flowPosition: 'middle' },
  { label: 'Delete Account', intent: 'destructive', criticality: 'critical', userJourneyStage: 'purchase', flowPosition: 'confirmation' },
];

/** The buttons for `visitor`, or for the real visitor (the Experience System's context) without it. */
export function ExperiencePlayground({ visitor: simulated }: { visitor?: UserContext }) {
  const actual = useUserContext();
  const visitor = simulated ?? actual;
  const columns = layoutColumns(visitor.device);

  return (
    <Results>
      <div>
        <Heading>Smart buttons</Heading>
        <Buttons>
          {BUTTONS.map((options) => (
            <SmartButton key={options.label} {...options} userContext={visitor} />
          ))}
        </Buttons>
      </div>
      <div>
        <Heading>Adaptations</Heading>
        <Adaptations aria-live="polite">
          {BUTTONS.map((options) => {
            const adapted = adaptButton(visitor, options);
            return (
              <li key={options.label}>
                <strong>
                  {options.label} → {adapted.label}
                </strong>
                <span>
                  {adapted.variant}, {adapted.size}
                  {adapted.adaptations.length > 0 && ` · ${adapted.adaptations.join(' · ')}`}
                </span>
              </li>
            );
          })}
        </Adaptations>
      </div>
      <div>
        <Heading>
          Layout preview: {columns} {columns === 1 ? 'column' : 'columns'} on {visitor.device}
        </Heading>
        <LayoutGrid $columns={columns} aria-label={`${columns}-column layout`} role="img">
          {Array.from({ length: 6 }, (_, index) => (
            <Tile key={index} />
          ))}
        </LayoutGrid>
      </div>
    </Results>
  );
}

const Results = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing['6']};
  align-content: start;
  min-width: 0;
`;

const Heading = styled.h3`
  margin-bottom: ${({ theme }) => theme.spacing['3']};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing['3']};
`;

const Adaptations = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing['2']};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  li {
    display: grid;
    gap: ${({ theme }) => theme.spacing['1']};
    padding: ${({ theme }) => theme.spacing['3']};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
  span {
    color: ${({ theme }) => theme.color['text-muted']};
  }
`;

const LayoutGrid = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing['3']};
`;

const Tile = styled.div`
  height: 56px;
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color['surface-raised']};
`;
