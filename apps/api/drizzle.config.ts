// drizzle-kit: `npm run db:generate -w apps/api` writes a migration for every schema change into ./drizzle.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
