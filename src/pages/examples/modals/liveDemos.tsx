// The page's demos as one module loaded after the page (deferredDemos); their dialogs can be dragged to close.
import { withMotionFeatures } from '../../../components/MotionFeatures';
import { BasicModal } from './demos/BasicModal';
import { DeleteConfirmationModal } from './demos/DeleteConfirmationModal';
import { SuccessModal } from './demos/SuccessModal';

export const demos = withMotionFeatures({ BasicModal, DeleteConfirmationModal, SuccessModal }, { drag: true });
