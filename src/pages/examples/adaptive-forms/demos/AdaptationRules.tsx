import { styled } from 'styled-components';
import { adaptField, adaptFormLayout, type UserContext, type UserType } from '@motion-kit/react';

const VISITORS: Array<{ name: string; user: UserContext }> = (
  ['first-time', 'returning', 'power-user'] as UserType[]
).map((userType) => ({
  name: userType,
  user: {
    userType,
    device: 'desktop',
    reducedMotion: false,
    largeFonts: false,
    highContrast: false,
  },
}));

const EMAIL = {
  label: 'Email address',
  shortLabel: 'Email',
  hint: 'We only use it to sign you in.',
  firstTimeHint: 'Use the address you check most: we send a confirmation link there.',
};

/** The same email field, adapted for each user type on a desktop. */
export function AdaptationRules() {
  return (
    // A focusable, named region so keyboard users can scroll the table on narrow screens.
    <Scroller tabIndex={0} role="region" aria-label="Email field adaptations">
      <Table>
        <caption>The email field by user type (desktop)</caption>
        <thead>
          <tr>
            <th scope="col">User type</th>
            <th scope="col">Label</th>
            <th scope="col">Hint</th>
            <th scope="col">Label position</th>
            <th scope="col">Columns</th>
          </tr>
        </thead>
        <tbody>
          {VISITORS.map(({ name, user }) => {
            const field = adaptField(user, EMAIL);
            return (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{field.label}</td>
                <td>{field.hint ?? '—'}</td>
                <td>{field.labelPosition}</td>
                <td>{adaptFormLayout(user).columns}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Scroller>
  );
}

const Scroller = styled.div`
  width: 100%;
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  caption {
    margin-bottom: ${({ theme }) => theme.spacing['2']};
    color: ${({ theme }) => theme.color['text-muted']};
    text-align: left;
  }
  th,
  td {
    padding: ${({ theme }) => theme.spacing['2']} ${({ theme }) => theme.spacing['3']};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    color: ${({ theme }) => theme.color['text-muted']};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;
