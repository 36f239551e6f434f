import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default. The first dynamic import of a lazy component is
// transformed on demand, which on a busy 2-core CI machine can take longer than that. Waiting longer
// cannot turn a failure into a pass: an element that never appears still fails, only later.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
