import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { StyledAnchor, StyledButton, type ButtonSize, type ButtonVariant } from './Button.styles';

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Icon-only buttons must still carry an accessible name through aria-label. */
  iconOnly?: boolean;
  children?: ReactNode;
}

export type ButtonProps = CommonProps & ButtonHTMLAttributes<HTMLButtonElement>;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'default', size = 'md', fullWidth, iconOnly, type = 'button', children, ...rest },
  ref,
) {
  return (
    <StyledButton ref={ref} type={type} $variant={variant} $size={size} $fullWidth={fullWidth} $iconOnly={iconOnly} {...rest}>
      {children}
    </StyledButton>
  );
});

export type ButtonLinkProps = CommonProps & Omit<LinkProps, 'children'>;

/** Navigation styled as a button: a real <a href> so it works prerendered, in new tabs and for AT. */
export function ButtonLink({ variant = 'default', size = 'md', fullWidth, iconOnly, children, ...rest }: ButtonLinkProps) {
  return (
    <StyledAnchor as={Link} $variant={variant} $size={size} $fullWidth={fullWidth} $iconOnly={iconOnly} {...rest}>
      {children}
    </StyledAnchor>
  );
}

export type ExternalButtonLinkProps = CommonProps & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** An outbound link styled as a button, opened in a new tab without leaking the opener. */
export function ExternalButtonLink({ variant = 'default', size = 'md', fullWidth, iconOnly, children, ...rest }: ExternalButtonLinkProps) {
  return (
    <StyledAnchor target="_blank" rel="noopener noreferrer" $variant={variant} $size={size} $fullWidth={fullWidth} $iconOnly={iconOnly} {...rest}>
      {children}
    </StyledAnchor>
  );
}
