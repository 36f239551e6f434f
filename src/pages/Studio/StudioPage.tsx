// The theme studio (/studio): designers edit the tokens in the browser and see the kit and every
// contrast pair change live; the draft lives in the URL and exports as token JSON the build accepts.
import { Suspense, useEffect, useState } from 'react';
import { Button, Toggle } from '@motion-kit/react';
import { PageHeader } from '../../components/PageHeader';
import { deferredPart, useDeferredPartOnNavigation } from '../../lib/deferredPart';
import { editCount } from './draft';
import { ContrastPanel } from './ContrastPanel';
import { ExportPanel } from './ExportPanel';
import { overrideStylesheet, setSiteOverride, siteOverrideActive } from './siteOverride';
import { SITE_TOKEN_SOURCES as sources } from './siteTokenSources';
import { useStudioDraft } from './useStudioDraft';
import * as S from './Studio.styles';

/**
 * The edit controls and the preview (the kit's components in each theme) are deferred parts: the
 * prerender loads them, so the HTML holds them, and the client hydrates them right after the page,
 * keeping them out of the page's first load and its chunk under the budget (docs/performance.md).
 */
export const controlsPart = deferredPart(() => import('./StudioControls').then((module) => module.StudioControls));
// The preview's motion lab controls are a chunk of their own, loaded with it so the HTML holds them.
export const previewPart = deferredPart(() =>
  import('./StudioPreview').then(async (module) => {
    await module.preloadMotionControls();
    return module.StudioPreview;
  }),
);
void controlsPart.load().catch(() => {});
void previewPart.load().catch(() => {});

/** Dialogs portal next to the app's root element (index.html's #root), out of the preview panes. */
const portalled = (selector: string) => `${selector} body > :not(#root)`;

/** The "apply to the whole site" switch: read from session storage after hydration, written on each change. */
function useSiteOverride(css: string) {
  const [applied, setApplied] = useState<boolean>();
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- storage exists only in the browser, after hydration
    setApplied(siteOverrideActive());
  }, []);
  useEffect(() => {
    if (applied !== undefined) setSiteOverride(applied ? css : null);
  }, [applied, css]);
  return [applied ?? false, setApplied] as const;
}

export function StudioPage() {
  useDeferredPartOnNavigation(controlsPart);
  useDeferredPartOnNavigation(previewPart);
  const studio = useStudioDraft(sources);
  const { view, draft } = studio;
  const [applied, setApplied] = useSiteOverride(overrideStylesheet(view.declarations, sources.themes));
  const changed = editCount(draft);
  return (
    <>
      <PageHeader
        eyebrow="Design tokens"
        title="Theme Studio"
        description="Change the brand colours, ramps, radius, spacing, fonts, durations, easings and springs of the design tokens; watch the kit's components and every contrast pair update in the dark and light themes; then export token JSON that npm run tokens builds as it is. Everything happens in your browser: nothing is sent anywhere."
      />
      <noscript>
        <S.Muted>The studio&apos;s controls need JavaScript. The token sources it edits are described on the Design Tokens page.</S.Muted>
      </noscript>
      <style>{overrideStylesheet(view.declarations, sources.themes, portalled)}</style>
      <S.Page>
        <S.Toolbar role="toolbar" aria-label="Draft">
          <S.ToolbarGroup>
            <Button size="sm" onClick={studio.undo} disabled={!studio.canUndo}>
              Undo
            </Button>
            <Button size="sm" onClick={studio.redo} disabled={!studio.canRedo}>
              Redo
            </Button>
            <Button size="sm" variant="outline" onClick={studio.reset} disabled={changed === 0}>
              Reset to the site&apos;s tokens
            </Button>
          </S.ToolbarGroup>
          <S.Status aria-live="polite">
            {changed === 0 ? 'No changes' : `${changed} token${changed === 1 ? '' : 's'} changed`}
            {view.errors.length > 0 ? `, ${view.errors.length} problem${view.errors.length === 1 ? '' : 's'} (preview paused)` : ''}
          </S.Status>
          <S.Spacer />
          <Toggle label="Apply to the whole site" description="Until you turn it off (this tab only)" checked={applied} onChange={setApplied} size="sm" />
        </S.Toolbar>
        {studio.linkProblem && <S.FieldError role="alert">{studio.linkProblem}</S.FieldError>}
        {view.errors.length > 0 && (
          <S.ErrorList aria-label="Problems in the draft">
            {view.errors.map((e) => (
              <li key={`${e.file}${e.path}${e.message}`}>
                {e.file}
                {e.path ? ` › ${e.path}` : ''}: {e.message}
              </li>
            ))}
          </S.ErrorList>
        )}
        <S.Layout>
          <Suspense fallback={<S.Status>Loading the controls…</S.Status>}>
            <controlsPart.Part sources={sources} studio={studio} />
          </Suspense>
          <S.Column>
            <S.Panel aria-labelledby="studio-preview">
              <S.PanelTitle id="studio-preview">Preview</S.PanelTitle>
              <Suspense fallback={<S.Status>Loading the preview…</S.Status>}>
                <previewPart.Part themes={sources.themes} declarations={view.declarations} />
              </Suspense>
            </S.Panel>
            <ContrastPanel report={view.contrast} />
            <ExportPanel sources={sources} studio={studio} />
          </S.Column>
        </S.Layout>
      </S.Page>
    </>
  );
}
