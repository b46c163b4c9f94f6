// Images and documents of properties, rental units, leases and vendors: upload (multipart, one file a request),
// list, change, order, card image, edit, replace, delete, and serving the files with their caching headers.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { attachmentRecordRoutes } from './attachment-record-routes';
import { fileServingRoutes } from './file-serving-routes';
import { fileChangeRoutes, uploadRoutes } from './upload-routes';

export async function attachmentRoutes(root: FastifyInstance, ctx: ServerContext): Promise<void> {
  await root.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: ctx.config.UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 2 },
    });
    uploadRoutes(scope, ctx);
    attachmentRecordRoutes(scope, ctx);
    fileChangeRoutes(scope, ctx);
    fileServingRoutes(scope, ctx);
  });
}
