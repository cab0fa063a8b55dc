import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import { ADMIN_CALLS, type ImportKind } from '@lens/contracts';
import { fileNameProblem } from '@lens/domain';
import type { FastifyInstance } from 'fastify';
import { errorBody, HttpError } from '../../http/error-handler.ts';
import { registerCall } from '../../http/register-call.ts';
import { requireAdmin, userOf } from '../auth/session-plugin.ts';
import { importFile, ImportRejected } from './import.service.ts';
import { formatOf } from './import-readers.ts';
import { newUploadDir } from './upload-folder.ts';

/** Imports are streamed to disk, so the cap is about disk, not memory. */
const MAX_IMPORT_BYTES = 2 * 1024 ** 3;

/**
 * `POST /dashboard/admin/imports/:kind`: an administrator uploads a reference or snapshot file for
 * their client. The upload is streamed to a file under DATA_DIR/tmp and imported whole or not at
 * all; a rejected file answers 400 with its bad lines.
 */
export async function importsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { files: 1, fileSize: MAX_IMPORT_BYTES, fields: 0 } });
  registerCall(
    app,
    ADMIN_CALLS.importFile,
    { onRequest: requireAdmin, tags: ['administration'] },
    async ({ params, request, reply }) => {
      const user = userOf(request);
      const file = await request.file();
      if (!file || file.fieldname !== 'file')
        throw new HttpError(400, "file: attach the file in the field 'file'", 'file');
      const fileName = path.basename(file.filename || 'upload');
      const kind = params.kind.toUpperCase() as ImportKind;
      if (!formatOf(fileName))
        throw new HttpError(400, `file: ${fileNameProblem(fileName, kind)}`, 'file');
      const dir = await newUploadDir(app.config.dataDir);
      try {
        const filePath = path.join(dir, fileName);
        await pipeline(file.file, createWriteStream(filePath));
        if (file.file.truncated)
          throw new HttpError(413, 'file: the file is larger than 2 GB', 'file');
        return await importFile(app.database.pool, {
          clientId: user.clientId,
          kind,
          filePath,
          fileName,
          userId: user.id,
        });
      } catch (error) {
        if (!(error instanceof ImportRejected)) throw error;
        return reply
          .status(400)
          .send({ ...errorBody(400, error.message, 'file'), errors: error.errors });
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
}
