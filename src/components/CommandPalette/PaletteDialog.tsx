// The palette's dialog: APG combobox with a grouped listbox inside a modal dialog (Radix Dialog: focus
// trap, Escape, outside click, focus return), rendered by CommandPalette.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { AnimatePresence } from 'framer-motion';
import { Search } from 'lucide-react';
import { useMotionParts } from '../MotionScope';
import { commandPaletteMotion } from './CommandPalette.motion';
import * as S from './CommandPalette.styles';
import { COMMAND_PALETTE_TITLE, NO_COMMANDS_MESSAGE, NO_RESULTS_HINT, noResultsMessage } from './messages';
import { paletteResults } from './paletteResults';
import { replayTypedKeys } from './typeAhead';
import { optionPointerProps, wrapIndex } from '../../lib/listbox';
import type { Command } from './types';
import { portalContainer } from '../../lib/portalContainer';
import { closesAtOnce, handledByBackdrop } from '../../lib/backdropPress';

const resultCount = (count: number) => `${count} ${count === 1 ? 'command' : 'commands'} available`;

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
}

export function PaletteDialog({ commands, open, setOpen, maxResults, placeholder, typedAhead = [], openerRef }: PaletteDialogProps) {
  const motion = useMotionParts(commandPaletteMotion);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <AnimatePresence>
        {open ? (
          <Dialog.Portal forceMount container={portalContainer()}>
            <Dialog.Overlay asChild forceMount>
              {/* A mouse or pen press here closes at once: Radix arms its outside-press listener a task
                  after opening. Touch is left to Radix (it waits for the click that follows a touch). */}
              <S.Overlay
                data-palette-overlay=""
                onPointerDown={(event) => {
                  if (closesAtOnce(event.nativeEvent)) setOpen(false);
                }}
                {...motion.overlay}
              />
            </Dialog.Overlay>
            <S.Frame>
              <Dialog.Content
                asChild
                forceMount
                aria-modal="true"
                aria-describedby={undefined}
                onPointerDownOutside={(event) => {
                  // The overlay has closed the palette already; Radix would report the same press again.
                  if (handledByBackdrop(event.detail.originalEvent, '[data-palette-overlay]')) event.preventDefault();
                }}
                onCloseAutoFocus={(event) => {
                  const opener = openerRef.current;
                  openerRef.current = null;
                  if (!opener?.isConnected) return; // Radix falls back to the trigger, if any.
                  event.preventDefault();
                  opener.focus();
                }}
              >
                <S.Panel
                  {...motion.panel}
                >
                  <Dialog.Title asChild>
                    <S.Hidden>{COMMAND_PALETTE_TITLE}</S.Hidden>
                  </Dialog.Title>
                  <PaletteBody
                    commands={commands}
                    maxResults={maxResults}
                    placeholder={placeholder}
                    typedAhead={typedAhead}
                    onRun={(command) => {
                      setOpen(false);
                      command.action();
                    }}
                  />
                </S.Panel>
              </Dialog.Content>
            </S.Frame>
          </Dialog.Portal>
        ) : null}
      </AnimatePresence>
    </Dialog.Root>
  );
}

interface PaletteBodyProps {
  commands: readonly Command[];
  maxResults: number;
  placeholder: string;
  typedAhead: readonly string[];
  onRun: (command: Command) => void;
}

/** Mounted while the palette is open, so every opening starts from an empty query (plus any keys typed ahead). */
function PaletteBody({ commands, maxResults, placeholder, typedAhead, onRun }: PaletteBodyProps) {
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const [replayed] = useState(() => replayTypedKeys(typedAhead, commands, maxResults));
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

  const { groups, flat } = paletteResults(commands, query, maxResults);
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
    }
  };

  return (
    <>
      <S.InputFocusRing>
        <S.InputRow>
          <Search size={18} aria-hidden="true" />
          <S.Input
            type="text"
            role="combobox"
            aria-label={COMMAND_PALETTE_TITLE}
            aria-expanded="true"
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            // Focus moves in the same commit as the palette appears, so no key typed in between is lost
            // (Radix would move it one effect later).
            autoFocus
            placeholder={placeholder}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActiveIndex(0);
            }}
            onKeyDown={onKeyDown}
          />
        </S.InputRow>
      </S.InputFocusRing>
      {/* The input keeps focus (aria-activedescendant): the list is no Tab stop (Chromium makes a scrolling box
          with no focusable content one) and a press on its headings or padding leaves focus where it is. */}
      <S.List
        ref={listRef}
        id={listboxId}
        role="listbox"
        aria-label="Commands"
        tabIndex={-1}
        onMouseDown={(event) => event.preventDefault()}
      >
        {groups.map((group, groupIndex) => {
          const headingId = `${baseId}-group-${groupIndex}`;
          return (
            <S.Group key={group.category} role="group" aria-labelledby={headingId}>
              <S.GroupHeading id={headingId} role="presentation">
                {group.category}
              </S.GroupHeading>
              {group.commands.map((command) => {
                const index = flat.indexOf(command);
                const Icon = command.icon;
                return (
                  <S.Option
                    key={command.id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    {...optionPointerProps(index, active, setActiveIndex)}
                    onClick={() => onRun(command)}
                  >
                    {Icon ? (
                      <S.OptionIcon aria-hidden="true">
                        <Icon size={16} aria-hidden="true" />
                      </S.OptionIcon>
                    ) : null}
                    <S.OptionText>
                      <S.OptionTitle>{command.title}</S.OptionTitle>
                      {command.description ? <S.OptionDescription>{command.description}</S.OptionDescription> : null}
                    </S.OptionText>
                    {command.shortcut?.length ? (
                      <S.Keys>
                        <S.Hidden>{`Shortcut: ${command.shortcut.join(' ')}`}</S.Hidden>
                        {command.shortcut.map((key) => (
                          <S.Kbd key={key} aria-hidden="true">
                            {key}
                          </S.Kbd>
                        ))}
                      </S.Keys>
                    ) : null}
                  </S.Option>
                );
              })}
            </S.Group>
          );
        })}
      </S.List>
      {/* One polite region: the visible empty state, or a hidden count of the results. */}
      <div role="status" aria-live="polite">
        {flat.length === 0 ? (
          <S.Empty>
            <S.EmptyTitle>{commands.length === 0 ? NO_COMMANDS_MESSAGE : noResultsMessage(trimmed)}</S.EmptyTitle>
            {commands.length > 0 ? <S.EmptyHint>{NO_RESULTS_HINT}</S.EmptyHint> : null}
          </S.Empty>
        ) : (
          <S.Hidden>{resultCount(flat.length)}</S.Hidden>
        )}
      </div>
      <S.Footer aria-hidden="true">
        <S.FooterHint>
          <S.Kbd>↑</S.Kbd>
          <S.Kbd>↓</S.Kbd> to navigate
        </S.FooterHint>
        <S.FooterHint>
          <S.Kbd>Enter</S.Kbd> to run
        </S.FooterHint>
        <S.FooterHint>
          <S.Kbd>Esc</S.Kbd> to close
        </S.FooterHint>
      </S.Footer>
    </>
  );
}
