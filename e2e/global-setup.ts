import type { TestProject } from 'vitest/node';
import { startProductionServer } from '../scripts/production-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** Starts `npm start` (production build, fresh embedded database) on a free port for the specs. */
export default async function setup(project: TestProject) {
  const server = await startProductionServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  return () => server.stop();
}
