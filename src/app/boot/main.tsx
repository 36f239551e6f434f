// The browser entry. Evaluating the app's JavaScript is the longest piece of main-thread work a page
// does after its first paint; as one task it would keep the page from answering input for its whole
// length on a slow phone. So the code is evaluated in three stages, each in a task of its own: React
// (with this module), the styling runtime, then the app, which hydrates the page. All of them are
// fetched at once (the page preloads them); only their evaluation is spread out.
import 'react-dom/client';
// The token stylesheets stay with the entry: the build links them from the page (and the prerenderer
// inlines them), so they never wait for a script.
import '../../../build/css/tokens.css';
import '../../../build/css/theme-dark.css';
import '../../../build/css/theme-light.css';
// The header's search button, on every page (its JavaScript has no room for styles in the first load).
import '../search/searchButton.css';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot() {
  await import('./styles');
  await nextTask();
  const { start } = await import('./start');
  // Finding the URL's route (React Router ranks every route) and hydrating get tasks of their own too.
  await nextTask();
  await start(nextTask);
}

void boot();
