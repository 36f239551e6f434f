// The workspace packages resolve to their sources (the `source` condition of their exports maps, which the
// published manifests drop), so the site imports the kit exactly as an app does, and nothing else of it:
// a path into the kit's folders is not an export. The site's build and Vitest use the same conditions.
import { defaultClientConditions, defaultServerConditions } from 'vite';

export function workspaceConditions() {
  return {
    resolve: { conditions: ['source', ...defaultClientConditions] },
    ssr: { resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source', ...defaultServerConditions] } },
  };
}
