import {
  forwardRef,
  useEffect,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { KitLink, type LinkComponentProps } from '../MotionKitProvider/linkContext';
import { Spinner } from '../Spinner';
import * as S from './Button.styles';
import type { ButtonSize, ButtonVariant } from './Button.styles';

/** The props every button and button link takes. */
export interface ButtonBaseProps extends IconOnlyProps {
  /** Look of the button (default 'default'). */
  variant?: ButtonVariant;
  /** Height, padding and text size (default 'md'). */
  size?: ButtonSize;
  /** Fills the width of its container. */
  fullWidth?: boolean;
  /** Decorative icon before the label. */
  leftIcon?: ReactNode;
  /** Decorative icon after the label. */
  rightIcon?: ReactNode;
  /** The label. */
  children?: ReactNode;
}

/** The prop that makes a button show only its icon. */
export interface IconOnlyProps {
  /**
   * No visible text: pass `aria-label` (or `aria-labelledby`). A plain prop rather than a type union so
   * wrappers can `Omit<ButtonProps, ...>`; a development warning catches a missing name instead.
   */
  iconOnly?: boolean;
}

/** Props of Button: the shared button props, a button element's attributes and `loading`. */
export interface ButtonProps extends ButtonBaseProps, ButtonHTMLAttributes<HTMLButtonElement> {
  /** Busy: shows a spinner, sets aria-busy and ignores clicks while keeping focus and the accessible name. */
  loading?: boolean;
}

/** Dev-only nudge when an icon-only control would be announced as just "button". */
function useIconOnlyNameWarning(iconOnly: boolean | undefined, label: unknown, labelledBy: unknown) {
  useEffect(() => {
    if (import.meta.env.DEV && iconOnly && !label && !labelledBy) {
      console.warn('Button: an iconOnly button needs an accessible name (aria-label or aria-labelledby).');
    }
  }, [iconOnly, label, labelledBy]);
}

function Content({
  leftIcon,
  rightIcon,
  children,
  loading,
  iconOnly,
}: Pick<ButtonBaseProps, 'leftIcon' | 'rightIcon' | 'children' | 'iconOnly'> & { loading?: boolean }) {
  const spinner = <Spinner size="sm" decorative />;
  if (iconOnly) return <>{loading ? spinner : children}</>;
  return (
    <>
      {loading ? spinner : leftIcon && <span aria-hidden="true" data-icon="left">{leftIcon}</span>}
      {children}
      {rightIcon && (
        <span aria-hidden="true" data-icon="right">
          {rightIcon}
        </span>
      )}
    </>
  );
}

/** A button in the kit's variants and sizes, with icons, a loading state and a press animation. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(props, ref) {
  const {
    variant = 'default',
    size = 'md',
    fullWidth,
    iconOnly,
    loading = false,
    leftIcon,
    rightIcon,
    type = 'button',
    children,
    onClick,
    ...rest
  } = props;
  useIconOnlyNameWarning(iconOnly, rest['aria-label'], rest['aria-labelledby']);

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      // Also stops a submit button from submitting its form twice.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <S.StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      $iconOnly={iconOnly}
      {...rest}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      <Content leftIcon={leftIcon} rightIcon={rightIcon} loading={loading} iconOnly={iconOnly}>
        {children}
      </Content>
    </S.StyledButton>
  );
});

/** Props of ButtonLink: the shared button props and the link's attributes (`href` required). */
export interface ButtonLinkProps extends ButtonBaseProps, Omit<LinkComponentProps, 'children'> {}

/** Navigation styled as a button: a real <a href> so it works prerendered, in new tabs and for AT. */
export function ButtonLink({ variant = 'default', size = 'md', fullWidth, iconOnly, leftIcon, rightIcon, children, ...rest }: ButtonLinkProps) {
  useIconOnlyNameWarning(iconOnly, rest['aria-label'], rest['aria-labelledby']);
  return (
    <S.StyledAnchor as={KitLink} $variant={variant} $size={size} $fullWidth={fullWidth} $iconOnly={iconOnly} {...rest}>
      <Content leftIcon={leftIcon} rightIcon={rightIcon} iconOnly={iconOnly}>
        {children}
      </Content>
    </S.StyledAnchor>
  );
}

/** Props of ExternalButtonLink: the shared button props and an anchor's attributes (`href` required). */
export interface ExternalButtonLinkProps extends ButtonBaseProps, AnchorHTMLAttributes<HTMLAnchorElement> {
  /** The address, opened in a new tab. */
  href: string;
}

/** An outbound link styled as a button, opened in a new tab without leaking the opener. */
export function ExternalButtonLink({
  variant = 'default',
  size = 'md',
  fullWidth,
  iconOnly,
  leftIcon,
  rightIcon,
  children,
  ...rest
}: ExternalButtonLinkProps) {
  useIconOnlyNameWarning(iconOnly, rest['aria-label'], rest['aria-labelledby']);
  return (
    <S.StyledAnchor target="_blank" rel="noopener noreferrer" $variant={variant} $size={size} $fullWidth={fullWidth} $iconOnly={iconOnly} {...rest}>
      <Content leftIcon={leftIcon} rightIcon={rightIcon} iconOnly={iconOnly}>
        {children}
      </Content>
    </S.StyledAnchor>
  );
}
