import { useMemo } from 'react';
import { styled } from 'styled-components';
import { useNavigate } from 'react-router-dom';
import { Command as CommandIcon } from 'lucide-react';
import { Button, CommandPalette, useToast } from '@motion-kit/react';
import { createSampleCommands } from '../../../../content/commands';
import { useKeySequences } from '../useKeySequences';

/** Opens with the button, Ctrl/Cmd+K or Ctrl/Cmd+P. Commands navigate or show a toast. */
export function CommandPaletteDemo() {
  const navigate = useNavigate();
  const { show } = useToast();
  const commands = useMemo(() => createSampleCommands({ navigate, notify: show }), [navigate, show]);
  // The shortcut shown beside each command (G S, N B...) runs it from anywhere on the page too.
  useKeySequences(
    useMemo(() => commands.flatMap(({ id, shortcut, action }) => (shortcut ? [{ id, keys: shortcut, run: action }] : [])), [commands]),
  );

  return (
    <Stack>
      <CommandPalette
        commands={commands}
        placeholder="Search commands..."
        trigger={
          <Button variant="primary">
            <CommandIcon size={16} aria-hidden="true" />
            Open Command Palette
          </Button>
        }
      />
      <Hint>
        Or press <kbd>Ctrl</kbd> + <kbd>K</kbd> (<kbd>⌘</kbd> + <kbd>K</kbd> on a Mac), or <kbd>Ctrl</kbd> + <kbd>P</kbd>.
      </Hint>
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.spacing['3']};
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.color['text-muted']};
  font-size: ${({ theme }) => theme.font.size.sm};
  kbd {
    padding: 0 ${({ theme }) => theme.spacing['1']};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color['surface-raised']};
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.family.mono};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;
