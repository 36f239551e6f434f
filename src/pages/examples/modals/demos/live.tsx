// The page's demos as one module loaded after the page (deferredDemos); their dialogs can be dragged to close.
import { withMotionFeatures } from '../../../../components/MotionFeatures';
import { BasicModal } from './BasicModal';
import { DeleteConfirmationModal } from './DeleteConfirmationModal';
import { SuccessModal } from './SuccessModal';

export const demos = withMotionFeatures({ BasicModal, DeleteConfirmationModal, SuccessModal }, { drag: true });
