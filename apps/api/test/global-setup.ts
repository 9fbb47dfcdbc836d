// The API project's global setup: the database templates every test file copies its database from.
import type { TestProject } from 'vitest/node';
import { makeTemplates, type Templates } from './template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: Templates;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { templates, remove } = await makeTemplates();
  project.provide('databaseTemplates', templates);
  return remove;
}
