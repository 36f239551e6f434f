// Second boot stage: the styling runtime. Evaluating styled-components re-reads the prerendered
// <style> tag into its own sheet (rehydration), the costliest part of evaluating the app's code.
export { ThemeProvider } from 'styled-components';
