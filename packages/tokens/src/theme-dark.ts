// In this repository the package's theme-dark module is the token build's output (npm run tokens); the
// published package ships it compiled (npm run pack).
export * from '../../../build/ts/theme-dark.ts';
