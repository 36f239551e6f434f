// The page's demos as one module loaded after the page (deferredDemos): dialogs that can be dragged to close.
import { withMotionFeatures } from '../../../components/MotionFeatures';
import { DrawerDirections } from './demos/DrawerDirections';
import { NavigationDrawer } from './demos/NavigationDrawer';

export const demos = withMotionFeatures({ DrawerDirections, NavigationDrawer }, { drag: true });
