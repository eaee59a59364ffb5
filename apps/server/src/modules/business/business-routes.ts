import type { FastifyInstance } from 'fastify';
import { businessEndpoints } from '@wf/shared/contracts/business/endpoints';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '@wf/shared/contracts/business/business';
import { ERROR_CODES } from '@wf/shared/contracts/common/error';
import { AppError, badRequest } from '../../http/errors.ts';
import { readFileType } from '../../http/file-content.ts';
import { routes } from '../../http/route.ts';
import {
  getBusinessProfile,
  readBusinessLogo,
  setBusinessLogo,
  updateBusinessProfile,
} from './business-service.ts';

/** The raw image types the logo upload takes as its body (the content decides, not the header). */
const RAW_TYPES = ['application/octet-stream', 'image/png', 'image/jpeg', 'image/webp'];

const tooLarge = () =>
  new AppError(413, ERROR_CODES.payloadTooLarge, `The logo is larger than ${LOGO_MAX_BYTES / 1024} KB`, {
    logo: 'validation.file.tooLarge',
  });

/** The business profile (issue 13, item 17): public to read, admin to change; the logo checked by content. */
export async function businessRoutes(app: FastifyInstance): Promise<void> {
  // Scoped to this plugin: no other route takes a raw body here.
  app.addContentTypeParser(RAW_TYPES, { parseAs: 'buffer', bodyLimit: LOGO_MAX_BYTES }, (_req, body, done) =>
    done(null, body),
  );
  routes(app, businessEndpoints, {
    profile: () => getBusinessProfile(app.db),
    logo: async (_req, reply) => {
      const logo = await readBusinessLogo(app.db, app.files);
      return reply
        .type(logo.mime)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline; filename="logo"')
        .send(logo.data);
    },
    update: (req) => updateBusinessProfile(app.db, req.user.id, req.body),
    uploadLogo: [
      async (req) => {
        const body: unknown = req.body;
        if (body !== undefined && body !== null && !Buffer.isBuffer(body))
          throw new AppError(415, ERROR_CODES.unsupportedMedia, 'Send the image itself as the body (application/octet-stream)');
        if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest('Choose an image file', { logo: 'validation.required' });
        if (body.length > LOGO_MAX_BYTES) throw tooLarge();
        const type = (await readFileType(body, LOGO_TYPES))?.mime;
        if (!type)
          throw new AppError(415, ERROR_CODES.unsupportedMedia, 'The logo must be a PNG, JPEG or WebP image', {
            logo: 'validation.imageType',
          });
        return setBusinessLogo(app.db, app.files, req.user.id, { data: body, mime: type });
      },
      { bodyLimit: LOGO_MAX_BYTES },
    ],
    removeLogo: (req) => setBusinessLogo(app.db, app.files, req.user.id, null),
  });
}
