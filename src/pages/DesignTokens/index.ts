export { DesignTokensPage as default } from './DesignTokensPage';
