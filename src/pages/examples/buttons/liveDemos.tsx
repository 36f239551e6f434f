// The page's demos as one module loaded after the page (deferredDemos): dialogs that can be dragged to close.
import { withMotionFeatures } from '../../../components/MotionFeatures';
import { CounterButton } from './demos/CounterButton';
import { LikeButton } from './demos/LikeButton';
import { ModalButton } from './demos/ModalButton';

export const demos = withMotionFeatures({ ModalButton, CounterButton, LikeButton }, { drag: true });
