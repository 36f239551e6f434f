// Token build: validates tokens/, runs Style Dictionary per theme into a scratch folder, checks
// contrast, then swaps the scratch folder into build/. Any failure leaves the last good build/ as it was.
// @ts-check
import { mkdtemp, readFile, rename, rm, mkdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import StyleDictionary from 'style-dictionary';
import { docsJsonFormat, msNumberTransform, nestedConstFormat } from './formats.mjs';
import { validateSources } from './validate.mjs';
import { checkContrast } from './contrast.mjs';

StyleDictionary.registerTransform(msNumberTransform);
StyleDictionary.registerFormat(nestedConstFormat);
StyleDictionary.registerFormat(docsJsonFormat);

/**
 * @typedef {{ file: string, path?: string, message: string }} TokenError
 * @typedef {{ ok: true, outDir: string, ms: number } | { ok: false, errors: TokenError[] }} BuildResult
 */

/**
 * @param {{ root?: string, configPath?: string, outDir?: string, log?: (line: string) => void }} [opts]
 * @returns {Promise<BuildResult>}
 */
export async function buildTokens(opts = {}) {
  const started = performance.now();
  const root = path.resolve(opts.root ?? process.cwd());
  const configPath = path.resolve(root, opts.configPath ?? 'style-dictionary.config.json');
  const outDir = path.resolve(root, opts.outDir ?? 'build');

  /** @type {any} */
  let config;
  try {
    config = JSON.parse(await readFile(configPath, 'utf8'));
  } catch (error) {
    return { ok: false, errors: [{ file: path.relative(root, configPath), message: `cannot read config: ${/** @type {Error} */ (error).message}` }] };
  }

  const validation = await validateSources({ root, config });
  if (validation.errors.length > 0) return { ok: false, errors: validation.errors };

  await mkdir(path.dirname(outDir), { recursive: true });
  const scratch = await mkdtemp(path.join(path.dirname(outDir), '.build-tokens-'));
  try {
    const themeNames = Object.keys(config.themes);
    const defaultTheme = themeNames.find((name) => config.themes[name].default) ?? themeNames[0];
    /** @type {Record<string, any[]>} */
    const resolvedByTheme = {};

    for (const theme of themeNames) {
      const themeConfig = config.themes[theme];
      const themeFile = path.resolve(root, themeConfig.source);
      const isThemeToken = (/** @type {any} */ token) => path.resolve(root, token.filePath) === themeFile;

      const platforms = /** @type {Record<string, any>} */ ({});
      for (const [name, platform] of Object.entries(config.platforms)) {
        const files = platform.files
          .filter((/** @type {any} */ file) => file.scope !== 'base' || theme === defaultTheme)
          .map((/** @type {any} */ file) => ({
            destination: file.destination.replaceAll('{theme}', theme),
            format: file.format,
            filter:
              file.scope === 'base'
                ? (/** @type {any} */ token) => !isThemeToken(token)
                : file.scope === 'theme'
                  ? isThemeToken
                  : undefined,
            options: {
              ...Object.fromEntries(
                Object.entries(file.options ?? {}).map(([key, value]) => [
                  key,
                  typeof value === 'string' ? value.replaceAll('{selector}', themeConfig.selector) : value,
                ]),
              ),
              theme,
              themeFile: themeConfig.source,
            },
          }));
        platforms[name] = {
          ...platform,
          buildPath: path.join(scratch, platform.buildPath) + path.sep,
          files,
        };
      }

      const sd = new StyleDictionary({
        source: [...config.source.map((/** @type {string} */ s) => path.join(root, s)), themeFile],
        usesDtcg: true,
        log: { verbosity: 'silent', warnings: 'disabled' },
        platforms,
      });
      const dictionary = await sd.getPlatformTokens('docs');
      resolvedByTheme[theme] = dictionary.allTokens;
      const contrast = checkContrast(dictionary.allTokens, config.contrast, theme);
      if (contrast.errors.length > 0) return { ok: false, errors: contrast.errors.map((e) => ({ ...e, file: path.relative(root, themeFile) })) };
      // Contrast results go into the docs JSON of this theme.
      platforms.docs.files.forEach((/** @type {any} */ f) => (f.options.contrast = contrast.results));
      await sd.buildAllPlatforms();
    }

    await writeFile(path.join(scratch, '.gitignore'), '*\n');
    // Swap: the old build/ disappears only once the new one is complete.
    const old = `${outDir}.old-${process.pid}`;
    if (existsSync(outDir)) await rename(outDir, old);
    await rename(scratch, outDir);
    await rm(old, { recursive: true, force: true });
    return { ok: true, outDir, ms: performance.now() - started };
  } catch (error) {
    return { ok: false, errors: [{ file: 'tokens/', message: /** @type {Error} */ (error).message }] };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** @param {TokenError} e */
export function formatError(e) {
  return `  ✖ ${e.file}${e.path ? ` › ${e.path}` : ''}: ${e.message}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await buildTokens();
  if (result.ok) {
    console.log(`tokens: built ${path.relative(process.cwd(), result.outDir)}/ in ${Math.round(result.ms)} ms`);
  } else {
    console.error(`tokens: ${result.errors.length} problem${result.errors.length === 1 ? '' : 's'} in the token sources; build/ left as it was.`);
    for (const e of result.errors) console.error(formatError(e));
    process.exitCode = 1;
  }
}
