// The client-side shapes of the Experience System (SPEC section 3).
import type { ButtonSize, ButtonVariant } from '../components/Button';

export type Device = 'mobile' | 'tablet' | 'desktop';
export type UserType = 'first-time' | 'returning' | 'power-user';
export type AnimationStyle = 'minimal' | 'standard';

export interface AccessibilityNeeds {
  reducedMotion: boolean;
  highContrast: boolean;
  screenReader: boolean;
  largeFonts: boolean;
}

export interface LearningProgress {
  /** Distinct components the visitor has used. */
  componentsExplored: number;
  /** Recorded interactions across all components. */
  interactions: number;
}

export interface ExperienceContext {
  device: Device;
  accessibilityNeeds: AccessibilityNeeds;
  userType: UserType;
  sessionCount: number;
  /** Interaction counts keyed `component:action`. */
  componentUsagePatterns: Record<string, number>;
  preferredAnimationStyle: AnimationStyle;
  learningProgress: LearningProgress;
}

/** The flat context the adaptation rules read; the demo pages build one from their settings. */
export interface UserContext {
  userType: UserType;
  device: Device;
  reducedMotion: boolean;
  largeFonts: boolean;
  highContrast: boolean;
}

export type ButtonIntent = 'primary-action' | 'secondary-action' | 'destructive' | 'navigation';
export type Criticality = 'low' | 'medium' | 'high' | 'critical';
export type UserJourneyStage = 'discovery' | 'evaluation' | 'purchase';
export type FlowPosition = 'entry' | 'middle' | 'confirmation';

export interface ButtonOptions {
  intent?: ButtonIntent;
  criticality?: Criticality;
  userJourneyStage?: UserJourneyStage;
  flowPosition?: FlowPosition;
  /** The label used when the intent has no adapted wording. */
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export interface ButtonAdaptation {
  label: string;
  size: ButtonSize;
  variant: ButtonVariant;
  /** Human-readable list of the rules that applied. */
  adaptations: string[];
}
