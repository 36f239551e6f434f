// The browser entry, the page's module script (declared at the top of <head> by the prerender). As one
// task, evaluating the app would keep a slow phone from answering input for its whole length: it runs in
// stages, each a task: React (with this module), the styling runtime, then the app, which hydrates the page.
import 'react-dom/client';
// Linked from the page by the build (the prerender inlines them): they never wait for a script.
import '../../../build/css/tokens.css';
import '../../../build/css/theme-dark.css';
import '../../../build/css/theme-light.css';
import '../search/searchButton.css';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void (async () => {
  await import('./styles');
  await nextTask();
  const { start } = await import('./start');
  await nextTask(); // Finding the URL's route and hydrating get tasks of their own too.
  await start(nextTask);
})();
