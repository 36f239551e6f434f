// The page's demos as one module loaded after the page (deferredDemos): dialogs that can be dragged to close.
import { withMotionFeatures } from '../../../components/MotionFeatures';
import { ConfirmDialogs } from './demos/ConfirmDialogs';
import { DeleteAccountFlow } from './demos/DeleteAccountFlow';

export const demos = withMotionFeatures({ DeleteAccountFlow, ConfirmDialogs }, { drag: true });
