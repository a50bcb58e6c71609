import { z } from 'zod';
import { SYSTEM_ACTOR_NAMES } from '../audit-events';
import { ROLES } from '../roles';
import { EMAIL_MAX_LENGTH, USER_MESSAGES, USERNAME_RULES } from '../users/user-rules';
import { AgencyCodeSchema } from './agency';
import { listPageRequest, PageCursorSchema } from './lists';
import { singleLineText } from './text';

/** A username as the pool stores it: trimmed, lower case, within the product's rule (user-rules.ts). */
export const UsernameSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z
    .string()
    .min(USERNAME_RULES.minLength, USER_MESSAGES.usernameLength)
    .max(USERNAME_RULES.maxLength, USER_MESSAGES.usernameLength)
    .regex(USERNAME_RULES.pattern, USER_MESSAGES.usernameCharacters),
);

export const EmailSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z.email(USER_MESSAGES.email).max(EMAIL_MAX_LENGTH, USER_MESSAGES.email),
);

/** Exactly one of the six roles (spec section 6): anything else is a 400. */
export const RoleSchema = z.enum(ROLES);

/** Cognito's account states, as its ListUsers answers them. */
export const USER_STATUSES = [
  'CONFIRMED',
  'FORCE_CHANGE_PASSWORD',
  'RESET_REQUIRED',
  'UNCONFIRMED',
  'ARCHIVED',
  'COMPROMISED',
  'EXTERNAL_PROVIDER',
  'UNKNOWN',
] as const;

/** One user as the back office shows it. */
export const UserSchema = z.object({
  username: z.string(),
  email: z.string().nullable(),
  role: RoleSchema,
  /** The agency an agent checks for (`custom:agencyCode`), null for the other roles. */
  agencyCode: z.string().nullable(),
  enabled: z.boolean(),
  status: z.enum(USER_STATUSES),
  createdAt: z.string(),
  /** Kept by the product at each sign-in (the pool's post-authentication trigger); null before the first. */
  lastSignInAt: z.string().nullable(),
});
export type User = z.infer<typeof UserSchema>;

/** One user as its detail shows it: the list's fields, and whether its sign-ins ask for a TOTP code. */
export const UserDetailSchema = UserSchema.extend({ totpEnabled: z.boolean() });
export type UserDetail = z.infer<typeof UserDetailSchema>;

/** A role and, for an agent and only for one, its agency: the two travel together. */
const roleWithAgency = <S extends z.ZodObject>(schema: S) =>
  schema.superRefine((value, ctx) => {
    const { role, agencyCode } = value as { role: string; agencyCode?: string };
    if (role === 'AGENT' && !agencyCode) {
      ctx.addIssue({ code: 'custom', path: ['agencyCode'], message: USER_MESSAGES.agencyRequired });
    }
    if (role !== 'AGENT' && agencyCode) {
      ctx.addIssue({ code: 'custom', path: ['agencyCode'], message: USER_MESSAGES.agencyOnlyForAgents });
    }
  });

/** createUser: the password is the server's, generated and answered once. */
export const CreateUserRequestSchema = roleWithAgency(
  z
    .object({
      // The system actor's names stay its own: a person so named would share its records' filter.
      username: UsernameSchema.refine((name) => !SYSTEM_ACTOR_NAMES.includes(name), USER_MESSAGES.usernameReserved),
      email: EmailSchema,
      role: RoleSchema,
      agencyCode: AgencyCodeSchema.optional(),
    })
    .strict(),
);
export type CreateUserRequest = z.infer<typeof CreateUserRequestSchema>;

/** updateUserRole: exactly one role, the agency with it for an agent. */
export const UpdateUserRoleRequestSchema = roleWithAgency(
  z.object({ username: UsernameSchema, role: RoleSchema, agencyCode: AgencyCodeSchema.optional() }).strict(),
);
export type UpdateUserRoleRequest = z.infer<typeof UpdateUserRoleRequestSchema>;

export const UsernameParamsSchema = z.object({ username: UsernameSchema });

/** A user and the temporary password made for it, shown once and never stored by the product. */
export const UserWithPasswordSchema = z.object({ user: UserSchema, temporaryPassword: z.string() });

export const USER_STATES = ['ENABLED', 'DISABLED'] as const;

/** The list's filters: a part of the username or the email, roles, enabled or disabled. Strict. */
export const UserFiltersSchema = z
  .object({
    searchText: singleLineText().max(200),
    role: z.array(RoleSchema).max(ROLES.length),
    state: z.array(z.enum(USER_STATES)).max(USER_STATES.length),
  })
  .partial()
  .strict();
export type UserFilters = z.infer<typeof UserFiltersSchema>;

export const UserListRequestSchema = listPageRequest(UserFiltersSchema.default({}));
export const UserListResponseSchema = z.object({
  users: z.array(UserSchema),
  total: z.number().int(),
  cursor: PageCursorSchema.optional(),
});
