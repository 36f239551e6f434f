import { describeKeyboardTable } from '../../test/keyboardTable';
import { dialogKeyboardChecks } from '../../test/dialogKeyboardChecks';
import { Drawer } from './index';
import { drawerKeyboard } from './keyboard';

describeKeyboardTable('Drawer', drawerKeyboard, dialogKeyboardChecks(Drawer));
