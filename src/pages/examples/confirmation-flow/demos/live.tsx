// The page's demos as one module loaded after the page (deferredDemos): dialogs that can be dragged to close.
import { withMotionFeatures } from '../../../../components/MotionFeatures';
import { ConfirmDialogs } from './ConfirmDialogs';
import { DeleteAccountFlow } from './DeleteAccountFlow';

export const demos = withMotionFeatures({ DeleteAccountFlow, ConfirmDialogs }, { drag: true });
