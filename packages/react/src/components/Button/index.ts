export { Button, ButtonLink, ExternalButtonLink } from './Button';
export type { ButtonBaseProps, ButtonProps, ButtonLinkProps, ExternalButtonLinkProps, IconOnlyProps } from './Button';
export type { ButtonVariant, ButtonSize } from './Button.styles';
export { buttonStyles } from './Button.styles';
