// Where a page's first screen ends in its HTML. The page template (index.html) holds
// `<link rel="expect" href="#first-screen-end" blocking="render">`: the browser paints nothing until
// its parser has passed this element (or the document's end, on a page without it), so the first paint
// shows the whole first screen, its largest text included, instead of a part the parser had reached.
// The boot script (scripts/page-boot.mjs) requests the app's JavaScript at that paint: a paint
// that is also the largest contentful one keeps those requests out of what Lighthouse counts as needed
// for it, and a phone starts them without waiting for the rest of a long page to be parsed.

/** The id the template's `rel="expect"` link names (checked by a unit test). */
export const FIRST_SCREEN_END_ID = 'first-screen-end';

/** Placed by each page after the content a phone's first screen shows (its header and lead). */
export function FirstScreenEnd() {
  return <span id={FIRST_SCREEN_END_ID} hidden />;
}
