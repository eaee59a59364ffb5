import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@wf/shared/contracts/admin/admin';
import { AVATAR_FIELDS } from '@wf/shared/contracts/apps/contacts/contacts';
import { contactEndpoints as e } from '@wf/shared/contracts/apps/contacts/endpoints';
import { ERROR_CODES } from '@wf/shared/contracts/common/error';
import { AppError, badRequest } from '../../../http/errors.ts';
import { readFileType } from '../../../http/file-content.ts';
import { routes } from '../../../http/route.ts';
import * as c from './contact-service.ts';
import { COUNTRIES } from './countries.ts';

/** The contacts app (docs/product/template-apps.md#contacts): every call reads and changes only the caller's own contacts. */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  // The avatar: one image of at most AVATAR_MAX_BYTES (as the profile's), and the contact's id.
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
  const me = (req: { user: { id: string; role: c.Caller['role'] } }): c.Caller => ({
    id: req.user.id,
    role: req.user.role,
  });
  routes(app, e, {
    all: (req) => c.listContacts(app.db, me(req)),
    search: (req) => c.listContacts(app.db, me(req), req.query.query),
    get: (req) => c.getContact(app.db, me(req), req.query.id),
    create: (req) => c.createContact(app.db, me(req)),
    update: (req) => app.db.transaction((tx) => c.updateContact(tx, me(req), req.body.id, req.body.contact)),
    delete: (req) => c.deleteContact(app.db, me(req), req.query.id),
    countries: () => [...COUNTRIES],
    tags: (req) => c.listTags(app.db, me(req)),
    createTag: (req) => c.createTag(app.db, me(req), req.body.tag.title),
    updateTag: (req) => c.updateTag(app.db, me(req), req.body.id, req.body.tag),
    deleteTag: (req) => app.db.transaction((tx) => c.deleteTag(tx, me(req), req.query.id)),
    avatar: async (req) => {
      if (!req.isMultipart())
        throw badRequest('Send the avatar as multipart/form-data', { [AVATAR_FIELDS.file]: 'validation.required' });
      let id: string | undefined;
      let image: Buffer | undefined;
      for await (const part of req.parts()) {
        if (part.type === 'file') {
          if (part.fieldname === AVATAR_FIELDS.file) image = await part.toBuffer();
          else await part.toBuffer();
        } else if (part.fieldname === AVATAR_FIELDS.id) id = String(part.value);
      }
      const contactId = z.uuid().safeParse(id);
      if (!contactId.success) throw badRequest('Name the contact', { [AVATAR_FIELDS.id]: 'validation.invalid' });
      if (!image?.length) throw badRequest('Choose an image file', { [AVATAR_FIELDS.file]: 'validation.required' });
      const type = (await readFileType(image, AVATAR_TYPES))?.mime;
      if (!type)
        throw new AppError(415, ERROR_CODES.unsupportedMedia, 'The avatar must be a PNG, JPEG or WebP image', {
          [AVATAR_FIELDS.file]: 'validation.imageType',
        });
      return c.setAvatar(app.db, me(req), contactId.data, `data:${type};base64,${image.toString('base64')}`);
    },
  });
}
