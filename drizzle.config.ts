import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the schema; the server applies them itself at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './drizzle',
});
