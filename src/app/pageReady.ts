// The moment a page has become interactive: its content has hydrated (or rendered) and its effects, the
// keyboard shortcuts among them, are attached. Whoever renders the app says what happens then (the boot
// marks the document, src/app/boot/main.tsx); the app only says when.
import { createContext, useContext, useEffect } from 'react';

export const PageReadyContext = createContext<() => void>(() => {});

/** Reports the page ready when the calling component's commit has run its effects. */
export function usePageReady(): void {
  const ready = useContext(PageReadyContext);
  useEffect(() => ready(), [ready]);
}
