// The studio's draft state: undo history, the draft mirrored into `?draft=` (replacing the history
// entry), read back from a shared link after hydration, and the view derived from it.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
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

interface Session {
  history: History<Draft>;
  /** Whether the link's draft has been read; until then the URL is not rewritten from the empty draft. */
  linkRead: boolean;
  linkProblem?: string;
}

export function useStudioDraft(sources: TokenSources) {
  const [session, setSession] = useState<Session>(() => ({ history: startHistory(EMPTY_DRAFT), linkRead: false }));
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  // The page stays mounted while a navigation away plays its exit: the URL then is another page's.
  const [studioPath] = useState(pathname);
  const { history, linkRead, linkProblem } = session;

  // Effects run only in the browser, after hydration: the first render matches the prerendered page,
  // then the link's draft is read, once.
  useEffect(() => {
    const param = new URLSearchParams(window.location.search).get(DRAFT_PARAM);
    const fromLink = param ? draftFromLink(sources, param) : undefined;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is read only in the browser
    setSession((s) => (fromLink ? { history: startHistory(fromLink.draft), linkRead: true, linkProblem: fromLink.problem } : { ...s, linkRead: true }));
  }, [sources]);

  const encoded = encodeDraft(history.present);
  useEffect(() => {
    if (!linkRead || pathname !== studioPath || (params.get(DRAFT_PARAM) ?? '') === encoded) return;
    replaceParam(setParams, DRAFT_PARAM, encoded || null);
  }, [linkRead, encoded, params, setParams, pathname, studioPath]);

  const update = useCallback((step: (h: History<Draft>) => History<Draft>) => setSession((s) => ({ ...s, history: step(s.history) })), []);
  const change = useCallback((edit: (draft: Draft) => Draft, group?: string) => update((h) => commit(h, edit(h.present), group)), [update]);
  const view = useMemo(() => studioView(sources, history.present), [sources, history.present]);

  return {
    draft: history.present,
    view,
    linkProblem,
    change,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    undo: () => update(undo),
    redo: () => update(redo),
    reset: () => update((h) => commit(h, EMPTY_DRAFT)),
  };
}

export type StudioDraft = ReturnType<typeof useStudioDraft>;
