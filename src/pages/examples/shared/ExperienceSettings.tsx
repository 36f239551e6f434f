// The settings panel of the Experience System demos: who the simulated visitor is.
import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Toggle, type Device, type UserContext, type UserType, theme } from '@motion-kit/react';
import { radioSegment } from '../../../lib/radioSegment';
import { useSimulatedVisitor } from './useSimulatedVisitor';

const USER_TYPES: Array<{ value: UserType; label: string }> = [
  { value: 'first-time', label: 'First-time' },
  { value: 'returning', label: 'Returning' },
  { value: 'power-user', label: 'Power user' },
];

const DEVICES: Array<{ value: Device; label: string }> = [
  { value: 'mobile', label: 'Mobile' },
  { value: 'tablet', label: 'Tablet' },
  { value: 'desktop', label: 'Desktop' },
];

/**
 * The Experience System demos as the site shows them: the settings panel beside the demo, which renders for
 * the simulated visitor. The demos take that visitor as a prop and read the real one without it, so their
 * shown source runs as it is in an app.
 */
export function WithSimulatedVisitor({ children }: { children: (visitor: UserContext) => ReactNode }) {
  const [visitor, updateVisitor] = useSimulatedVisitor();
  return (
    <Layout>
      <ExperienceSettings value={visitor} onChange={updateVisitor} />
      {children(visitor)}
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing['8']};
  width: 100%;
  @media (min-width: 900px) {
    grid-template-columns: minmax(240px, 320px) 1fr;
  }
`;

export interface ExperienceSettingsProps {
  value: UserContext;
  onChange: (change: Partial<UserContext>) => void;
}

export function ExperienceSettings({ value, onChange }: ExperienceSettingsProps) {
  return (
    <Panel>
      <Choice legend="User type" options={USER_TYPES} value={value.userType} onChange={(userType) => onChange({ userType })} />
      <Choice legend="Device" options={DEVICES} value={value.device} onChange={(device) => onChange({ device })} />
      <Switches>
        <Legend as="p">Accessibility</Legend>
        <Toggle size="sm" label="Reduced motion" checked={value.reducedMotion} onChange={(reducedMotion) => onChange({ reducedMotion })} />
        <Toggle size="sm" label="Large fonts" checked={value.largeFonts} onChange={(largeFonts) => onChange({ largeFonts })} />
        <Toggle size="sm" label="High contrast" checked={value.highContrast} onChange={(highContrast) => onChange({ highContrast })} />
      </Switches>
    </Panel>
  );
}

interface ChoiceProps<T extends string> {
  legend: string;
  options: Array<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
}

/** A native radio group drawn as a segmented control: arrow keys, labels and grouping come for free. */
function Choice<T extends string>({ legend, options, value, onChange }: ChoiceProps<T>) {
  const name = useId();
  return (
    <Fieldset>
      <Legend>{legend}</Legend>
      <Segments>
        {options.map((option) => (
          <Segment key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </Segment>
        ))}
      </Segments>
    </Fieldset>
  );
}

const Panel = styled.div`
  display: grid;
  gap: ${theme.spacing['6']};
  align-content: start;
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${theme.spacing['2']};
  padding: 0;
  color: ${theme.color.text};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
`;

const Segments = styled.div`
  display: grid;
  grid-auto-columns: 1fr;
  grid-auto-flow: column;
  padding: ${theme.spacing['1']};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.bg};
`;

const Segment = styled.label`
  ${radioSegment}
  min-height: 36px;
  padding: 0 ${theme.spacing['2']};
  font-size: ${theme.font.size.sm};
  text-align: center;
  /* No colour transition: the detected device and theme settle right after hydration, and a fading
     selection would pass through colours without enough contrast. */
`;

const Switches = styled.div`
  display: grid;
  gap: ${theme.spacing['3']};
  ${Legend} {
    margin-bottom: 0;
  }
`;
