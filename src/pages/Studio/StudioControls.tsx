// The edit panels: brand colours and their ramps, the neutral ramp, radius, spacing, fonts, durations,
// easings and springs. Each control writes one edit into the draft; the view says what is wrong.
import { resolveSpring } from '../../../scripts/tokens/spring.mjs';
import { draftValue, withEdit, type SpringPhysics, type TokenSources } from './draft';
import { ColorField, NumberField, TextField } from './fields';
import { BezierPlot, SpringPlot } from './curves';
import { ANCHOR_STEP } from './ramp';
import { baseTokens, COLOR_FILE, parseFontStack, rampSteps, spacingBase, withBrandColor, withSpacingBase, type Brand } from './studioModel';
import type { StudioDraft } from './useStudioDraft';
import * as S from './Studio.styles';
import { useDeferredMark } from '../../lib/deferredPart';

interface Props {
  sources: TokenSources;
  studio: StudioDraft;
}

const BRANDS: Array<{ brand: Brand; label: string }> = [
  { brand: 'primary', label: 'Brand primary' },
  { brand: 'secondary', label: 'Brand secondary' },
];

const EASING_POINTS = ['x1', 'y1', 'x2', 'y2'] as const;

export function StudioControls({ sources, studio }: Props) {
  const deferred = useDeferredMark();
  const { draft, view, change } = studio;
  const tokens = baseTokens(sources);
  const group = (prefix: string) => tokens.filter((t) => t.id.startsWith(`${prefix}.`));
  const current = (file: string, id: string) => draftValue(sources, draft, file, id);
  const errorOf = (id: string) => view.errors.find((e) => e.path === id)?.message;
  const set = (file: string, id: string, value: unknown, gesture: string) => change((d) => withEdit(sources, d, file, id, { value }), gesture);
  const setSpring = (file: string, id: string, spring: SpringPhysics, gesture: string) => change((d) => withEdit(sources, d, file, id, { spring }), gesture);

  const rampFields = (ramp: string, label: string) =>
    Object.keys(rampSteps(sources, ramp))
      .filter((step) => step !== ANCHOR_STEP || ramp === 'gray')
      .map((step) => {
        const id = `color.${ramp}.${step}`;
        return <ColorField key={id} label={`${label} ${step}`} value={String(current(COLOR_FILE, id).value)} error={errorOf(id)} onChange={(v, g) => set(COLOR_FILE, id, v, g)} />;
      });

  const textFields = (prefix: string, label: string) =>
    group(prefix).map((t) => (
      <TextField key={t.id} label={`${label} ${t.path.at(-1)}`} value={String(current(t.filePath, t.id).value)} error={errorOf(t.id)} onChange={(v, g) => set(t.filePath, t.id, v, g)} />
    ));

  return (
    <S.Column {...deferred}>
      <S.Panel aria-labelledby="studio-colour">
        <S.PanelTitle id="studio-colour">Colour</S.PanelTitle>
        {BRANDS.map(({ brand, label }) => (
          <S.Fieldset key={brand}>
            <S.Legend>{label}</S.Legend>
            <ColorField
              label={label}
              value={String(current(COLOR_FILE, `color.brand.${brand}`).value)}
              error={errorOf(`color.brand.${brand}`)}
              onChange={(v, g) => change((d) => withBrandColor(sources, d, brand, v), g)}
            />
            <S.Hint>Setting it generates the {brand} ramp in OKLCH; step {ANCHOR_STEP} is the brand colour. Adjust any step below.</S.Hint>
            <details>
              <summary>Adjust the {brand} ramp</summary>
              <S.FieldGrid>{rampFields(brand, brand === 'primary' ? 'Primary' : 'Secondary')}</S.FieldGrid>
            </details>
          </S.Fieldset>
        ))}
        <S.Fieldset>
          <S.Legend>Neutral ramp</S.Legend>
          <details>
            <summary>Adjust the gray ramp</summary>
            <S.FieldGrid>{rampFields('gray', 'Gray')}</S.FieldGrid>
          </details>
        </S.Fieldset>
      </S.Panel>

      <S.Panel aria-labelledby="studio-shape">
        <S.PanelTitle id="studio-shape">Shape and type</S.PanelTitle>
        <S.Fieldset>
          <S.Legend>Radius scale</S.Legend>
          <S.FieldGrid>{textFields('radius', 'Radius')}</S.FieldGrid>
        </S.Fieldset>
        <S.Fieldset>
          <S.Legend>Spacing</S.Legend>
          <NumberField
            label="Spacing base (px)"
            value={spacingBase(sources, draft)}
            min={1}
            step={0.5}
            onChange={(v, g) => v > 0 && change((d) => withSpacingBase(sources, d, v), g)}
          />
          <S.Hint>Every numbered step is its number times the base: spacing 4 is 4 × base.</S.Hint>
        </S.Fieldset>
        <S.Fieldset>
          <S.Legend>Font stacks</S.Legend>
          {group('font.family').map((t) => {
            const value = current(t.filePath, t.id).value;
            return (
              <TextField
                key={t.id}
                label={`Font stack ${t.path.at(-1)}`}
                hint="Comma-separated, first choice first."
                value={Array.isArray(value) ? value.map((n) => (/\s/.test(String(n)) ? `'${n}'` : n)).join(', ') : String(value)}
                error={errorOf(t.id)}
                onChange={(v, g) => set(t.filePath, t.id, parseFontStack(v), g)}
              />
            );
          })}
        </S.Fieldset>
      </S.Panel>

      <S.Panel aria-labelledby="studio-motion">
        <S.PanelTitle id="studio-motion">Motion</S.PanelTitle>
        <S.Fieldset>
          <S.Legend>Durations</S.Legend>
          <S.FieldGrid>{textFields('motion.duration', 'Duration')}</S.FieldGrid>
        </S.Fieldset>
        <S.Fieldset>
          <S.Legend>Easings (cubic-bezier)</S.Legend>
          {group('motion.easing').map((t) => {
            const curve = current(t.filePath, t.id).value as number[];
            const name = t.path.at(-1);
            return (
              <S.CurveRow key={t.id}>
                <BezierPlot curve={curve} label={`Easing ${name}: cubic-bezier(${curve.join(', ')})`} />
                <S.NumberGrid $columns={2}>
                  {EASING_POINTS.map((point, i) => (
                    <NumberField
                      key={point}
                      label={`${name} ${point}`}
                      value={curve[i] ?? 0}
                      step={0.01}
                      min={point.startsWith('x') ? 0 : undefined}
                      max={point.startsWith('x') ? 1 : undefined}
                      error={i === 0 ? errorOf(t.id) : undefined}
                      onChange={(v, g) => set(t.filePath, t.id, curve.map((c, j) => (j === i ? v : c)), g)}
                    />
                  ))}
                </S.NumberGrid>
              </S.CurveRow>
            );
          })}
        </S.Fieldset>
        <S.Fieldset>
          <S.Legend>Springs</S.Legend>
          {group('motion.spring')
            .filter((t) => t.spring)
            .map((t) => {
              const spring = current(t.filePath, t.id).spring!;
              const name = t.path.at(-1);
              const error = errorOf(t.id);
              const resolved = error ? undefined : resolveSpring(spring);
              return (
                <S.CurveRow key={t.id}>
                  {resolved ? <SpringPlot spring={spring} durationMs={resolved.durationMs} label={`Spring ${name}: settles in ${resolved.durationMs} ms`} /> : <span />}
                  <S.Column>
                    <S.NumberGrid $columns={3}>
                      {(['stiffness', 'damping', 'mass'] as const).map((field) => (
                        <NumberField
                          key={field}
                          label={`${name} ${field}`}
                          value={spring[field]}
                          step={field === 'mass' ? 0.1 : 1}
                          min={0}
                          onChange={(v, g) => setSpring(t.filePath, t.id, { ...spring, [field]: v }, g)}
                        />
                      ))}
                    </S.NumberGrid>
                    {error ? (
                      <S.FieldError>{error}</S.FieldError>
                    ) : (
                      resolved && (
                        <>
                          <S.Hint>Settles in {resolved.durationMs} ms</S.Hint>
                          <details>
                            <summary>CSS linear() easing</summary>
                            <S.Code>{resolved.linear}</S.Code>
                          </details>
                        </>
                      )
                    )}
                  </S.Column>
                </S.CurveRow>
              );
            })}
        </S.Fieldset>
      </S.Panel>
    </S.Column>
  );
}
