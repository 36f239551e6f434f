// What the studio shows for a draft, derived in one place: the drafted files, their validation, each
// theme's resolved tokens, the custom properties the draft changes and the contrast of every pair.
// Also the edits that touch many tokens at once (a brand colour and its ramp, the spacing base).
import { contrastReport, type ContrastReport } from './contrastReport';
import { draftedFiles, draftValue, withEdit, type Draft, type TokenSources } from './draft';
import { generateRamp, rampProfile, ANCHOR_STEP } from './ramp';
import { changedDeclarations, resolveThemes, type ResolvedToken } from './resolve';
import { validateFiles, type TokenError } from './tokenValidation';

export interface StudioView {
  errors: TokenError[];
  themes: Record<string, ResolvedToken[]>;
  /** Per theme, the custom properties whose value the draft changes (empty while the draft has errors). */
  declarations: Record<string, Record<string, string>>;
  contrast: ContrastReport;
}

/** Resolving the unedited sources is the baseline every draft is compared with; computed once per sources. */
const baselines = new WeakMap<TokenSources, Record<string, ResolvedToken[]>>();
function baseline(sources: TokenSources) {
  let themes = baselines.get(sources);
  if (!themes) baselines.set(sources, (themes = resolveThemes(sources, sources.files)));
  return themes;
}

export function studioView(sources: TokenSources, draft: Draft): StudioView {
  const files = draftedFiles(sources, draft);
  const errors = validateFiles(sources, files);
  const base = baseline(sources);
  if (errors.length > 0) return { errors, themes: base, declarations: {}, contrast: contrastReport(base, sources.contrast) };
  const themes = resolveThemes(sources, files);
  return { errors, themes, declarations: changedDeclarations(base, themes), contrast: contrastReport(themes, sources.contrast) };
}

export const COLOR_FILE = 'tokens/color.json';
export type Brand = 'primary' | 'secondary';

/** The steps of a ramp in the sources (`color.primary.*`), with their resolved default colours. */
export function rampSteps(sources: TokenSources, ramp: string): Record<string, string> {
  const tokens = baseline(sources)[sources.themes[0]!.name] ?? [];
  return Object.fromEntries(tokens.filter((t) => t.path.length === 3 && t.path[0] === 'color' && t.path[1] === ramp).map((t) => [t.path[2]!, String(t.$value)]));
}

/**
 * Sets a brand colour and regenerates its ramp from it. The ramp's shape is the site's own primary
 * ramp, and the anchor step keeps its reference to the brand token, as in the sources.
 */
export function withBrandColor(sources: TokenSources, draft: Draft, brand: Brand, color: string): Draft {
  let next = withEdit(sources, draft, COLOR_FILE, `color.brand.${brand}`, { value: color });
  const ramp = generateRamp(color, rampProfile(rampSteps(sources, 'primary')));
  for (const step of Object.keys(rampSteps(sources, brand))) {
    if (step === ANCHOR_STEP || !ramp[step]) continue;
    next = withEdit(sources, next, COLOR_FILE, `color.${brand}.${step}`, { value: ramp[step] });
  }
  return next;
}

export const SPACING_FILE = 'tokens/spacing.json';

/** The spacing steps named by a multiple of the base (`spacing.4` is 4 × base), with their source values. */
export function spacingSteps(sources: TokenSources): Array<{ id: string; multiple: number }> {
  const tokens = baseline(sources)[sources.themes[0]!.name] ?? [];
  return tokens.filter((t) => t.path[0] === 'spacing' && t.path.length === 2 && /^\d+$/.test(t.path[1]!)).map((t) => ({ id: t.id, multiple: Number(t.path[1]) }));
}

/** The spacing base in px the draft has: what `spacing.1` is. */
export function spacingBase(sources: TokenSources, draft: Draft): number {
  return parseFloat(String(draftValue(sources, draft, SPACING_FILE, 'spacing.1').value));
}

/** Every numbered spacing step set to its multiple of `base` px. */
export function withSpacingBase(sources: TokenSources, draft: Draft, base: number): Draft {
  return spacingSteps(sources).reduce((next, { id, multiple }) => withEdit(sources, next, SPACING_FILE, id, { value: `${+(multiple * base).toFixed(2)}px` }), draft);
}

/** The base tokens (shared by every theme) as the sources define them, in source order. */
export function baseTokens(sources: TokenSources): ResolvedToken[] {
  return (baseline(sources)[sources.themes[0]!.name] ?? []).filter((t) => sources.baseFiles.includes(t.filePath));
}

/** A font stack typed as text ("Inter, 'Segoe UI', sans-serif") as the list DTCG's fontFamily holds. */
export function parseFontStack(text: string): string[] {
  return text
    .split(',')
    .map((name) => name.trim().replace(/^(['"])(.*)\1$/, '$2'))
    .filter((name) => name.length > 0);
}
