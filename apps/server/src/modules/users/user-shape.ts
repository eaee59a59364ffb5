import type { CurrentUser } from '@wf/shared/contracts/common/user';
import { users } from '../../db/schema/index.ts';

/** Columns a user reply is built from; never the hash or token version. */
export const currentUserColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  avatar: users.avatar,
  presence: users.presence,
  role: users.role,
  accountStatus: users.accountStatus,
  mustChangePassword: users.mustChangePassword,
};

type Row = {
  id: string;
  name: string;
  username: string;
  email: string;
  avatar: string | null;
  presence: CurrentUser['status'];
  role: CurrentUser['role'] | null;
  accountStatus: CurrentUser['accountStatus'];
  mustChangePassword: number;
};

export function toCurrentUser(row: Row): CurrentUser {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    avatar: row.avatar,
    status: row.presence,
    role: row.role ?? 'hr',
    accountStatus: row.accountStatus,
    mustChangePassword: row.mustChangePassword === 1,
  };
}
