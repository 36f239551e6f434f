import { describe, expect, it } from 'vitest';
import {
  autoCloses,
  createToast,
  enqueueToast,
  isToastPosition,
  removeToast,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_DEFAULT_POSITION,
  TOAST_MAX,
  TOAST_POSITIONS,
  type Toast,
} from './toastQueue';

const make = (id: string, options: Parameters<typeof createToast>[0] = {}): Toast => createToast(options, id);

describe('toast rules', () => {
  it('has the limits of the spec: 5 toasts, 5000 ms, top-right', () => {
    expect(TOAST_MAX).toBe(5);
    expect(TOAST_DEFAULT_DURATION_MS).toBe(5000);
    expect(TOAST_DEFAULT_POSITION).toBe('top-right');
  });

  it('offers the six positions', () => {
    expect(TOAST_POSITIONS).toEqual(['top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right']);
    expect(isToastPosition('bottom-center')).toBe(true);
    expect(isToastPosition('middle')).toBe(false);
  });

  it('defaults to an info toast lasting 5000 ms that can be dismissed', () => {
    expect(make('a', { title: 'Saved' })).toMatchObject({ id: 'a', type: 'info', title: 'Saved', duration: 5000, dismissible: true });
  });

  it('titles a toast with neither title nor message by its type', () => {
    expect(make('a', { type: 'warning', title: '  ', message: '' })).toMatchObject({ title: 'Warning', message: undefined });
    expect(make('a', {}).title).toBe('Info');
    expect(make('a', { type: 'error' }).title).toBe('Error');
  });

  it('keeps the title and message as given when either has text', () => {
    expect(make('a', { title: '', message: 'Saved to drafts' })).toMatchObject({ title: '', message: 'Saved to drafts' });
    expect(make('a', { title: 'Saved', message: '' })).toMatchObject({ title: 'Saved', message: '' });
  });

  it('keeps a duration of 0, which never auto-closes', () => {
    const toast = make('a', { type: 'success', duration: 0 });
    expect(toast.duration).toBe(0);
    expect(autoCloses(toast)).toBe(false);
  });

  it('keeps a custom duration', () => {
    expect(make('a', { duration: 1500 }).duration).toBe(1500);
  });

  it('never auto-closes an error, whatever duration is asked for', () => {
    const toast = make('a', { type: 'error', duration: 3000 });
    expect(toast.duration).toBe(0);
    expect(autoCloses(toast)).toBe(false);
  });

  it('treats negative or invalid durations as 0', () => {
    expect(make('a', { duration: -5 }).duration).toBe(0);
    expect(make('b', { duration: Number.NaN }).duration).toBe(0);
  });
});

describe('enqueueToast', () => {
  it('appends toasts in arrival order', () => {
    const first = enqueueToast([], make('1'));
    const second = enqueueToast(first.toasts, make('2'));
    expect(second.toasts.map((toast) => toast.id)).toEqual(['1', '2']);
    expect(second.removed).toEqual([]);
  });

  it('drops the oldest toast when a sixth arrives', () => {
    let toasts: Toast[] = [];
    for (const id of ['1', '2', '3', '4', '5']) toasts = enqueueToast(toasts, make(id)).toasts;
    const change = enqueueToast(toasts, make('6'));
    expect(change.toasts.map((toast) => toast.id)).toEqual(['2', '3', '4', '5', '6']);
    expect(change.removed.map((toast) => toast.id)).toEqual(['1']);
  });

  it('replaces a toast shown again with the same id instead of duplicating it', () => {
    const change = enqueueToast([make('a', { title: 'old' }), make('b')], make('a', { title: 'new' }));
    expect(change.toasts.map((toast) => [toast.id, toast.title])).toEqual([
      ['b', 'Info'],
      ['a', 'new'],
    ]);
  });
});

describe('removeToast', () => {
  it('removes the toast with that id and reports it', () => {
    const change = removeToast([make('1'), make('2')], '1');
    expect(change.toasts.map((toast) => toast.id)).toEqual(['2']);
    expect(change.removed.map((toast) => toast.id)).toEqual(['1']);
  });

  it('reports nothing for an unknown id', () => {
    expect(removeToast([make('1')], 'x').removed).toEqual([]);
  });
});
