// The client-side shapes of the Experience System (SPEC section 3).
import type { ButtonSize, ButtonVariant } from '../components/Button';

/** The visitor's device class, by viewport width. */
export type Device = 'mobile' | 'tablet' | 'desktop';
/** How experienced the visitor is with the product, by session count or choice. */
export type UserType = 'first-time' | 'returning' | 'power-user';
/** How much the visitor's animations move. */
export type AnimationStyle = 'minimal' | 'standard';

/** The visitor's accessibility settings, read from the browser. */
export interface AccessibilityNeeds {
  /** Asked for reduced motion. */
  reducedMotion: boolean;
  /** Asked for more contrast. */
  highContrast: boolean;
  /** Uses a screen reader, as far as a page can tell. */
  screenReader: boolean;
  /** Uses a large default font size. */
  largeFonts: boolean;
}

/** How much of the product the visitor has used. */
export interface LearningProgress {
  /** Distinct components the visitor has used. */
  componentsExplored: number;
  /** Recorded interactions across all components. */
  interactions: number;
}

/** Everything the Experience System knows about the visitor. */
export interface ExperienceContext {
  /** The visitor's device class. */
  device: Device;
  /** The visitor's accessibility settings. */
  accessibilityNeeds: AccessibilityNeeds;
  /** How experienced the visitor is. */
  userType: UserType;
  /** How many sessions the visitor has had. */
  sessionCount: number;
  /** Interaction counts keyed `component:action`. */
  componentUsagePatterns: Record<string, number>;
  /** Minimal under reduced motion, standard otherwise. */
  preferredAnimationStyle: AnimationStyle;
  /** How much of the product the visitor has used. */
  learningProgress: LearningProgress;
}

/** The flat context the adaptation rules read; the demo pages build one from their settings. */
export interface UserContext {
  /** How experienced the visitor is. */
  userType: UserType;
  /** The visitor's device class. */
  device: Device;
  /** Asked for reduced motion. */
  reducedMotion: boolean;
  /** Uses a large default font size. */
  largeFonts: boolean;
  /** Asked for more contrast. */
  highContrast: boolean;
}

/** What a button does: the main action, a secondary one, a destructive one or navigation. */
export type ButtonIntent = 'primary-action' | 'secondary-action' | 'destructive' | 'navigation';
/** How much a button's action matters. */
export type Criticality = 'low' | 'medium' | 'high' | 'critical';
/** Where the visitor is in the journey. */
export type UserJourneyStage = 'discovery' | 'evaluation' | 'purchase';
/** Where in its flow a button is. */
export type FlowPosition = 'entry' | 'middle' | 'confirmation';

/** What adaptButton adapts a button by. */
export interface ButtonOptions {
  /** What the button does. */
  intent?: ButtonIntent;
  /** How much its action matters. */
  criticality?: Criticality;
  /** The visitor's stage in the journey. */
  userJourneyStage?: UserJourneyStage;
  /** Where in its flow the button is. */
  flowPosition?: FlowPosition;
  /** The label used when the intent has no adapted wording. */
  label?: string;
  /** The variant before adaptation. */
  variant?: ButtonVariant;
  /** The size before adaptation. */
  size?: ButtonSize;
}

/** A button's label, size and variant for one visitor. */
export interface ButtonAdaptation {
  /** The label to show. */
  label: string;
  /** The size to use. */
  size: ButtonSize;
  /** The variant to use. */
  variant: ButtonVariant;
  /** Human-readable list of the rules that applied. */
  adaptations: string[];
}
