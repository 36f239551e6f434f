// Export of the changed token files (one download each, named as in tokens/) and import of token files,
// read through the build's validation. Nothing leaves the browser: downloads are blob URLs.
import { useEffect, useId, useMemo, useState } from 'react';
import { editsFromFile, exportedFiles, withEdit, type TokenSources } from './draft';
import { parseTokenFile, validateFiles, type TokenError } from './tokenValidation';
import type { StudioDraft } from './useStudioDraft';
import * as S from './Studio.styles';

const baseName = (file: string) => file.split('/').pop() ?? file;

function useDownloads(files: Array<{ file: string; text: string }>) {
  const links = useMemo(() => files.map((f) => ({ ...f, href: URL.createObjectURL(new Blob([f.text], { type: 'application/json' })) })), [files]);
  useEffect(() => () => links.forEach((l) => URL.revokeObjectURL(l.href)), [links]);
  return links;
}

export function ExportPanel({ sources, studio }: { sources: TokenSources; studio: StudioDraft }) {
  const inputId = useId();
  const files = useMemo(() => exportedFiles(sources, studio.draft), [sources, studio.draft]);
  const links = useDownloads(files);
  const [problems, setProblems] = useState<TokenError[]>([]);
  const [imported, setImported] = useState<string>();

  async function importFiles(list: FileList | null) {
    const found: TokenError[] = [];
    const parsed: Array<{ file: string; data: unknown }> = [];
    for (const upload of [...(list ?? [])]) {
      const source = sources.files.find((f) => baseName(f.file) === upload.name);
      if (!source) {
        found.push({ file: upload.name, message: `is not one of the site's token files (${sources.files.map((f) => baseName(f.file)).join(', ')})` });
        continue;
      }
      const result = parseTokenFile(source.file, await upload.text());
      if ('error' in result) found.push(result.error);
      else parsed.push({ file: source.file, data: result.data });
    }
    const replaced = sources.files.map((f) => parsed.find((p) => p.file === f.file) ?? f);
    found.push(...validateFiles(sources, replaced).filter((e) => parsed.some((p) => p.file === e.file)));
    const edits = parsed.map((p) => ({ file: p.file, ...editsFromFile(sources.files.find((f) => f.file === p.file)!, p.data) }));
    for (const { file, problems: fileProblems } of edits) found.push(...fileProblems.map((message) => ({ file, message })));
    setProblems(found);
    setImported(undefined);
    if (found.length > 0 || parsed.length === 0) return;
    studio.change((draft) => edits.reduce((next, { file, edits: tokens }) => Object.entries(tokens).reduce((d, [id, edit]) => withEdit(sources, d, file, id, edit), next), draft));
    setImported(`Imported ${parsed.map((p) => p.file).join(', ')}.`);
  }

  return (
    <S.Panel aria-labelledby="studio-export">
      <S.PanelTitle id="studio-export">Export and import</S.PanelTitle>
      {links.length === 0 ? (
        <S.Status>No changes yet: edit a token and its file appears here.</S.Status>
      ) : (
        <>
          <S.Muted>Save each file over the one of the same path in tokens/, then run npm run tokens and npm run tokens:diff.</S.Muted>
          <S.FileList>
            {links.map((l) => (
              <li key={l.file}>
                <a href={l.href} download={baseName(l.file)}>
                  Download {l.file}
                </a>
              </li>
            ))}
          </S.FileList>
        </>
      )}
      <S.Field>
        <S.Label htmlFor={inputId}>Import token files</S.Label>
        <S.FileInput id={inputId} type="file" accept=".json,application/json" multiple onChange={(e) => void importFiles(e.target.files)} />
        <S.Hint>Files named as in tokens/ (color.json, dark.json...), checked as the build checks them.</S.Hint>
      </S.Field>
      <div aria-live="polite">
        {imported && <S.Status>{imported}</S.Status>}
        {problems.length > 0 && (
          <S.ErrorList aria-label="Problems in the imported files">
            {problems.map((e) => (
              <li key={`${e.file}${e.path}${e.message}`}>
                {e.file}
                {e.path ? ` › ${e.path}` : ''}: {e.message}
              </li>
            ))}
          </S.ErrorList>
        )}
      </div>
    </S.Panel>
  );
}
