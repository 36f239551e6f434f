import { styled } from 'styled-components';
import { SmartButton, adaptButton, layoutColumns, type ButtonOptions } from '@motion-kit/react';
import { ExperienceSettings } from '../../shared/ExperienceSettings';
import { useSimulatedVisitor } from '../../shared/useSimulatedVisitor';

const BUTTONS: Array<ButtonOptions & { label: string }> = [
  { label: 'Get Started', intent: 'primary-action', criticality: 'high', userJourneyStage: 'discovery', flowPosition: 'entry' },
  { label: 'Learn More', intent: 'navigation', criticality: 'medium', userJourneyStage: 'evaluation', flowPosition: 'middle' },
  { label: 'Delete Account', intent: 'destructive', criticality: 'critical', userJourneyStage: 'purchase', flowPosition: 'confirmation' },
];

export function ExperiencePlayground() {
  const [visitor, updateVisitor] = useSimulatedVisitor();
  const columns = layoutColumns(visitor.device);

  return (
    <Playground>
      <ExperienceSettings value={visitor} onChange={updateVisitor} />
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
    </Playground>
  );
}

const Playground = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing['8']};
  width: 100%;
  @media (min-width: 900px) {
    grid-template-columns: minmax(240px, 320px) 1fr;
  }
`;

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
