import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react-swc';
import { parseBuildConfig } from './src/lib/config.ts';
import { tokensPlugin } from './scripts/tokens/vite-plugin.mjs';

export default defineConfig(({ mode }) => {
  // Fails the build with a message naming the variable when a build-time URL is unsafe.
  parseBuildConfig(loadEnv(mode, process.cwd(), 'VITE_'));

  return {
    plugins: [
      react({
        // Deterministic styled-components class ids: the prerender bundle and the split client chunks
        // create components in different orders, so counter-based ids would not match on hydration.
        plugins: [['@swc/plugin-styled-components', { displayName: mode !== 'production', ssr: true }]],
      }),
      tokensPlugin(),
    ],
    build: {
      manifest: true,
      target: 'es2022',
    },
    ssr: {
      noExternal: ['styled-components'],
    },
  };
});
