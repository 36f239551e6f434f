export { ThemeToggle } from './ThemeToggle';
