import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default. The first dynamic import of a lazy component is
// transformed on demand, which on a busy 2-core CI machine can take longer than that. Waiting longer
// cannot turn a failure into a pass: an element that never appears still fails, only later.
configure({ asyncUtilTimeout: 5000 });

// What one test stores or applies to <html> must not reach the next test of its file (a stored or applied
// theme would override the next one's defaultTheme).
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  const root = document.documentElement;
  for (const name of root.getAttributeNames()) root.removeAttribute(name);
});

// jsdom has the <dialog> element but not its modal steps. These are the ones the kit's dialogs use, as
// browsers run them: showModal() and close() set `open` (close() queues `close`), and Escape fires a
// cancellable `cancel` at the topmost modal dialog, which closes it unless cancelled. Focus, Tab and the
// backdrop are the kit's own (Dialog/modalDialog.ts), tested as they are.
if (typeof HTMLDialogElement !== 'undefined' && !('showModal' in HTMLDialogElement.prototype)) {
  const shown: HTMLDialogElement[] = [];
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      if (!this.isConnected) throw new DOMException('The dialog is not connected', 'InvalidStateError');
      this.setAttribute('open', '');
      shown.push(this);
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.removeAttribute('open');
      shown.splice(shown.indexOf(this), 1);
      // Browsers queue the close event as a task.
      setTimeout(() => this.dispatchEvent(new Event('close')));
    },
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const top = shown.filter((dialog) => dialog.isConnected && dialog.open).at(-1);
    if (top && top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
