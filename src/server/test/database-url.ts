import { randomBytes } from 'node:crypto';

/** A template of its own per run, so that two runs on one server never share or drop it. */
export function newTemplateDatabaseName(): string {
  return `vetrina_test_template_${randomBytes(4).toString('hex')}`;
}

/** The same server URL pointing at another database. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
