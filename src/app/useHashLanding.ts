import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { landOnHash } from '../lib/landOnTarget';

/** The attribute that outlines the element a URL hash landed on; pages style it (the token rows do). */
export const HASH_TARGET_ATTRIBUTE = 'data-search-target';

/**
 * Lands on the element the URL's hash names (landOnHash): on arrival, and on every navigation to a new
 * entry (a link, a search result, the same result chosen again). A navigation that replaces the entry
 * mirrors in-page state in the URL (the documentation's sections) and scrolls as that page decides; Back
 * and Forward leave the scroll to the browser. The target is outlined until another replaces it.
 */
export function useHashLanding() {
  const { hash, key } = useLocation();
  const navigationType = useNavigationType();
  const arrivalKey = useRef(key);
  useEffect(() => {
    if (!hash || (key !== arrivalKey.current && navigationType !== 'PUSH')) return;
    return landOnHash(document, hash, {
      onFound: (target) => {
        document.querySelector(`[${HASH_TARGET_ATTRIBUTE}]`)?.removeAttribute(HASH_TARGET_ATTRIBUTE);
        target.setAttribute(HASH_TARGET_ATTRIBUTE, '');
      },
    });
    // key: each navigation lands anew, also on the hash it already had.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
