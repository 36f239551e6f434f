// Adaptation rules for form fields and form layout: guidance for newcomers, brevity for power users,
// room for touch and large fonts.
import type { FieldSize, InputLabelPosition } from '../components/Input';
import { ADAPTIVE_CONFIG, type LayoutDensity } from './adaptiveConfig';
import type { UserContext } from './types';

/** What adaptField adapts: a field's label and hints for each kind of visitor. */
export interface FieldOptions {
  /** The full label. */
  label: string;
  /** The terse label power users get. */
  shortLabel?: string;
  /** Guidance shown to first-time and returning users. */
  hint?: string;
  /** Extra guidance shown only to first-time users. */
  firstTimeHint?: string;
}

/** A field's label, hint, size and label position for one visitor. */
export interface FieldAdaptation {
  /** The label to show. */
  label: string;
  /** The hint to show, if any. */
  hint?: string;
  /** The field's size. */
  size: FieldSize;
  /** Where the label sits. */
  labelPosition: InputLabelPosition;
  /** The adaptations applied, in words. */
  adaptations: string[];
}

/** A field's label, hint, size and label position for this visitor, with the reasons in words. */
export function adaptField(user: UserContext, field: FieldOptions): FieldAdaptation {
  const adaptations: string[] = [];

  let label = field.label;
  let hint: string | undefined = field.hint;
  if (user.userType === 'first-time' && field.firstTimeHint) {
    hint = field.firstTimeHint;
    adaptations.push('Step-by-step hint for a first-time user');
  } else if (user.userType === 'power-user') {
    if (field.shortLabel) label = field.shortLabel;
    if (hint !== undefined) adaptations.push('Terse label, no hint for a power user');
    hint = undefined;
  }

  let size: FieldSize = 'md';
  if (user.device === 'mobile') {
    size = 'lg';
    adaptations.push('Large field for touch on mobile');
  } else if (user.largeFonts) {
    size = 'lg';
    adaptations.push('Large field for large fonts');
  }

  // Floating labels move; a visitor who asked for less motion keeps the label fixed above the field.
  let labelPosition: InputLabelPosition = 'fixed';
  if (user.userType === 'power-user' && !user.reducedMotion) {
    labelPosition = 'floating';
    adaptations.push('Compact floating label for a power user');
  }

  return { label, hint, size, labelPosition, adaptations };
}

/** A form's columns and spacing for one visitor. */
export interface FormLayout {
  /** One column, or two on a desktop without large fonts. */
  columns: 1 | 2;
  /** How much space the form leaves between fields. */
  density: LayoutDensity;
}

/** Two columns only on a desktop without large fonts; density from the adaptive config (mobile is spacious). */
export function adaptFormLayout(user: UserContext): FormLayout {
  return {
    columns: user.device === 'desktop' && !user.largeFonts ? 2 : 1,
    density: ADAPTIVE_CONFIG.layoutByDevice[user.device],
  };
}
