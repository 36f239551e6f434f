import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default. The first dynamic import of a lazy component is
// transformed on demand, which on a busy 2-core CI machine took longer than that (a unit test failed
// in clean-clone CI that passes locally in 0.6-1.1 s). Waiting longer cannot turn a failure into a pass:
// an element that never appears still fails, only later.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
