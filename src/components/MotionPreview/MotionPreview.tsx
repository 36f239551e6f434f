// A live preview whose motion a visitor can study: Replay, Pause/Play, Speed and Reduced motion apply to
// the motion inside this preview only (and to dialogs or toasts it opens), and a spec panel beside it
// shows the declared motion of the kit components it holds.
import { Fragment, Suspense, use, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { MotionScope, scopeAttributes, useMotionScope } from '@motion-kit/react';
import { preloadable } from '../../lib/preloadable';
import type { MotionControlsProps } from './MotionControls';
import type { PreviewSpeed } from './previewSpeeds';
import { PARSED_END } from '../../lib/shownOnceParsed';
import * as S from './MotionPreview.styles';

// The controls (their logic, icons and styles) are not part of a page's first load. The prerender loads
// them first (`preloadMotionControls`), so the HTML holds the real strip; hydration leaves that markup as
// it is, inside its Suspense boundary, while the chunk arrives (asked for as hydration reaches the
// preview, after the page's own code), then makes it live. A preview first shown by a
// client-side navigation shows a placeholder of the strip's size until then.
const controls = preloadable(() => import('./MotionControls').then((module) => module.MotionControls));

/** Loads the controls' chunk; the prerender awaits it, so the HTML holds the real controls. */
export function preloadMotionControls(): Promise<unknown> {
  return controls.load();
}

function LazyMotionControls(props: MotionControlsProps) {
  const Controls = use(controls.load());
  // The component comes from the module cache, so it is the same function on every render.
  // eslint-disable-next-line react-hooks/static-components
  return <Controls {...props} />;
}

export interface MotionPreviewProps {
  children: ReactNode;
  /**
   * Shown beside the preview: a `MotionSpecPanel` of the kit components inside. Passed in rather than
   * built here, so its code loads only with the pages that show one.
   */
  spec?: ReactNode;
  /** Draws the preview's own border and padding (a CodeBlock draws them around it otherwise). */
  framed?: boolean;
  /** Names the region the controls and the preview form, e.g. "Motion token demos". */
  label?: string;
}

export function MotionPreview({ children, spec, framed = false, label }: MotionPreviewProps) {
  const id = useId();
  const [speed, setSpeed] = useState<PreviewSpeed>(1);
  const [paused, setPaused] = useState(false);
  const [reduced, setReduced] = useState(false);
  const [run, setRun] = useState(0);
  const stage = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!paused) return undefined;
    // The stage and whatever the preview portalled elsewhere (dialogs mark themselves with the scope id).
    const roots = () => [stage.current, ...document.querySelectorAll(`[data-motion-scope="${id}"]`)].filter((el): el is Element => el !== null);
    // Loaded on the first Pause: it reaches into framer-motion's internals, which no page needs at load.
    let release: (() => void) | undefined;
    let cancelled = false;
    void import('./pausePlayback').then(({ holdAnimations }) => {
      if (!cancelled) release = holdAnimations(roots);
    });
    return () => {
      cancelled = true;
      release?.();
    };
  }, [paused, id]);

  return (
    <MotionScope id={id} speed={speed} reduced={reduced} paused={paused}>
      <S.Lab
        data-motion-preview=""
        $framed={framed}
        role={label ? 'group' : undefined}
        aria-label={label}
      >
        <Suspense fallback={<S.ControlsPlaceholder aria-hidden="true" />}>
          <LazyMotionControls
            speed={speed}
            onSpeedChange={setSpeed}
            paused={paused}
            onPausedChange={setPaused}
            reduced={reduced}
            onReducedChange={setReduced}
            onReplay={() => {
              setPaused(false);
              setRun((count) => count + 1);
            }}
          />
        </Suspense>
        <S.Body $withSpec={spec !== undefined}>
          <Stage stageRef={stage} padded={framed}>
            {/* A new key remounts the preview, so its entrance and its state start over. */}
            <Fragment key={run}>{children}</Fragment>
          </Stage>
          {spec}
          {PARSED_END}
        </S.Body>
      </S.Lab>
    </MotionScope>
  );
}

function Stage({ stageRef, padded, children }: { stageRef: RefObject<HTMLDivElement | null>; padded: boolean; children: ReactNode }) {
  const scope = useMotionScope();
  return (
    <S.Stage ref={stageRef} $padded={padded} {...scopeAttributes(scope)}>
      {children}
    </S.Stage>
  );
}
