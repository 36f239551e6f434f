// The ids the API reference's rows carry, which search results and the library's cards link to.

/** The API reference section of an example page: the hash the library's cards link to. */
export const API_SECTION_ID = 'api-reference';

/** An id made only of characters a URL hash and a CSS selector take as they are. */
const idPart = (text: string) => text.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-|-$/g, '');

/** The id of one export's part of the reference (`api-Modal`). */
export const apiEntryId = (name: string) => `api-${idPart(name)}`;
/** The id of a prop's row (`api-Modal-open`). */
export const apiPropId = (component: string, prop: string) => `api-${idPart(component)}-${idPart(prop)}`;
/** The id of a key's row (`api-Modal-key-Escape`). */
export const apiKeyId = (component: string, keys: string) => `api-${idPart(component)}-key-${idPart(keys)}`;
