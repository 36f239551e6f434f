// The bodies of the category sections, drawn from the generated token rows (the motion section's is in
// MotionTokens.tsx).
import { theme } from '@motion-kit/react';
import { contrastLevel, contrastRatio, formatRatio } from '../../lib/contrast';
import { CopyButton } from './CopyButton';
import {
  groupTitle,
  tokenAnchor,
  type TokenGroup,
  type TokenRow,
} from './tokenDocs';
import * as S from './DesignTokens.styles';

function shortName(row: TokenRow): string {
  return row.name.split('.').slice(1).join('.');
}

const CONTRAST_LABEL = 'Contrast on background';

/** A swatch's contrast on the page background, when it is a plain colour. */
function swatchContrast(row: TokenRow, background: string | undefined) {
  const ratio = row.hex && background ? contrastRatio(row.hex, background) : undefined;
  return ratio === undefined ? undefined : { ratio, level: contrastLevel(ratio) };
}

function swatchValues(row: TokenRow): string[] {
  return row.hex ? [row.cssVar, row.hex] : [row.cssVar];
}

function Swatch({ row, background, describe }: { row: TokenRow; background: string | undefined; describe: boolean }) {
  const contrast = swatchContrast(row, background);
  return (
    <S.Swatch id={tokenAnchor(row.name)}>
      <S.SwatchColor style={{ background: `var(${row.cssVar})` }} aria-hidden="true" />
      <S.SwatchName>{shortName(row)}</S.SwatchName>
      {describe && <S.SwatchDescription>{row.description}</S.SwatchDescription>}
      <S.SwatchMeta>
        {swatchValues(row).map((value) => (
          <CopyButton key={value} value={value} />
        ))}
      </S.SwatchMeta>
      {contrast && (
        <S.ContrastNote>
          <span>{CONTRAST_LABEL}</span>
          <strong>{formatRatio(contrast.ratio)}</strong>
          <S.Level $pass={contrast.level !== 'Fail'}>{contrast.level}</S.Level>
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

export function RowLabel({ row }: { row: TokenRow }) {
  return (
    <S.RowLabel>
      <strong>{row.name}</strong>
      <span>{String(row.value)}</span>
      <CopyButton value={row.cssVar} />
    </S.RowLabel>
  );
}

const FAMILY_SAMPLE = 'The quick brown fox jumps over the lazy dog. 0123456789';
const SIZE_SAMPLE = 'Motion Kit';
const WEIGHT_SAMPLE = 'Motion-first components';
const LINE_HEIGHT_SAMPLE = 'Long-form text set with this line height. Each line keeps its rhythm, so the eye finds the next one.';

function typographySample(row: TokenRow) {
  const value = `var(${row.cssVar})`;
  switch (row.group) {
    case 'font.family':
      return <p style={{ fontFamily: value }}>{FAMILY_SAMPLE}</p>;
    case 'font.size':
      return <p style={{ fontSize: value, lineHeight: theme.font['line-height'].tight }}>{SIZE_SAMPLE}</p>;
    case 'font.weight':
      return <p style={{ fontWeight: value }}>{WEIGHT_SAMPLE}</p>;
    case 'font.line-height':
      return <S.LineHeightSample style={{ lineHeight: value }}>{LINE_HEIGHT_SAMPLE}</S.LineHeightSample>;
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
