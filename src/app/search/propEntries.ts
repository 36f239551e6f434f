// The search entries of the kit's props, made in the browser from the index's compact list as the index
// arrives (once, not per keystroke): a prop's row id, link and description follow from its component and
// page, so the index carries only the names.
import { apiPropId } from '../../lib/apiReferenceIds';
import type { ApiPropList, SearchEntry } from './searchIndex';

export function propEntries(lists: readonly ApiPropList[]): SearchEntry[] {
  return lists.flatMap(([slug, component, names]) =>
    names.split(' ').map((prop) => ({
      id: `prop:${component}.${prop}`,
      kind: 'prop' as const,
      title: prop,
      description: `${component} prop`,
      href: `/examples/${slug}#${apiPropId(component, prop)}`,
      keywords: [component],
    })),
  );
}
