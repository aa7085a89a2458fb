import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, type Database } from '../db/client';
import { seedSampleCatalog } from '../db/seed';
import { newTemplateDatabaseName, withDatabaseName } from './database-url';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a dump of a migrated, seeded database that each test file loads. */
    pgliteTemplateFile: string | null;
    /** Shared uploads folder holding the sample artwork. */
    testDataDir: string;
    /** PostgreSQL: the migrated, seeded template database of this run. */
    pgTemplateName: string;
  }
}

async function prepare(database: Database, uploadsDir: string): Promise<void> {
  await database.migrate();
  await seedSampleCatalog(database.db, uploadsDir);
}

/**
 * Migrates and seeds one template database per run; every test file then starts from a copy
 * of it (a PGlite dump, or CREATE DATABASE … TEMPLATE on PostgreSQL), which is much faster
 * than migrating each time.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'vetrina-test-'));
  const uploadsDir = path.join(workDir, 'uploads');
  const serverUrl = process.env.TEST_DATABASE_URL;

  if (serverUrl) {
    const TEMPLATE_DATABASE_NAME = newTemplateDatabaseName();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE_NAME} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE_NAME}`);
    const template = openPostgres(withDatabaseName(serverUrl, TEMPLATE_DATABASE_NAME), 2);
    await prepare(template, uploadsDir);
    await template.close();
    project.provide('pgliteTemplateFile', null);
    project.provide('pgTemplateName', TEMPLATE_DATABASE_NAME);
    project.provide('testDataDir', workDir);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE_NAME} WITH (FORCE)`);
      await admin.end();
      rmSync(workDir, { recursive: true, force: true });
    };
  }

  const template = await openPglite({});
  await prepare(template, uploadsDir);
  const dump = await template.dump();
  const templateFile = path.join(workDir, 'template.tar');
  writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
  await template.close();
  project.provide('pgliteTemplateFile', templateFile);
  project.provide('pgTemplateName', '');
  project.provide('testDataDir', workDir);
  return async () => {
    rmSync(workDir, { recursive: true, force: true });
  };
}
