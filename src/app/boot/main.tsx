// The browser entry, imported by the page's boot script (pageBoot.mjs) once the page has painted.
// Evaluating the app's JavaScript as one task would keep the page from answering input for its whole
// length on a slow phone, so it is evaluated in stages, each a task of its own: React (with this module),
// the styling runtime, then the app, which hydrates the page. All are fetched at once (the page preloads them).
import 'react-dom/client';
// Linked from the page by the build (the prerender inlines them): they never wait for a script.
import '../../../build/css/tokens.css';
import '../../../build/css/theme-dark.css';
import '../../../build/css/theme-light.css';
import '../search/searchButton.css';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot() {
  await import('./styles');
  await nextTask();
  const { start } = await import('./start');
  // Finding the URL's route and hydrating get tasks of their own too.
  await nextTask();
  await start(nextTask);
}

void boot();
