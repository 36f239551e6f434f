// A code sample with optional live preview: Preview/Code tabs, token-themed highlighting and a copy button.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Check, Copy } from 'lucide-react';
import { COPIED_INDICATOR_MS, DEFERRED_MODULE_IDLE_TIMEOUT_MS } from '../../lib/timing';
import { copyToClipboard } from '../../lib/clipboard';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../Tabs';
import type { GeneratedLine } from './highlight';
import { preloadable, usePreloaded, whenIdle } from '../../lib/preloadable';
import { CopiedNote, CopyButton, Frame, Pre, PreviewArea, Toolbar, ToolbarTitle } from './CodeBlock.styles';

export type CodeBlockTab = 'preview' | 'code';

export interface CodeBlockProps {
  code: string;
  /** A fence name sugar-high knows: tsx, ts, jsx, css, json, bash, html... (others render plain). */
  language?: string;
  /** Live example shown in a Preview tab; without it only the code is shown. */
  preview?: ReactNode;
  title?: string;
  defaultTab?: CodeBlockTab;
}

function useCopy(text: string) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    if (!(await copyToClipboard(text))) return;
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

function CodeView({ code, language, label }: { code: string; language: string; label: string }) {
  const highlight = usePreloaded(highlighter, true);
  const lines = useMemo(() => highlight?.(code.trimEnd(), language), [highlight, code, language]);
  return (
    <Pre tabIndex={0} role="region" aria-label={label} data-language={language}>
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
    </Pre>
  );
}

export function CodeBlock({ code, language = 'tsx', preview, title, defaultTab = 'preview' }: CodeBlockProps) {
  const { copied, copy } = useCopy(code);
  const label = title ? `${title} code` : `${language} code`;
  const copyControl = (
    <>
      <CopiedNote role="status">{copied ? 'Copied!' : ''}</CopiedNote>
      <CopyButton type="button" aria-label="Copy code" onClick={copy} data-copied={copied || undefined}>
        {copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
      </CopyButton>
    </>
  );

  // Behind a Preview tab the code is not shown until asked for, so it is neither rendered nor
  // highlighted before then (tokenizing every sample of an example page at load kept the main thread
  // busy for tens of milliseconds per sample); the highlighter arrives while the page is idle.
  useEffect(() => (preview === undefined ? undefined : whenIdle(() => void highlighter.load().catch(() => {}), DEFERRED_MODULE_IDLE_TIMEOUT_MS)), [preview]);

  if (preview === undefined) {
    return (
      <Frame>
        <Toolbar>
          <ToolbarTitle>{title ?? language}</ToolbarTitle>
          {copyControl}
        </Toolbar>
        <CodeView code={code} language={language} label={label} />
      </Frame>
    );
  }

  return (
    <Frame>
      <Tabs defaultValue={defaultTab} variant="underline">
        <Toolbar>
          <TabsList aria-label={title ? `${title} view` : 'Example view'}>
            <TabsTrigger value="preview">Preview</TabsTrigger>
            <TabsTrigger value="code">Code</TabsTrigger>
          </TabsList>
          {title && <ToolbarTitle>{title}</ToolbarTitle>}
          {copyControl}
        </Toolbar>
        <TabsContent value="preview">
          <PreviewArea>{preview}</PreviewArea>
        </TabsContent>
        <TabsContent value="code" tabIndex={-1} lazy>
          <CodeView code={code} language={language} label={label} />
        </TabsContent>
      </Tabs>
    </Frame>
  );
}
