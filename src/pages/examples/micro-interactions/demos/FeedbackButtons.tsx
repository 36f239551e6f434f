import { Check, Copy, Mail, Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '@motion-kit/react';
import { useTimedFlag } from './MotionDemoButtons';

/** Feedback demo buttons show their success label this long, then revert (SPEC section 4). */
export const FEEDBACK_REVERT_MS = 2000;

/** Each button shows a success label after a click and reverts after FEEDBACK_REVERT_MS. */
export function FeedbackButtons() {
  return (
    <>
      <FeedbackButton icon={<Save size={16} aria-hidden="true" />} label="Save" successLabel="Saved!" />
      <FeedbackButton icon={<Copy size={16} aria-hidden="true" />} label="Copy Link" successLabel="Link Copied!" variant="outline" />
      <FeedbackButton icon={<Mail size={16} aria-hidden="true" />} label="Subscribe" successLabel="Subscribed!" variant="default" />
    </>
  );
}

interface FeedbackButtonProps {
  icon: ReactNode;
  label: string;
  successLabel: string;
  variant?: ButtonVariant;
}

export function FeedbackButton({ icon, label, successLabel, variant = 'primary' }: FeedbackButtonProps) {
  const [succeeded, trigger] = useTimedFlag(FEEDBACK_REVERT_MS);
  return (
    <Button variant={variant} onClick={trigger}>
      {succeeded ? <Check size={16} aria-hidden="true" /> : icon}
      <span aria-live="polite">{succeeded ? successLabel : label}</span>
    </Button>
  );
}
