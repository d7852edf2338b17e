import '@testing-library/jest-dom/vitest';
import { loadEveryCatalogue } from '@kankan/i18n';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy / waitFor wait up to 5 s (default 1 s): on the two-core CI machine the first render of a lazy route can
// take longer than a second while the test files around it compile.
configure({ asyncUtilTimeout: 5000 });

// Tests render components and pages of every area outside the site's routes: `activateLocale` loads every catalogue.
await loadEveryCatalogue();

afterEach(() => {
  cleanup();
});
