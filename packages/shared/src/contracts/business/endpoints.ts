import { z } from 'zod';
import { endpoint } from '../../api/endpoint.ts';
import { ROLE_SETS } from '../../role-sets.ts';
import { BUSINESS_PATH } from './paths.ts';
import { businessProfile, businessProfileBody, logoQuery } from './business.ts';

const tags = ['business'] as const;

/** The business profile (issue 13, item 17): public to read (the registration shows it), admin to change. */
export const businessEndpoints = {
  profile: endpoint({
    method: 'GET',
    path: BUSINESS_PATH,
    access: 'public',
    tags,
    summary: "The business's name, UEN, address, contact and logo URL",
    response: businessProfile,
  }),
  logo: endpoint({
    method: 'GET',
    path: '/api/business/logo',
    access: 'public',
    tags,
    query: logoQuery,
    answer: 'file',
    description: 'The logo image (404 without one). Public: not audited as a download.',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/business',
    access: ROLE_SETS.admin,
    tags,
    body: businessProfileBody,
    response: businessProfile,
  }),
  /** The logo's bytes as the body (PNG, JPEG or WebP, at most 512 KB), checked by their content. */
  uploadLogo: endpoint({
    method: 'PUT',
    path: '/api/business/logo',
    access: ROLE_SETS.admin,
    tags,
    headers: z.object({ 'content-type': z.string().optional() }),
    upload: 'raw',
    response: businessProfile,
  }),
  removeLogo: endpoint({
    method: 'DELETE',
    path: '/api/business/logo',
    access: ROLE_SETS.admin,
    tags,
    response: businessProfile,
  }),
};
