import { endpoint } from '../../api/endpoint.ts';
import { currentUser, updateCurrentUserBody } from './user.ts';

const tags = ['user'] as const;

/** The signed-in user (GET/PATCH api/common/user; docs/product/shell.md#toolbar). */
export const commonEndpoints = {
  user: endpoint({ method: 'GET', path: '/api/common/user', access: 'signedIn', tags, response: currentUser }),
  updateUser: endpoint({
    method: 'PATCH',
    path: '/api/common/user',
    access: 'signedIn',
    tags,
    body: updateCurrentUserBody,
    response: currentUser,
  }),
};
