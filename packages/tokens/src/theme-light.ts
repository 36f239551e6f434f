// In this repository the package's theme-light module is the token build's output (npm run tokens); the
// published package ships it compiled (npm run pack).
export * from '../../../build/ts/theme-light.ts';
