// Imported token files, read by the build's strict reader. Loaded when a designer imports a file, so
// the reader's JSON scanner (jsonc-parser) stays out of the studio's first load.
import { readTokenFile } from '../../../scripts/tokens/read-token-file.mjs';
import type { TokenSources } from './draft';
import { validateFiles, type ParsedFile, type TokenError } from './tokenValidation';

/**
 * Imported files (bytes, named as in tokens/) read and validated as `npm run tokens` would with them
 * written over the site's sources: read errors first, then the checks on every file that could be read.
 */
export function checkImport(sources: TokenSources, uploads: ReadonlyArray<{ file: string; bytes: Uint8Array }>): { errors: TokenError[]; files: ParsedFile[] } {
  const errors: TokenError[] = [];
  const files: ParsedFile[] = [];
  const imported: ParsedFile[] = [];
  // In the sources' order, which is the order the build reads them in.
  for (const source of sources.files) {
    const upload = uploads.find((u) => u.file === source.file);
    if (!upload) {
      files.push({ file: source.file, data: source.data });
      continue;
    }
    const read = readTokenFile(upload.bytes, upload.file);
    if (!read.ok) errors.push(...read.errors);
    else {
      files.push({ file: upload.file, data: read.data });
      imported.push({ file: upload.file, data: read.data });
    }
  }
  errors.push(...validateFiles(sources, files));
  return { errors, files: imported };
}
