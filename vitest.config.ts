import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react-swc';
import { buildConstants } from './scripts/build-constants.mjs';
import { publicDemoSource } from './vite.config';

const swcStyled = react({ plugins: [['@swc/plugin-styled-components', { displayName: true, ssr: true }]] });

export default defineConfig({
  test: {
    restoreMocks: true,
    projects: [
      {
        plugins: [swcStyled, publicDemoSource()],
        define: buildConstants(),
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
          restoreMocks: true,
        },
      },
      {
        test: {
          name: 'scripts',
          environment: 'node',
          include: ['scripts/**/*.test.mjs'],
          restoreMocks: true,
        },
      },
    ],
  },
});
