// The motion section's body: duration, easing and spring demos you can play and copy. A chunk of its own
// (motionSection in DesignTokensPage.tsx), with the motion lab's previews and players: only the Motion
// category shows it, which is never the prerendered one.
import { CopyButton } from './CopyButton';
import { MotionPlayer } from './MotionPlayer';
import { motionTokenForms } from './motionTokenForms';
import { RowLabel } from './TokenSections';
import { linearPoints } from '../../lib/motionSpecRows';
import { MotionPreview } from '../../components/MotionPreview';
import { motionTokens } from '@motion-kit/tokens';
import { asCubicBezier, bezierDrawing, cubicBezierCss, durationMs, tokenAnchor, type TokenGroup, type TokenRow } from './tokenDocs';
import * as S from './DesignTokens.styles';

/** The duration the easing demos run with, so the curve's shape is easy to see. */
const EASING_DEMO_DURATION_TOKEN = 'motion.duration.slower';
/** The easing the duration demos run with. */
const DURATION_DEMO_EASING_TOKEN = 'motion.easing.standard';

const CURVE_BOX = { width: 160, height: 120, padding: 12 };

function EasingCurve({ bezier }: { bezier: readonly [number, number, number, number] }) {
  const drawing = bezierDrawing(bezier, CURVE_BOX);
  const [start, end] = drawing.handles;
  return (
    <S.Curve viewBox={drawing.viewBox} aria-hidden="true">
      <rect className="frame" x={CURVE_BOX.padding} y={CURVE_BOX.padding} width={CURVE_BOX.width} height={CURVE_BOX.height} />
      <path className="handle" d={start} />
      <path className="handle" d={end} />
      <path className="curve" d={drawing.curve} />
    </S.Curve>
  );
}

/** A motion token's four copyable forms, each with the text its chip shows (a spring's linear() is cut short). */
function copyForms(row: TokenRow) {
  return motionTokenForms(row).map(({ form, value }) => ({ form, value, shown: value.startsWith('linear(') ? `${value.slice(0, 30)}…)` : value }));
}

function MotionTokenCopies({ row }: { row: TokenRow }) {
  return (
    <S.CopyForms>
      {copyForms(row).map(({ form, value, shown }) => (
        <S.CopyForm key={form}>
          <span>{form}</span>
          <CopyButton value={value} display={shown === value ? undefined : shown} />
        </S.CopyForm>
      ))}
    </S.CopyForms>
  );
}

/**
 * A spring's physics and settling time. The time is the spring's generated duration token
 * (`motion.spring.<name>-duration`), so it carries that token's anchor: a link to it lands here.
 */
function SpringSummary({ row, spring }: { row: TokenRow; spring: SpringConstant }) {
  return (
    <code>
      stiffness {spring.stiffness}, damping {spring.damping}, mass {spring.mass};{' '}
      <S.SettlingTime id={tokenAnchor(`${row.name}-duration`)}>settles in {spring.durationMs}ms</S.SettlingTime>
    </code>
  );
}

function SpringCurve({ linear }: { linear: string }) {
  const points = linearPoints(linear);
  const { width, height, padding } = CURVE_BOX;
  // Springs overshoot: the drawing's 0 to 1 takes 80% of the height, leaving room above.
  const d = points
    .map((value, i) => `${i === 0 ? 'M' : 'L'}${(padding + (i / (points.length - 1)) * width).toFixed(1)},${(padding + height - value * height * 0.8).toFixed(1)}`)
    .join(' ');
  return (
    <S.Curve viewBox={`0 0 ${width + 2 * padding} ${height + 2 * padding}`} aria-hidden="true">
      <rect className="frame" x={padding} y={padding + height * 0.2} width={width} height={height * 0.8} />
      <path className="curve" d={d} />
    </S.Curve>
  );
}

type SpringConstant = { stiffness: number; damping: number; mass: number; durationMs: number; linear: string };

function springOf(row: TokenRow): SpringConstant {
  const key = row.name.split('.').pop() as keyof typeof motionTokens.spring;
  return motionTokens.spring[key] as unknown as SpringConstant;
}

export function MotionTokens({ groups }: { groups: TokenGroup[] }) {
  const rows = groups.flatMap((g) => g.rows);
  const find = (name: string) => rows.find((row) => row.name === name);
  const demoEasing = asCubicBezier(find(DURATION_DEMO_EASING_TOKEN)?.value ?? []) ?? ([0, 0, 1, 1] as const);
  const demoDuration = durationMs(find(EASING_DEMO_DURATION_TOKEN)?.value ?? '') ?? 0;
  // Springs carry a generated settling duration beside them; they are shown with their spring.
  const durations = rows.filter((row) => row.type === 'duration' && row.group !== 'motion.spring');
  const easings = rows.filter((row) => asCubicBezier(row.value));
  const springs = rows.filter((row) => row.group === 'motion.spring' && row.type !== 'duration');

  return (
    <>
      <S.Group>
        <h3>Durations</h3>
        <S.GroupNote>Each demo runs with the standard easing for exactly the token&apos;s duration.</S.GroupNote>
        <MotionPreview framed label="Duration demos">
        <S.RowList>
          {durations.map((row) => {
            const ms = durationMs(row.value) ?? 0;
            return (
              <S.Row key={row.name} id={tokenAnchor(row.name)}>
                <RowLabel row={row} />
                <S.RowSample>
                  <MotionPlayer durationMs={ms} easing={demoEasing} label={`${row.name} (${ms}ms)`} />
                </S.RowSample>
                <MotionTokenCopies row={row} />
              </S.Row>
            );
          })}
        </S.RowList>
        </MotionPreview>
      </S.Group>
      <S.Group>
        <h3>Easings</h3>
        <S.GroupNote>Each demo runs for {demoDuration}ms with the easing its curve draws.</S.GroupNote>
        <MotionPreview framed label="Easing demos">
        <S.EasingGrid>
          {easings.map((row) => {
            const bezier = asCubicBezier(row.value)!;
            return (
              <S.EasingCard key={row.name} id={tokenAnchor(row.name)}>
                <strong>{row.name}</strong>
                <EasingCurve bezier={bezier} />
                <code>{cubicBezierCss(bezier)}</code>
                <p>{row.description}</p>
                <MotionPlayer durationMs={demoDuration} easing={bezier} label={`${row.name} (${demoDuration}ms)`} />
                <MotionTokenCopies row={row} />
              </S.EasingCard>
            );
          })}
        </S.EasingGrid>
        </MotionPreview>
      </S.Group>
      {springs.length > 0 && (
        <S.Group>
          <h3>Springs</h3>
          <S.GroupNote>
            Physics (stiffness, damping, mass) in the token JSON; the build derives each spring&apos;s settling time and a CSS linear() easing.
          </S.GroupNote>
          <MotionPreview framed label="Spring demos">
            <S.EasingGrid>
              {springs.map((row) => {
                const spring = springOf(row);
                return (
                  <S.EasingCard key={row.name} id={tokenAnchor(row.name)}>
                    <strong>{row.name}</strong>
                    <SpringCurve linear={spring.linear} />
                    <SpringSummary row={row} spring={spring} />
                    <p>{row.description}</p>
                    <MotionPlayer durationMs={spring.durationMs} easing={spring.linear} label={`${row.name} (${spring.durationMs}ms)`} />
                    <MotionTokenCopies row={row} />
                  </S.EasingCard>
                );
              })}
            </S.EasingGrid>
          </MotionPreview>
        </S.Group>
      )}
    </>
  );
}
