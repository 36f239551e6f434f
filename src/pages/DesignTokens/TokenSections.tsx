// The bodies of the five category sections, drawn from the generated token rows.
import { theme } from '@motion-kit/react';
import { contrastLevel, contrastRatio, formatRatio } from '../../lib/contrast';
import { CopyButton } from './CopyButton';
import { MotionDemo } from './MotionDemo';
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

export function MotionTokens({ groups }: { groups: TokenGroup[] }) {
  const rows = groups.flatMap((g) => g.rows);
  const find = (name: string) => rows.find((row) => row.name === name);
  const demoEasing = asCubicBezier(find(DURATION_DEMO_EASING_TOKEN)?.value ?? []) ?? ([0, 0, 1, 1] as const);
  const demoDuration = durationMs(find(EASING_DEMO_DURATION_TOKEN)?.value ?? '') ?? 0;
  const durations = rows.filter((row) => row.type === 'duration');
  const easings = rows.filter((row) => asCubicBezier(row.value));

  return (
    <>
      <S.Group>
        <h3>Durations</h3>
        <S.GroupNote>Each demo runs with the standard easing for exactly the token&apos;s duration.</S.GroupNote>
        <S.RowList>
          {durations.map((row) => {
            const ms = durationMs(row.value) ?? 0;
            return (
              <S.Row key={row.name} id={tokenAnchor(row.name)}>
                <RowLabel row={row} />
                <S.RowSample>
                  <MotionDemo durationMs={ms} easing={demoEasing} label={`${row.name} (${ms}ms)`} />
                </S.RowSample>
              </S.Row>
            );
          })}
        </S.RowList>
      </S.Group>
      <S.Group>
        <h3>Easings</h3>
        <S.GroupNote>Each demo runs for {demoDuration}ms with the easing its curve draws.</S.GroupNote>
        <S.EasingGrid>
          {easings.map((row) => {
            const bezier = asCubicBezier(row.value)!;
            return (
              <S.EasingCard key={row.name} id={tokenAnchor(row.name)}>
                <strong>{row.name}</strong>
                <EasingCurve bezier={bezier} />
                <CopyButton value={row.cssVar} />
                <code>{cubicBezierCss(bezier)}</code>
                <p>{row.description}</p>
                <MotionDemo durationMs={demoDuration} easing={bezier} label={`${row.name} (${demoDuration}ms)`} />
              </S.EasingCard>
            );
          })}
        </S.EasingGrid>
      </S.Group>
    </>
  );
}
