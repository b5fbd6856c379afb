import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core CI machine a screen's
// effects can take longer than that to settle, which is slowness, not a failure.
configure({ asyncUtilTimeout: 5000 });
