import { styled } from 'styled-components';
import { Moon, Sun } from 'lucide-react';
import { useThemeStore } from '../../stores/ThemeStoreProvider';
import { theme } from '../../theme/theme';

/** The site theme toggle: drives the one theme store. */
export function ThemeToggle({ className }: {
  /** Class name for the toggle's root. */
  className?: string;
}) {
  const theme = useThemeStore((state) => state.theme);
  const toggleTheme = useThemeStore((state) => state.toggleTheme);
  const isDark = theme === 'dark';
  // The name says what a press does, as the icon shows the current theme.
  const label = isDark ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <ToggleButton
      type="button"
      aria-label={label}
      title={label}
      onClick={toggleTheme}
      className={className}
    >
      {isDark ? <Moon size={18} aria-hidden="true" /> : <Sun size={18} aria-hidden="true" />}
    </ToggleButton>
  );
}

const ToggleButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.color.border};
  background: transparent;
  color: ${theme.color.text};
  cursor: pointer;
  transition:
    border-color ${theme.motion.duration.fast} ${theme.motion.easing.standard},
    transform ${theme.motion.duration.fast} ${theme.motion.easing.spring};
  &:hover { border-color: ${theme.color.accent}; transform: rotate(-12deg); }
  &:active { transform: scale(0.94); }
`;
