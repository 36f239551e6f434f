// The bodies of the five category sections, drawn from the generated token rows.
import { linearPoints, MotionPreview, theme } from '@motion-kit/react';
import { contrastLevel, contrastRatio, formatRatio } from '../../lib/contrast';
import { CopyButton } from './CopyButton';
import { MotionPlayer } from './MotionPlayer';
import { motionTokenForms } from './motionTokenForms';
import { motionTokens } from '@motion-kit/tokens';
import {
  asCubicBezier,
  bezierDrawing,
  cubicBezierCss,
  durationMs,
  groupTitle,
  tokenAnchor,
  type TokenGroup,
  type TokenRow,
} from './tokenDocs';
import * as S from './DesignTokens.styles';

/** The duration the easing demos run with, so the curve's shape is easy to see. */
const EASING_DEMO_DURATION_TOKEN = 'motion.duration.slower';
/** The easing the duration demos run with. */
const DURATION_DEMO_EASING_TOKEN = 'motion.easing.standard';

const CURVE_BOX = { width: 160, height: 120, padding: 12 };

function shortName(row: TokenRow): string {
  return row.name.split('.').slice(1).join('.');
}

function Swatch({ row, background, describe }: { row: TokenRow; background: string | undefined; describe: boolean }) {
  const ratio = row.hex && background ? contrastRatio(row.hex, background) : undefined;
  const level = ratio === undefined ? undefined : contrastLevel(ratio);
  return (
    <S.Swatch id={tokenAnchor(row.name)} data-described={describe || undefined}>
      <S.SwatchColor style={{ background: `var(${row.cssVar})` }} aria-hidden="true" />
      <S.SwatchName>{shortName(row)}</S.SwatchName>
      {describe && <S.SwatchDescription>{row.description}</S.SwatchDescription>}
      <S.SwatchMeta>
        <CopyButton value={row.cssVar} />
        {row.hex && <CopyButton value={row.hex} />}
      </S.SwatchMeta>
      {ratio !== undefined && level && (
        <S.ContrastNote>
          <span>Contrast on background</span>
          <strong>{formatRatio(ratio)}</strong>
          <S.Level $pass={level !== 'Fail'}>{level}</S.Level>
        </S.ContrastNote>
      )}
    </S.Swatch>
  );
}

export function ColorTokens({ groups, background }: { groups: TokenGroup[]; background: string | undefined }) {
  return (
    <>
      {groups.map(({ group, rows }) => {
        // A ramp shares one description (shown once); semantic colors each say what they are for.
        const shared = rows.every((row) => row.description === rows[0]?.description) ? rows[0]?.description : undefined;
        return (
          <S.Group key={group}>
            <h3>{groupTitle(group)}</h3>
            {shared && <S.GroupNote>{shared}</S.GroupNote>}
            <S.SwatchGrid>
              {rows.map((row) => (
                <Swatch key={row.name} row={row} background={background} describe={!shared} />
              ))}
            </S.SwatchGrid>
          </S.Group>
        );
      })}
    </>
  );
}

function RowLabel({ row }: { row: TokenRow }) {
  return (
    <S.RowLabel>
      <strong>{row.name}</strong>
      <span>{String(row.value)}</span>
      <CopyButton value={row.cssVar} />
    </S.RowLabel>
  );
}

function typographySample(row: TokenRow) {
  const value = `var(${row.cssVar})`;
  switch (row.group) {
    case 'font.family':
      return <p style={{ fontFamily: value }}>The quick brown fox jumps over the lazy dog. 0123456789</p>;
    case 'font.size':
      return <p style={{ fontSize: value, lineHeight: theme.font['line-height'].tight }}>Motion Kit</p>;
    case 'font.weight':
      return <p style={{ fontWeight: value }}>Motion-first components</p>;
    case 'font.line-height':
      return (
        <S.LineHeightSample style={{ lineHeight: value }}>
          Long-form text set with this line height. Each line keeps its rhythm, so the eye finds the next one.
        </S.LineHeightSample>
      );
    default:
      return <p>{String(row.value)}</p>;
  }
}

export function TypographyTokens({ groups }: { groups: TokenGroup[] }) {
  return (
    <>
      {groups.map(({ group, rows }) => (
        <S.Group key={group}>
          <h3>{groupTitle(group)}</h3>
          <S.RowList>
            {rows.map((row) => (
              <S.Row key={row.name} id={tokenAnchor(row.name)}>
                <RowLabel row={row} />
                <S.RowSample>{typographySample(row)}</S.RowSample>
              </S.Row>
            ))}
          </S.RowList>
        </S.Group>
      ))}
    </>
  );
}

export function SpacingTokens({ groups }: { groups: TokenGroup[] }) {
  return (
    <>
      {groups.map(({ group, rows }) => (
        <S.Group key={group}>
          <h3>{groupTitle(group)} scale</h3>
          <S.RowList>
            {rows.map((row) => (
              <S.Row key={row.name} id={tokenAnchor(row.name)}>
                <RowLabel row={row} />
                <S.RowSample>
                  <S.SpacingBar style={{ width: `var(${row.cssVar})` }} aria-hidden="true" />
                </S.RowSample>
              </S.Row>
            ))}
          </S.RowList>
        </S.Group>
      ))}
    </>
  );
}

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

/** A motion token in its four copyable forms. */
function MotionTokenCopies({ row }: { row: TokenRow }) {
  return (
    <S.CopyForms>
      {motionTokenForms(row).map(({ form, value }) => (
        <S.CopyForm key={form}>
          <span>{form}</span>
          <CopyButton value={value} display={value.startsWith('linear(') ? `${value.slice(0, 30)}…)` : undefined} />
        </S.CopyForm>
      ))}
    </S.CopyForms>
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
              <S.Row key={row.name} id={tokenAnchor(row.name)} data-copy-forms="">
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
                const key = row.name.split('.').pop() as keyof typeof motionTokens.spring;
                const spring = motionTokens.spring[key] as unknown as SpringConstant;
                return (
                  <S.EasingCard key={row.name} id={tokenAnchor(row.name)}>
                    <strong>{row.name}</strong>
                    <SpringCurve linear={spring.linear} />
                    <code>
                      stiffness {spring.stiffness}, damping {spring.damping}, mass {spring.mass}; settles in {spring.durationMs}ms
                    </code>
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
