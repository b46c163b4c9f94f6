// The system administrators' self-test: the API, the database, the mail transport and the file store, each
// checked now, with the time it took and what it found.
import { okSchema, selfTestSchema, type SelfTestCheck } from '@hangar/contracts';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../context';
import { failures } from '../../http/failures';
import { ok } from '../../http/reply';
import { requireAuth } from '../../security/guards';
import { forbidden } from '../../http/http-error';

const CHECK_TIMEOUT_MS = 10_000;

/** Runs one check, timing it; a throw or a timeout is a failed check with its message. */
async function check(
  name: SelfTestCheck['name'],
  label: string,
  run: () => Promise<string>,
): Promise<SelfTestCheck> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const message = await Promise.race([
      run(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`No answer within ${CHECK_TIMEOUT_MS / 1000} s`)),
          CHECK_TIMEOUT_MS,
        );
      }),
    ]);
    return { name, label, ok: true, ms: Math.round(performance.now() - started), message };
  } catch (err) {
    const message = err instanceof Error && err.message ? err.message : 'Failed';
    return {
      name,
      label,
      ok: false,
      ms: Math.round(performance.now() - started),
      message: message.slice(0, 500),
    };
  } finally {
    clearTimeout(timer);
  }
}

export async function selfTestRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/selftest',
    {
      schema: {
        tags: ['System administration'],
        summary:
          'Checks the API, the database, the mail transport and the file store (system administrators)',
        response: { 200: okSchema(selfTestSchema), ...failures },
      },
    },
    async (request) => {
      if (!requireAuth(request).user.isSystemAdmin) throw forbidden();
      const checks = [
        await check('api', 'API', async () => `Answering (up ${Math.round(process.uptime())} s)`),
        await check('database', 'Database', async () => {
          const database = await ctx.database.get();
          await request.db.execute(sql`select count(*) from users`);
          return `${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} answered a query`;
        }),
        await check('mail', 'Mail transport', async () =>
          (await ctx.mailer.verify())
            ? 'The SMTP server accepted the connection'
            : 'Outbox only: no SMTP_URL, messages stay in the outbox',
        ),
        await check('files', 'File storage', async () => {
          const key = `selftest/${randomBytes(8).toString('hex')}.txt`;
          const bytes = Buffer.from(`self-test ${new Date().toISOString()}`);
          await ctx.files.put(key, bytes, 'text/plain');
          try {
            const back = await ctx.files.get(key);
            if (!back || !back.equals(bytes)) throw new Error('The probe file read back differently');
          } finally {
            await ctx.files.delete(key);
          }
          if (await ctx.files.get(key)) throw new Error('The probe file was not deleted');
          return `${ctx.files.kind === 's3' ? 'S3' : 'Folder'} store wrote, read and deleted a probe file`;
        }),
      ];
      return ok({ ok: checks.every((c) => c.ok), timeUtc: ctx.now().toISOString(), checks });
    },
  );
}
