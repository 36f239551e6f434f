/**
 * The token stylesheet an app imports once (`import '@motion-kit/tokens/css'`, the Getting Started sample).
 * The site loads the same rules from build/css itself (src/app/boot/main.tsx), so only the type checker meets this name.
 */
declare module '@motion-kit/tokens/css';
