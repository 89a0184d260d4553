import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core machine a first render can take
// longer. A generous ceiling only slows a failing test, never a passing one.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
});
