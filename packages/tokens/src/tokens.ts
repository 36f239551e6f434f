// In this repository the package's tokens module is the token build's output (npm run tokens); the
// published package ships it compiled (npm run pack).
export * from '../../../build/ts/tokens.ts';
