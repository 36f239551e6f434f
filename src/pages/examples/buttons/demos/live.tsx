// The page's demos as one module loaded after the page (deferredDemos): dialogs that can be dragged to close.
import { withMotionFeatures } from '../../../../components/MotionFeatures';
import { CounterButton } from './CounterButton';
import { LikeButton } from './LikeButton';
import { ModalButton } from './ModalButton';

export const demos = withMotionFeatures({ ModalButton, CounterButton, LikeButton }, { drag: true });
