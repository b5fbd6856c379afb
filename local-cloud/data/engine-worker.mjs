// Entry of the data engine's thread: TypeScript through tsx, then engine-thread.ts.
import { register } from 'tsx/esm/api';

register();
await import('./engine-thread.ts');
