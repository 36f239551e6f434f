// The palette's dialog: APG combobox with a grouped listbox inside a modal dialog (the native <dialog>,
// Dialog/modalDialog.ts: focus trap, Escape, backdrop press, focus return), rendered by CommandPalette.
import { memo, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ComponentType, type KeyboardEvent, type MouseEvent, type ReactElement, type ReactNode, type RefObject } from 'react';
import { AnimatePresence } from 'framer-motion';
import { WithFeatures, useAnimatedWhileShown } from '../MotionKitProvider/WithFeatures';
import { Search, X } from 'lucide-react';
import { useMotionParts } from '../MotionScope';
import { commandPaletteMotion } from './CommandPalette.motion';
import * as S from './CommandPalette.styles';
import { DEFAULT_MESSAGES, NO_COMMANDS_MESSAGE, NO_RESULTS_HINT, type PaletteMessages } from './messages';
import { paletteResults, type CommandGroup, type CommandRanker } from './paletteResults';
import { replayTypedKeys } from './typeAhead';
import { optionPointerProps, wrapIndex } from '../../lib/listbox';
import type { Command, CommandIconProps } from './types';
import { BodyPortal, useCanPortal, useModalDialog } from '../Dialog';
import { copyToClipboard } from '../../lib/clipboard';
import { COPIED_INDICATOR_MS } from '../../lib/timing';

const SEARCH_ICON = <Search size={18} aria-hidden="true" />;

const listboxIdOf = (baseId: string) => `${baseId}-listbox`;
/** The id of the option at `index`, which the field's aria-activedescendant names. */
const optionIdOf = (baseId: string, index: number) => `${baseId}-option-${index}`;

/**
 * One element per icon component, made once: a row that shows another result of the same kind then
 * keeps its icon as it is (the same element is not rendered again), where a new element would rebuild
 * the icon's SVG on every keystroke.
 */
const iconElements = new WeakMap<ComponentType<CommandIconProps>, ReactElement>();
function iconElement(Icon: ComponentType<CommandIconProps>): ReactElement {
  let element = iconElements.get(Icon);
  if (!element) {
    element = <Icon size={16} aria-hidden="true" />;
    iconElements.set(Icon, element);
  }
  return element;
}

/** Ctrl+C (Cmd+C) with no text selected in the field: copy the active option's text, as the footer says. */
function isCopyShortcut(event: KeyboardEvent<HTMLInputElement>): boolean {
  const { selectionStart, selectionEnd } = event.currentTarget;
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'c' && selectionStart === selectionEnd;
}

export interface PaletteDialogProps {
  commands: readonly Command[];
  open: boolean;
  setOpen: (open: boolean) => void;
  maxResults: number;
  placeholder: string;
  /** Keys pressed while this dialog was loading, replayed when it opens. */
  typedAhead?: readonly string[];
  /** What had focus when the palette opened; focus returns to it on close. */
  openerRef: RefObject<HTMLElement | null>;
  messages?: Partial<PaletteMessages>;
  rank?: CommandRanker;
  fullScreenOnMobile?: boolean;
}

export function PaletteDialog({
  commands,
  open,
  setOpen,
  maxResults,
  placeholder,
  typedAhead = [],
  openerRef,
  messages: messageOverrides,
  rank,
  fullScreenOnMobile = false,
}: PaletteDialogProps) {
  const motion = useMotionParts(commandPaletteMotion);
  const messages = { ...DEFAULT_MESSAGES, ...messageOverrides };
  const canPortal = useCanPortal();
  const animated = useAnimatedWhileShown(open);
  const close = () => setOpen(false);
  return (
    <WithFeatures>
      <AnimatePresence>
        {open && canPortal ? (
          <BodyPortal key="palette">
            {/* Under the dialog's top layer, inert like the page: a press here lands on the dialog's ::backdrop. */}
            {animated ? (
              <S.MotionOverlay data-palette-overlay="" aria-hidden="true" {...motion.overlay} />
            ) : (
              <S.Overlay data-palette-overlay="" aria-hidden="true" />
            )}
            <PalettePanel
              fullScreen={fullScreenOnMobile}
              title={messages.title}
              openerRef={openerRef}
              onClose={close}
              motionProps={animated ? motion.panel : undefined}
            >
              <PaletteBody
                commands={commands}
                maxResults={maxResults}
                placeholder={placeholder}
                typedAhead={typedAhead}
                messages={messages}
                rank={rank}
                closeButton={
                  fullScreenOnMobile ? (
                    // Phones have no Escape key: the full-screen dialog needs a way out under the thumb.
                    <S.CloseButton type="button" aria-label={`Close ${messages.title.toLowerCase()}`} onClick={close}>
                      <X size={20} aria-hidden="true" />
                    </S.CloseButton>
                  ) : null
                }
                onRun={(command) => {
                  setOpen(false);
                  command.action();
                }}
              />
            </PalettePanel>
          </BodyPortal>
        ) : null}
      </AnimatePresence>
    </WithFeatures>
  );
}

interface PalettePanelProps {
  fullScreen: boolean;
  title: string;
  openerRef: RefObject<HTMLElement | null>;
  onClose: () => void;
  /** The panel's enter and exit; a palette opened before the app's lazy motion features arrived has none. */
  motionProps: ReturnType<typeof useMotionParts<typeof commandPaletteMotion>>['panel'] | undefined;
  children: ReactNode;
}

/** The open palette's modal `<dialog>`, named by its title; focus returns to the opener on close. */
function PalettePanel({ fullScreen, title, openerRef, onClose, motionProps, children }: PalettePanelProps) {
  const titleId = useId();
  const dialog = useModalDialog({ onClose, closeOnBackdrop: true, returnFocusRef: openerRef });
  const content = (
    <>
      <S.Hidden id={titleId}>{title}</S.Hidden>
      {children}
    </>
  );
  return motionProps ? (
    <S.MotionPanel $fullScreen={fullScreen} aria-labelledby={titleId} {...dialog} {...motionProps}>
      {content}
    </S.MotionPanel>
  ) : (
    <S.Panel $fullScreen={fullScreen} aria-labelledby={titleId} {...dialog}>
      {content}
    </S.Panel>
  );
}

interface PaletteBodyProps {
  commands: readonly Command[];
  maxResults: number;
  placeholder: string;
  typedAhead: readonly string[];
  onRun: (command: Command) => void;
  messages: PaletteMessages;
  rank?: CommandRanker;
  closeButton: ReactNode;
}

/** Mounted while the palette is open, so every opening starts from an empty query (plus any keys typed ahead). */
function PaletteBody({ commands, maxResults, placeholder, typedAhead, onRun, messages, rank, closeButton }: PaletteBodyProps) {
  const baseId = useId();
  const listboxId = listboxIdOf(baseId);
  const copyHintId = `${baseId}-copy`;
  const optionId = (index: number) => optionIdOf(baseId, index);
  const [replayed] = useState(() => replayTypedKeys(typedAhead, commands, maxResults, rank));
  const [copied, setCopied] = useState<string | undefined>(undefined);
  const copiedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(copiedTimer.current), []);
  const copy = async (command: Command) => {
    if (!command.copyText || !(await copyToClipboard(command.copyText))) return;
    clearTimeout(copiedTimer.current);
    setCopied(command.copyText);
    copiedTimer.current = setTimeout(() => setCopied(undefined), COPIED_INDICATOR_MS);
  };
  // One function each for every row and every render, so a row whose result stays (most of them, from one
  // keystroke to the next) is not rendered again (PaletteOption is memoised).
  const latest = useRef({ onRun, copy });
  useLayoutEffect(() => {
    latest.current = { onRun, copy };
  });
  const runOption = useCallback((command: Command) => latest.current.onRun(command), []);
  const copyOption = useCallback((command: Command) => void latest.current.copy(command), []);
  const [query, setQuery] = useState(replayed.query);
  const [activeIndex, setActiveIndex] = useState(replayed.activeIndex);
  const listRef = useRef<HTMLDivElement>(null);

  // An Enter typed ahead runs its command as soon as the palette is there, once.
  const ranTypedAhead = useRef(false);
  useEffect(() => {
    if (!replayed.run || ranTypedAhead.current) return;
    ranTypedAhead.current = true;
    onRun(replayed.run);
  }, [replayed, onRun]);

  const { groups, flat } = paletteResults(commands, query, maxResults, rank);
  const active = flat.length === 0 ? -1 : Math.min(activeIndex, flat.length - 1);
  const trimmed = query.trim();

  // The first option is in view as the list opens; scrolling to it then would only cost a layout.
  const scrolledOnce = useRef(false);
  useEffect(() => {
    if (active < 0 || (!scrolledOnce.current && active === 0)) return;
    scrolledOnce.current = true;
    const element = listRef.current?.ownerDocument.getElementById(optionId(active));
    // jsdom has no scrollIntoView.
    if (typeof element?.scrollIntoView === 'function') element.scrollIntoView({ block: 'nearest' });
    // optionId only depends on baseId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex(wrapIndex(active, event.key === 'ArrowDown' ? 1 : -1, flat.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const command = flat[active];
      if (command) onRun(command);
    } else if (isCopyShortcut(event) && flat[active]?.copyText) {
      event.preventDefault();
      void copy(flat[active]);
    }
  };
  const activeCopyText = flat[active]?.copyText;
  const activeCopies = Boolean(activeCopyText);
  const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

  return (
    <>
      <S.InputFocusRing>
        <S.InputRow>
          {SEARCH_ICON}
          <S.Input
            type="text"
            role="combobox"
            aria-label={messages.title}
            aria-expanded="true"
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            // Focus moves in the same commit as the palette appears, so no key typed in between is lost.
            autoFocus
            placeholder={placeholder}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActiveIndex(0);
            }}
            onKeyDown={onKeyDown}
          />
          {closeButton}
        </S.InputRow>
      </S.InputFocusRing>
      <PaletteList
        groups={groups}
        flat={flat}
        active={active}
        copied={copied}
        baseId={baseId}
        label={messages.listLabel}
        copyHintId={copyHintId}
        listRef={listRef}
        onActivate={setActiveIndex}
        onRun={runOption}
        onCopy={copyOption}
      />
      {/* The active option's description (how to copy its text): one element for whichever option is active. */}
      <S.Hidden id={copyHintId}>{activeCopyText ? `Press ${mac ? 'Command' : 'Control'}+C to copy ${activeCopyText}.` : ''}</S.Hidden>
      {/* One polite region: the visible empty state, or a hidden count of the results (or what was copied). */}
      <div role="status" aria-live="polite">
        {flat.length === 0 ? (
          <S.Empty>
            <S.EmptyTitle>{commands.length === 0 ? NO_COMMANDS_MESSAGE : messages.noResults(trimmed)}</S.EmptyTitle>
            {commands.length > 0 ? <S.EmptyHint>{NO_RESULTS_HINT}</S.EmptyHint> : null}
          </S.Empty>
        ) : (
          <S.Hidden>{copied ? `Copied ${copied}` : messages.resultCount(flat.length)}</S.Hidden>
        )}
      </div>
      <PaletteFooter runHint={messages.runHint} copies={activeCopies} mac={mac} />
    </>
  );
}

interface PaletteListProps {
  groups: readonly CommandGroup[];
  flat: readonly Command[];
  active: number;
  copied: string | undefined;
  baseId: string;
  label: string;
  copyHintId: string;
  listRef: RefObject<HTMLDivElement | null>;
  onActivate: (index: number) => void;
  onRun: (command: Command) => void;
  onCopy: (command: Command) => void;
}

/** The same results, in the same order: ranking returns new arrays even when a keystroke changes nothing. */
function sameListProps(previous: PaletteListProps, next: PaletteListProps): boolean {
  return (Object.keys(next) as Array<keyof PaletteListProps>).every((key) => {
    if (key === 'groups') return true;
    if (key === 'flat') return previous.flat.length === next.flat.length && previous.flat.every((command, i) => command === next.flat[i]);
    return Object.is(previous[key], next[key]);
  });
}

/**
 * The listbox with its groups and rows. Memoised on the results themselves: a keystroke that leaves
 * them as they were (typing on within a word, often) renders none of it. The groups follow from the
 * flat list, so comparing that is enough.
 */
const PaletteList = memo(function PaletteList({ groups, flat, active, copied, baseId, label, copyHintId, listRef, onActivate, onRun, onCopy }: PaletteListProps) {
  // The input keeps focus (aria-activedescendant): the list is no Tab stop (Chromium makes a scrolling box
  // with no focusable content one) and a press on its headings or padding leaves focus where it is.
  return (
    <S.List
      ref={listRef}
      id={listboxIdOf(baseId)}
      role="listbox"
      aria-label={label}
      tabIndex={-1}
      onMouseDown={(event) => event.preventDefault()}
    >
      {groups.map((group, groupIndex) => {
        const headingId = `${baseId}-group-${groupIndex}`;
        // Groups and rows are keyed by place, not by category and command: as the query changes, a row
        // shows another result by updating its texts, far cheaper than removing one row and building
        // another (rows keep no state of their own; the option ids are by place already).
        return (
          <div key={groupIndex} className={S.part.group} role="group" aria-labelledby={headingId}>
            <div id={headingId} className={S.part.heading} role="presentation">
              {group.category}
            </div>
            {group.commands.map((command, place) => {
              const index = flat.indexOf(command);
              return (
                <PaletteOption
                  key={place}
                  command={command}
                  id={optionIdOf(baseId, index)}
                  index={index}
                  selected={index === active}
                  copyHintId={copyHintId}
                  copied={copied !== undefined && copied === command.copyText}
                  onActivate={onActivate}
                  onRun={onRun}
                  onCopy={onCopy}
                />
              );
            })}
          </div>
        );
      })}
    </S.List>
  );
}, sameListProps);

/** The keys the palette answers to. Memoised: a keystroke changes none of it, unless the copy key comes or goes. */
const PaletteFooter = memo(function PaletteFooter({ runHint, copies, mac }: { runHint: string; copies: boolean; mac: boolean }) {
  return (
    <S.Footer aria-hidden="true">
      <S.FooterHint>
        <S.Kbd>↑</S.Kbd>
        <S.Kbd>↓</S.Kbd> to navigate
      </S.FooterHint>
      <S.FooterHint>
        <S.Kbd>Enter</S.Kbd> {runHint}
      </S.FooterHint>
      {copies ? (
        <S.FooterHint>
          <S.Kbd>{mac ? '⌘' : 'Ctrl'}</S.Kbd>
          <S.Kbd>C</S.Kbd> to copy
        </S.FooterHint>
      ) : null}
      <S.FooterHint>
        <S.Kbd>Esc</S.Kbd> to close
      </S.FooterHint>
    </S.Footer>
  );
});

interface PaletteOptionProps {
  command: Command;
  /** The option's id, which the field's aria-activedescendant names. */
  id: string;
  /** Its place in the list, in the order the arrow keys move. */
  index: number;
  selected: boolean;
  /** The element that describes the active option's copy shortcut. */
  copyHintId: string;
  /** Its copy text was just copied: the chip says so. */
  copied: boolean;
  onActivate: (index: number) => void;
  onRun: (command: Command) => void;
  onCopy: (command: Command) => void;
}

/**
 * One result. Memoised: a keystroke renders again only the rows whose command, place or state changed
 * (every prop is a value or a function that stays the same), which keeps typing within a frame on a slow
 * phone. Plain elements with the classes `S.List` styles (see `S.part`).
 */
const PaletteOption = memo(function PaletteOption({ command, id, index, selected, copyHintId, copied, onActivate, onRun, onCopy }: PaletteOptionProps) {
  const Icon = command.icon;
  const content = (
    <>
      {command.preview ? (
        <span className={S.part.icon} aria-hidden="true">{command.preview}</span>
      ) : Icon ? (
        <span className={S.part.icon} aria-hidden="true">{iconElement(Icon)}</span>
      ) : null}
      <span className={S.part.text}>
        <span className={S.part.title}>
          {command.title}
          {command.badge ? <span className={S.part.badge}>{command.badge}</span> : null}
        </span>
        {command.description ? <span className={S.part.description}>{command.description}</span> : null}
      </span>
      {command.shortcut?.length ? (
        <span className={S.part.keys}>
          <span className={S.part.hidden}>{`Shortcut: ${command.shortcut.join(' ')}`}</span>
          {command.shortcut.map((key) => (
            <kbd key={key} className={S.part.kbd} aria-hidden="true">
              {key}
            </kbd>
          ))}
        </span>
      ) : null}
      {command.copyText ? (
        // For the pointer only: an option's content is presentational (no control may sit in
        // it), so keyboards and screen readers copy with Ctrl/Cmd+C (the option's description).
        <span
          className={S.part.copy}
          aria-hidden="true"
          data-copied={copied || undefined}
          onClick={(event: MouseEvent) => {
            event.preventDefault();
            event.stopPropagation();
            onCopy(command);
          }}
        >
          {copied ? 'Copied!' : 'Copy'}
        </span>
      ) : null}
    </>
  );
  const props = {
    id,
    className: S.part.option,
    role: 'option',
    'aria-selected': selected,
    'aria-describedby': selected && command.copyText ? copyHintId : undefined,
    // Hovering makes the row active (unless it is already: `active` is its own index then).
    ...optionPointerProps(index, selected ? index : -1, onActivate),
    onClick: (event: MouseEvent) => {
      if (command.href && (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)) return;
      event.preventDefault();
      onRun(command);
    },
  };
  // A place is a real link (APG allows role=option on <a href>); never a Tab stop, the field keeps
  // focus. A click with a modifier is the browser's (new tab, window).
  return command.href ? (
    <a {...props} href={command.href} tabIndex={-1}>
      {content}
    </a>
  ) : (
    <div {...props}>{content}</div>
  );
});
