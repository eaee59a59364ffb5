import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {
  CreateStaffBody,
  StaffListQuery,
  StaffList,
  StaffUserRow,
  UpdateStaffBody,
} from '@wf/shared/contracts/admin/admin';
import type { Role } from '@wf/shared/roles';
import type { DbOrTx } from '../../db/client.ts';
import { defineList, searchAny, type ListFilter } from '../../http/list-builder.ts';
import { users } from '../../db/schema/index.ts';
import { conflict, isUniqueViolation, notFound } from '../../http/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { createLink, hashPassword, INVITE_TTL_SECONDS, uniqueUsername } from '../auth/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { staffChangeProblem } from './staff-rules.ts';
import * as clock from '@wf/shared/domain/clock';

/** A password reset link sent by an admin works for one day. */
const ADMIN_RESET_TTL_SECONDS = 24 * 3600;

/** Avatars up to this many characters of data URL travel in lists; bigger ones show initials. */
export const LIST_AVATAR_MAX_CHARS = 100_000;

export const staffColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  avatar: sql<
    string | null
  >`case when length(${users.avatar}) <= ${sql.raw(String(LIST_AVATAR_MAX_CHARS))} then ${users.avatar} end`,
  role: users.role,
  accountStatus: users.accountStatus,
  emailConfirmedAt: users.emailConfirmedAt,
  hasPassword: sql<boolean>`(${users.passwordHash} is not null)`,
  mustChangePassword: users.mustChangePassword,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

type StaffDbRow = {
  id: string;
  name: string;
  username: string;
  email: string;
  avatar: string | null;
  role: Role | null;
  accountStatus: StaffUserRow['accountStatus'];
  emailConfirmedAt: Date | null;
  hasPassword: boolean;
  mustChangePassword: number;
  createdAt: Date;
  updatedAt: Date;
};

const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();

export function toStaffRow(r: StaffDbRow): StaffUserRow {
  return {
    id: r.id,
    name: r.name,
    username: r.username,
    email: r.email,
    avatar: r.avatar,
    role: r.role,
    accountStatus: r.accountStatus,
    emailConfirmed: r.emailConfirmedAt !== null,
    hasPassword: r.hasPassword === true || (r.hasPassword as unknown) === 't',
    mustChangePassword: r.mustChangePassword === 1,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

/** What the audit log keeps of an account: never the hash, links or token version. */
const auditView = (r: { name: string; username: string; email: string; role: Role | null; accountStatus: string }) => ({
  name: r.name,
  username: r.username,
  email: r.email,
  role: r.role,
  accountStatus: r.accountStatus,
});

/** The staff list (http/list-builder.ts); its query names the direction `order`. */
const staffList = defineList({
  columns: staffColumns,
  from: (q) => q.from(users),
  filters: (f: StaffListQuery & ListFilter) => [
    f.search && searchAny(f.search, [users.name, users.email, users.username]),
    f.role && eq(users.role, f.role),
    f.status && eq(users.accountStatus, f.status),
    f.awaitingActivation === 'true' && and(eq(users.accountStatus, 'pending'), isNotNull(users.emailConfirmedAt)),
  ],
  sort: {
    name: users.name,
    username: users.username,
    email: users.email,
    role: users.role,
    accountStatus: users.accountStatus,
    createdAt: users.createdAt,
  },
  id: users.id,
  row: toStaffRow,
});

/** Staff accounts: search by name, e-mail or username; filter by role and status; one page (counted from 0). */
export async function listStaff(db: DbOrTx, q: StaffListQuery): Promise<StaffList> {
  const { items, total } = await staffList.page(db, { ...q, dir: q.order, page: q.page + 1 });
  return { items, total };
}

export async function getStaff(db: DbOrTx, id: string): Promise<StaffUserRow> {
  const rows = await db.select(staffColumns).from(users).where(eq(users.id, id));
  if (!rows[0]) throw notFound('No such user');
  return toStaffRow(rows[0]);
}

const emailTaken = () => conflict('A user with this e-mail address already exists', { email: 'validation.emailTaken' });
const usernameTaken = () => conflict('This username is taken', { username: 'validation.usernameTaken' });

/**
 * Creates a staff user with a role, active at once. An invitation mails a set-password link
 * (valid 7 days, once) and the account has no password until then; with a first password the
 * user must change it after signing in, and the mail tells them an account exists (never the
 * password).
 */
export async function createStaff(app: FastifyInstance, actorId: string, body: CreateStaffBody): Promise<StaffUserRow> {
  const passwordHash = body.mode === 'password' ? await hashPassword(body.password) : null;
  let row: StaffDbRow;
  try {
    row = await app.db.transaction(async (tx) => {
      const sameEmail = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${body.email}`);
      if (sameEmail[0]) throw emailTaken();
      let username = body.username;
      if (username) {
        const sameName = await tx
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.username}) = ${username}`);
        if (sameName[0]) throw usernameTaken();
      } else {
        username = await uniqueUsername(tx, body.email);
      }
      const [u] = await tx
        .insert(users)
        .values({
          name: body.name,
          email: body.email,
          username,
          role: body.role,
          accountStatus: 'active',
          passwordHash,
          mustChangePassword: body.mode === 'password' ? 1 : 0,
        })
        .returning(staffColumns);
      const created = u!;
      await writeAudit(tx, {
        actorId,
        action: body.mode === 'invite' ? 'user.invite' : 'user.create',
        entityType: 'user',
        entityId: created.id,
        after: auditView(created),
      });
      if (body.mode === 'invite') {
        const token = await createLink(tx, created.id, 'invite', INVITE_TTL_SECONDS);
        await enqueueMail(tx, inviteMail(app, created, token));
      } else {
        await enqueueMail(tx, {
          to: created.email,
          subject: 'Your staff account',
          text: `Hello ${created.name},\n\nAn administrator created a staff account for you (username ${created.username}). They will give you a first password; you will be asked to change it after signing in at ${app.config.publicUrl}/sign-in`,
        });
      }
      return created;
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw conflict('A user with this e-mail address or username already exists', { email: 'validation.emailTaken' });
    throw err;
  }
  void app.mailer.kick();
  return toStaffRow(row);
}

function inviteMail(app: FastifyInstance, u: { name: string; email: string; username: string }, token: string) {
  return {
    to: u.email,
    subject: 'You are invited to the staff portal',
    text: `Hello ${u.name},\n\nAn administrator created a staff account for you (username ${u.username}). Set your password by opening this link within 7 days. It works once.\n${app.config.publicUrl}/reset-password?token=${token}&invite=1\n\nThen sign in at ${app.config.publicUrl}/sign-in`,
  };
}

/** Locks the row of every active admin, so two admins cannot remove each other at once. */
async function lockActiveAdmins(tx: DbOrTx): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.accountStatus, 'active')))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((r) => r.id);
}

/**
 * Edits name, role and status (active/disabled). Disabling bumps the token version, so the
 * user's tokens stop working at once. Refused (409) when it would disable or demote the acting
 * admin, or leave no active admin.
 */
export async function updateStaff(
  app: FastifyInstance,
  actorId: string,
  id: string,
  body: UpdateStaffBody,
): Promise<StaffUserRow> {
  const row = await app.db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const found = await tx.select(staffColumns).from(users).where(eq(users.id, id)).for('update');
    const before = found[0];
    if (!before) throw notFound('No such user');
    if (body.accountStatus === 'active' && before.accountStatus === 'pending') {
      throw conflict('A pending sign-up is activated with Activate, once its e-mail is confirmed');
    }
    const next = {
      name: body.name ?? before.name,
      role: body.role ?? before.role,
      accountStatus: body.accountStatus ?? before.accountStatus,
    };
    const problem = staffChangeProblem({
      actorId,
      targetId: id,
      before,
      after: next,
      otherActiveAdmins: admins.filter((a) => a !== id).length,
    });
    if (problem) throw conflict(problem);
    const disabling = next.accountStatus === 'disabled' && before.accountStatus !== 'disabled';
    const changed =
      next.name !== before.name || next.role !== before.role || next.accountStatus !== before.accountStatus;
    if (!changed) return before;
    const [after] = await tx
      .update(users)
      .set({
        ...next,
        updatedAt: clock.now(),
        ...(disabling ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      })
      .where(eq(users.id, id))
      .returning(staffColumns);
    const action = disabling
      ? 'user.disable'
      : before.accountStatus === 'disabled' && next.accountStatus === 'active'
        ? 'user.enable'
        : 'user.update';
    await writeAudit(tx, {
      actorId,
      action,
      entityType: 'user',
      entityId: id,
      before: auditView(before),
      after: auditView(after!),
    });
    return after!;
  });
  return toStaffRow(row);
}

/**
 * Mails the user a password link: a new invitation when they never set a password, else a reset
 * link (valid one day, once). Their current password keeps working until they use it.
 */
export async function sendPasswordReset(app: FastifyInstance, actorId: string, id: string): Promise<string> {
  const message = await app.db.transaction(async (tx) => {
    const found = await tx.select(staffColumns).from(users).where(eq(users.id, id));
    const u = found[0];
    if (!u) throw notFound('No such user');
    if (u.accountStatus === 'disabled') throw conflict('Enable the account before sending a password link');
    const invite = !u.hasPassword || (u.hasPassword as unknown) === 'f';
    if (invite) {
      const token = await createLink(tx, u.id, 'invite', INVITE_TTL_SECONDS);
      await enqueueMail(tx, inviteMail(app, u, token));
    } else {
      const token = await createLink(tx, u.id, 'reset_password', ADMIN_RESET_TTL_SECONDS);
      await enqueueMail(tx, {
        to: u.email,
        subject: 'Reset your password',
        text: `Hello ${u.name},\n\nAn administrator asked for a new password for your account. Set it by opening this link within 24 hours. It works once.\n${app.config.publicUrl}/reset-password?token=${token}\n\nUntil then your current password keeps working.`,
      });
    }
    await writeAudit(tx, {
      actorId,
      action: invite ? 'user.resend_invite' : 'user.send_password_reset',
      entityType: 'user',
      entityId: u.id,
    });
    return invite ? `A new invitation was sent to ${u.email}` : `A password reset link was sent to ${u.email}`;
  });
  void app.mailer.kick();
  return message;
}

/**
 * Activates a pending sign-up with a role. Only a pending account whose e-mail is confirmed can
 * be activated (409 otherwise); the user is told by e-mail.
 */
export async function activateStaff(
  app: FastifyInstance,
  actorId: string,
  id: string,
  role: Role,
): Promise<StaffUserRow> {
  const row = await app.db.transaction(async (tx) => {
    const found = await tx.select(staffColumns).from(users).where(eq(users.id, id)).for('update');
    const before = found[0];
    if (!before) throw notFound('No such user');
    if (before.accountStatus !== 'pending') throw conflict('Only a pending account can be activated');
    if (!before.emailConfirmedAt) {
      throw conflict('The user has not confirmed their e-mail address yet', { id: 'validation.emailNotConfirmed' });
    }
    const [after] = await tx
      .update(users)
      .set({ accountStatus: 'active', role, updatedAt: clock.now() })
      .where(and(eq(users.id, id), eq(users.accountStatus, 'pending')))
      .returning(staffColumns);
    await writeAudit(tx, {
      actorId,
      action: 'user.activate',
      entityType: 'user',
      entityId: id,
      before: auditView(before),
      after: auditView(after!),
    });
    await enqueueMail(tx, {
      to: after!.email,
      subject: 'Your account is active',
      text: `Hello ${after!.name},\n\nAn administrator has activated your account. Sign in at ${app.config.publicUrl}/sign-in`,
    });
    return after!;
  });
  void app.mailer.kick();
  return toStaffRow(row);
}

/** Pending sign-ups: how many can be activated (e-mail confirmed) and how many cannot yet. */
export async function pendingCounts(db: DbOrTx): Promise<{ confirmed: number; unconfirmed: number }> {
  const rows = await db
    .select({ confirmed: sql<boolean>`(${users.emailConfirmedAt} is not null)`, n: count() })
    .from(users)
    .where(eq(users.accountStatus, 'pending'))
    .groupBy(sql`(${users.emailConfirmedAt} is not null)`);
  let confirmed = 0;
  let unconfirmed = 0;
  for (const r of rows) {
    if (r.confirmed === true || (r.confirmed as unknown) === 't') confirmed += Number(r.n);
    else unconfirmed += Number(r.n);
  }
  return { confirmed, unconfirmed };
}
