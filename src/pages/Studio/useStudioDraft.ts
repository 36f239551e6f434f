// The studio's draft state: undo history, the draft mirrored into `?draft=` (replacing the history
// entry), read back from a shared link after hydration, and the view derived from it.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useHydrated } from '../../hooks/useHydrated';
import { replaceParam } from '../../lib/replaceParam';
import { EMPTY_DRAFT, withEdit, type Draft, type TokenSources } from './draft';
import { decodeDraft, DRAFT_PARAM, encodeDraft } from './draftCodec';
import { commit, redo, startHistory, undo, type History } from './history';
import { studioView } from './studioModel';

/** A link's draft, keeping only edits of tokens the sources have. */
function draftFromLink(sources: TokenSources, param: string): { draft: Draft; problem?: string } {
  const decoded = decodeDraft(param);
  if ('error' in decoded) return { draft: EMPTY_DRAFT, problem: decoded.error };
  let draft = EMPTY_DRAFT;
  const unknown: string[] = [];
  for (const [file, tokens] of Object.entries(decoded.draft)) {
    for (const [id, edit] of Object.entries(tokens)) {
      try {
        draft = withEdit(sources, draft, file, id, edit);
      } catch {
        unknown.push(id);
      }
    }
  }
  return { draft, problem: unknown.length > 0 ? `The link changes tokens the site does not have, left out: ${unknown.join(', ')}.` : undefined };
}

export function useStudioDraft(sources: TokenSources) {
  const [history, setHistory] = useState<History<Draft>>(() => startHistory(EMPTY_DRAFT));
  const [linkProblem, setLinkProblem] = useState<string>();
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const loaded = useRef(false);

  useEffect(() => {
    if (!hydrated || loaded.current) return;
    loaded.current = true;
    const param = params.get(DRAFT_PARAM);
    if (!param) return;
    const { draft, problem } = draftFromLink(sources, param);
    // The link's draft is read once, after hydration, so the first render matches the prerendered page.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHistory(startHistory(draft));
    setLinkProblem(problem);
  }, [hydrated, params, sources]);

  const encoded = encodeDraft(history.present);
  useEffect(() => {
    if (!loaded.current || (params.get(DRAFT_PARAM) ?? '') === encoded) return;
    replaceParam(setParams, DRAFT_PARAM, encoded || null);
  }, [encoded, params, setParams]);

  const change = useCallback((update: (draft: Draft) => Draft, group?: string) => setHistory((h) => commit(h, update(h.present), group)), []);
  const view = useMemo(() => studioView(sources, history.present), [sources, history.present]);

  return {
    draft: history.present,
    view,
    linkProblem,
    change,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    undo: () => setHistory(undo),
    redo: () => setHistory(redo),
    reset: () => setHistory((h) => commit(h, EMPTY_DRAFT)),
  };
}

export type StudioDraft = ReturnType<typeof useStudioDraft>;
