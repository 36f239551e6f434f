export { PageTransitionsExample as default } from './PageTransitionsExample';
