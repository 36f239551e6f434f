// A code sample with optional live preview: Preview/Code tabs, token-themed highlighting and a copy button.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Check, Copy } from 'lucide-react';
import { COPIED_INDICATOR_MS, DEFERRED_MODULE_IDLE_TIMEOUT_MS } from '../../lib/timing';
import { copyToClipboard, Tabs, TabsContent, TabsList, TabsTrigger } from '@motion-kit/react';
import type { GeneratedLine } from './highlight';
import { preloadable, usePreloaded, whenIdle, type Preloadable } from '../../lib/preloadable';
import { MotionPreview } from '../MotionPreview';
import * as S from './CodeBlock.styles';

export type CodeBlockTab = 'preview' | 'code';

/** The sample's text, or a function that loads it (a large sample stays out of the page's first load). */
export type CodeSource = string | (() => Promise<string>);

export interface CodeBlockProps {
  code: CodeSource;
  /** A fence name sugar-high knows: tsx, ts, jsx, css, json, bash, html... (others render plain). */
  language?: string;
  /** Live example shown in a Preview tab; without it only the code is shown. */
  preview?: ReactNode;
  title?: string;
  defaultTab?: CodeBlockTab;
  /** Shown beside the preview: the motion spec of the kit components in it (a `MotionSpecPanel`). */
  motionSpec?: ReactNode;
}

/** Copies the text, loading it first if it has not arrived; `copied` is true for 2 s after. */
function useCopy(text: () => Promise<string>) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    let value: string;
    try {
      value = await text();
    } catch (error) {
      console.error('Copy failed: the code did not load.', error);
      return;
    }
    if (!(await copyToClipboard(value))) return;
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
  };
  return { copied, copy };
}

type Highlighter = (code: string, language: string) => GeneratedLine[];

// The highlighter (sugar-high and its grammars) is not part of a page's first load: code renders as
// plain text first (as in the prerendered HTML), then in colour once the chunk has arrived.
const highlighter = preloadable<Highlighter>(() => import('./highlight').then((module) => module.highlightLines));

/** A loaded sample's text, kept per loader so every block of it shares one request. */
const samples = new WeakMap<() => Promise<string>, Preloadable<string>>();
function sampleOf(load: () => Promise<string>): Preloadable<string> {
  let sample = samples.get(load);
  if (!sample) {
    sample = preloadable(load);
    samples.set(load, sample);
  }
  return sample;
}

function CodeView({ code, language, label, onRetry }: { code: string | undefined; language: string; label: string; onRetry?: () => void }) {
  const highlight = usePreloaded(highlighter, true);
  const lines = useMemo(() => (code === undefined ? undefined : highlight?.(code.trimEnd(), language)), [highlight, code, language]);
  if (code === undefined && onRetry) {
    return (
      <S.Pre role="region" aria-label={label} data-language={language}>
        <code>The code could not load. </code>
        <S.RetryButton type="button" onClick={onRetry}>
          Try again
        </S.RetryButton>
      </S.Pre>
    );
  }
  if (code === undefined) {
    return (
      <S.Pre role="region" aria-label={label} aria-busy="true" data-language={language}>
        <code>Loading code…</code>
      </S.Pre>
    );
  }
  return (
    <S.Pre tabIndex={0} role="region" aria-label={label} data-language={language}>
      <code>
        {!lines && code.trimEnd()}
        {lines?.map((line, i) => (
          <span key={i} className="line">
            {line.children.map((token, key) => (
              <span key={key} className={`token ${token.tokenType}`}>
                {token.children.map((text) => text.value).join('')}
              </span>
            ))}
            {'\n'}
          </span>
        ))}
      </code>
    </S.Pre>
  );
}

export function CodeBlock({ code, ...rest }: CodeBlockProps) {
  return typeof code === 'string' ? <CodeBlockView {...rest} code={code} load={() => Promise.resolve(code)} /> : <LazyCodeBlock {...rest} load={code} />;
}

/**
 * A sample whose text loads apart from the page: when the browser is idle, or at once when the Code tab
 * is opened or the copy button pressed (each a new attempt after a failure).
 */
function LazyCodeBlock({ load, ...rest }: Omit<CodeBlockProps, 'code'> & { load: () => Promise<string> }) {
  const sample = sampleOf(load);
  const [wanted, setWanted] = useState(rest.defaultTab === 'code' || rest.preview === undefined);
  // Text that arrived through a retry (the copy button, or Try again after a failure offline).
  const [retried, setRetried] = useState<string>();
  const [failed, setFailed] = useState(false);
  const code = usePreloaded(sample, wanted, () => setFailed(true)) ?? retried;
  const retry = () => {
    setFailed(false);
    return sample.retry().then(
      (text) => {
        setRetried(text);
        return text;
      },
      (error: unknown) => {
        setFailed(true);
        throw error;
      },
    );
  };
  return (
    <CodeBlockView
      {...rest}
      code={code}
      load={retry}
      onRetry={failed ? () => void retry().catch(() => {}) : undefined}
      onTabChange={(tab) => {
        if (tab === 'code') setWanted(true);
      }}
    />
  );
}

interface CodeBlockViewProps extends Omit<CodeBlockProps, 'code'> {
  /** The text, or undefined while it loads. */
  code: string | undefined;
  load: () => Promise<string>;
  /** Set when loading the text failed: the code area offers to try again. */
  onRetry?: () => void;
  onTabChange?: (tab: CodeBlockTab) => void;
}

function CodeBlockView({ code, load, onRetry, onTabChange, language = 'tsx', preview, title, defaultTab = 'preview', motionSpec }: CodeBlockViewProps) {
  const { copied, copy } = useCopy(() => (code === undefined ? load() : Promise.resolve(code)));
  const label = title ? `${title} code` : `${language} code`;
  const copyControl = (
    <>
      <S.CopiedNote role="status">{copied ? 'Copied!' : ''}</S.CopiedNote>
      <S.CopyButton type="button" aria-label="Copy code" onClick={copy} data-copied={copied || undefined}>
        {copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
      </S.CopyButton>
    </>
  );

  // Behind a Preview tab the code is not shown until asked for, so it is neither rendered nor
  // highlighted before then (tokenizing every sample at load makes long tasks on the main thread);
  // the highlighter arrives while the page is idle.
  useEffect(() => (preview === undefined ? undefined : whenIdle(() => void highlighter.load().catch(() => {}), DEFERRED_MODULE_IDLE_TIMEOUT_MS)), [preview]);

  if (preview === undefined) {
    return (
      <S.Frame>
        <S.Toolbar>
          <S.ToolbarTitle>{title ?? language}</S.ToolbarTitle>
          {copyControl}
        </S.Toolbar>
        <CodeView code={code} language={language} label={label} onRetry={onRetry} />
      </S.Frame>
    );
  }

  return (
    <S.Frame>
      <Tabs defaultValue={defaultTab} variant="underline" onValueChange={(tab) => onTabChange?.(tab as CodeBlockTab)}>
        <S.Toolbar>
          <TabsList aria-label={title ? `${title} view` : 'Example view'}>
            <TabsTrigger value="preview">Preview</TabsTrigger>
            <TabsTrigger value="code">Code</TabsTrigger>
          </TabsList>
          {title && <S.ToolbarTitle>{title}</S.ToolbarTitle>}
          {copyControl}
        </S.Toolbar>
        <TabsContent value="preview">
          <MotionPreview spec={motionSpec}>
            <S.PreviewArea>{preview}</S.PreviewArea>
          </MotionPreview>
        </TabsContent>
        <TabsContent value="code" tabIndex={-1} lazy>
          <CodeView code={code} language={language} label={label} onRetry={onRetry} />
        </TabsContent>
      </Tabs>
    </S.Frame>
  );
}
