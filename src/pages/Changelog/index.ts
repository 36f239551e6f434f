export { ChangelogPage as default } from './ChangelogPage';
