import { useState } from 'react';
import { styled } from 'styled-components';
import { Search } from 'lucide-react';
import { Input } from '@motion-kit/react';

const COMPONENTS = ['Buttons', 'Cards', 'Command Palette', 'Drawer', 'Inputs', 'Modals', 'Tabs', 'Toast', 'Toggles'];

export function ClearableSearch() {
  const [query, setQuery] = useState('');
  const matches = COMPONENTS.filter((name) => name.toLowerCase().includes(query.trim().toLowerCase()));
  return (
    <Stack>
      <Input
        label="Search components"
        type="search"
        icon={<Search size={16} />}
        clearable
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Try 'to'"
      />
      <Result aria-live="polite">
        {query.trim() === '' ? `${COMPONENTS.length} components` : `${matches.length} found: ${matches.join(', ') || 'none'}`}
      </Result>
    </Stack>
  );
}

const Stack = styled.div`
  width: 100%;
  display: grid;
  gap: ${({ theme }) => theme.spacing['3']};
  max-width: 420px;
`;

const Result = styled.p`
  color: ${({ theme }) => theme.color['text-muted']};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
