import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy / waitFor wait up to 5 s (default 1 s): on the two-core CI machine the first render of a lazy route can
// take longer than a second while the test files around it compile.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
