// Placeholder replaced below.
import type { DataEngine } from './engine';
export async function seedDemoRecords(_engine: DataEngine, _deps: unknown): Promise<void> {}
