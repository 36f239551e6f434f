import { describeKeyboardTable } from '../../test/keyboardTable';
import { dialogKeyboardChecks } from '../../test/dialogKeyboardChecks';
import { Modal } from './index';
import { modalKeyboard } from './keyboard';

describeKeyboardTable('Modal', modalKeyboard, dialogKeyboardChecks(Modal));
