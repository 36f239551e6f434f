// @motion-kit/react's API report: API Extractor reads the built declarations (build/packages/react/dist,
// written by `npm run pack`) and compares the public API with the committed packages/react/etc/react.api.md.
// It fails when they differ, when an export or a member of one has no doc comment (ae-undocumented), or when
// a public signature names a type the entry does not export (ae-forgotten-export): every change to the API
// shows in a reviewed diff of that file. `npm run api-report` rebuilds and rewrites it. See docs/packages.md.
// @ts-check
import { mkdir, symlink, rm } from 'node:fs/promises';
import path from 'node:path';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';

export const API_EXTRACTOR_CONFIG = 'packages/react/api-extractor.json';
export const API_REPORT_FILE = 'packages/react/etc/react.api.md';

/** The prepared configuration of packages/react/api-extractor.json, with the built tokens linked where it expects them. */
async function kitConfig(/** @type {string} */ root) {
  // The built tokens under a node_modules folder beside the kit, where an app's TypeScript would find them:
  // API Extractor then treats @motion-kit/tokens as an external package, as it is to an app.
  const link = path.join(root, 'build', 'packages', 'node_modules', '@motion-kit', 'tokens');
  await mkdir(path.dirname(link), { recursive: true });
  await rm(link, { force: true, recursive: true });
  await symlink(path.join('..', '..', 'tokens'), link, 'dir');
  return ExtractorConfig.loadFileAndPrepare(path.join(root, API_EXTRACTOR_CONFIG));
}

/**
 * Runs API Extractor on the built kit (or on `config`, a test's). `update`: writes the report instead of
 * comparing (a local build).
 * @param {{ root: string, update?: boolean, config?: ExtractorConfig }} options
 * @returns {Promise<string[]>} what failed, empty when the report matches and every export is documented
 */
export async function checkApiReport({ root, update = false, config }) {
  const prepared = config ?? (await kitConfig(root));
  /** @type {string[]} */
  const failures = [];
  const result = Extractor.invoke(prepared, {
    localBuild: update,
    messageCallback: (message) => {
      if (message.logLevel === 'error') failures.push(message.formatMessageWithLocation(root + path.sep));
      // Its progress lines stay quiet; what failed is returned.
      message.handled = true;
    },
  });
  if (result.apiReportChanged && !update) {
    failures.push(`${path.relative(root, prepared.reportFilePath)} differs from what the kit exports: review the change, then \`npm run api-report\` and commit the file`);
  }
  return failures;
}

// `node scripts/packages/api-report.mjs [--update]` on an existing build (npm run pack makes it).
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const update = process.argv.includes('--update');
  const failures = await checkApiReport({ root: process.cwd(), update });
  for (const failure of failures) console.error(`  ✗ ${failure}`);
  if (failures.length) process.exitCode = 1;
  else console.log(`api report: ${API_REPORT_FILE} ${update ? 'written' : 'matches the kit\'s exports'}; every export documented`);
}
