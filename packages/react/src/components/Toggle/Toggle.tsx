import { useId, type KeyboardEvent, type MouseEvent } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { Spinner } from '../Spinner';
import { TOGGLE_ICONS, type ToggleIconType } from './toggleIcons';
import * as S from './Toggle.styles';

/** A switch's size. */
export type ToggleSize = 'sm' | 'md' | 'lg';
/** A switch's shape. */
export type ToggleVariant = 'default' | 'pill' | 'square';

/** Props of Toggle. */
export interface ToggleProps {
  /** Whether the switch is on, controlled. */
  checked?: boolean;
  /** Whether the switch starts on, uncontrolled. */
  defaultChecked?: boolean;
  /** Called with the new state when the user flips the switch. */
  onChange?: (checked: boolean) => void;
  /** The switch's accessible name; shown beside it unless `hideLabel`. */
  label: string;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  /** Optional text under the label, tied with aria-describedby. */
  description?: string;
  /** The icon drawn in the thumb, per state. */
  iconType?: ToggleIconType;
  /** The switch's size (default 'md'). */
  size?: ToggleSize;
  /** The switch's shape (default 'default'). */
  variant?: ToggleVariant;
  /** Busy: the switch keeps its state and ignores clicks and keys until done. */
  loading?: boolean;
  /** Shown but not operable. */
  disabled?: boolean;
  /** The switch's id (default: a generated one). */
  id?: string;
  /** Class name for the toggle's root. */
  className?: string;
}

/** APG switch: a button with role="switch" and aria-checked, toggled by click, Space or Enter. */
export function Toggle({
  checked,
  defaultChecked = false,
  onChange,
  label,
  hideLabel = false,
  description,
  iconType,
  size = 'md',
  variant = 'default',
  loading = false,
  disabled = false,
  id,
  className,
}: ToggleProps) {
  const [on, setOn] = useControllableState({ value: checked, defaultValue: defaultChecked, onChange });
  const baseId = useId();
  const switchId = id ?? `${baseId}-switch`;
  const labelId = `${baseId}-label`;
  const descriptionId = `${baseId}-description`;
  const inert = disabled || loading;
  const Icon = iconType ? TOGGLE_ICONS[iconType][on ? 'on' : 'off'] : null;

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inert) {
      event.preventDefault();
      return;
    }
    setOn(!on);
  };

  // Native buttons already click on Space/Enter; only block them while inert.
  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (inert && (event.key === ' ' || event.key === 'Enter')) event.preventDefault();
  };

  return (
    <S.Root className={className} data-disabled={inert || undefined}>
      <S.Track
        type="button"
        id={switchId}
        role="switch"
        aria-checked={on}
        aria-labelledby={hideLabel ? undefined : labelId}
        aria-label={hideLabel ? label : undefined}
        aria-describedby={description ? descriptionId : undefined}
        aria-disabled={inert || undefined}
        aria-busy={loading || undefined}
        data-state={on ? 'on' : 'off'}
        onClick={handleClick}
        onKeyDown={handleKeyDown}
        $size={size}
        $variant={variant}
        $on={on}
      >
        <S.Thumb $size={size} $variant={variant} $on={on} aria-hidden="true">
          {loading ? (
            <Spinner size="sm" decorative />
          ) : (
            Icon && <Icon size={S.iconSizes[size]} aria-hidden="true" focusable="false" />
          )}
        </S.Thumb>
      </S.Track>
      {(!hideLabel || description) && (
        <S.Text>
          {!hideLabel && (
            <S.Label id={labelId} htmlFor={switchId}>
              {label}
            </S.Label>
          )}
          {description && <S.Description id={descriptionId}>{description}</S.Description>}
        </S.Text>
      )}
    </S.Root>
  );
}
