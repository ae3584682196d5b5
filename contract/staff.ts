import { z } from 'zod';
import { idField, okReply, orFailure } from './session';
import type { FeatureId } from './features';
import { optionalEmailField } from './email';

/** Texts of spec 3 §5 and §8 for staff, permissions and passwords (spelling as the spec's). */
export const StaffMessages = {
  firstNameRequired: 'First name is required',
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  confirmRequired: 'Please enter password again',
  passwordsDiffer: 'Passwords do not match',
  invalidEmail: 'Invalid email',
  invalidMobile: 'Invalid mobile number',
  oldRequired: 'Old password is required',
  newRequired: 'New Password is required',
  oldMismatch: 'Old password does not match',
  noPermission: 'You dont have permission',
  permissionsUpdated: 'Permissions updated',
  userRemoved: 'User Removed',
  writeUnavailable: 'Write access are not available for the selected permission',
  readUnavailable: 'Read access are not available for the selected permission',
  // Ours, where the spec is silent (docs/adr/0021-staff-and-permissions.md).
  userCreated: 'Desk person added',
  usernameTaken: 'This username is already taken',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordIsUsername: 'Password cannot be the same as the username',
  passwordSameAsOld: 'New password must be different from the old one',
  passwordUpdated: 'Password updated',
  userNotFound: 'User not found',
  adminNotEditable: 'Admins have every permission; they cannot be changed',
  adminNotRemovable: 'Admins cannot be removed',
  cannotRemoveSelf: 'You cannot remove yourself',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
/** Role code of a desk person on the wire (spec 3 §3, §9). */
export const DESK_ROLE_CODE = 1;
/**
 * The feature set a new desk person is set up for when none is named (spec 3 §6: ids 2 to 19); the
 * level of each comes from DESK_PROFILE (contract/desk-profile.ts).
 */
export const DEFAULT_DESK_FEATURES: FeatureId[] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19];

/**
 * Features that only show things: they offer View or None, never View/Edit (spec 3 §4: a level is
 * allowed only if the feature has that access). Every other feature offers both.
 */
export const READ_ONLY_FEATURES: ReadonlySet<number> = new Set([2, 17]);

const featureIdField = z.coerce
  .number({ error: 'featureId must be a number' })
  .int()
  .min(2, 'featureId must be between 2 and 19')
  .max(19, 'featureId must be between 2 and 19');

export const staffMember = z.object({
  userId: z.number().int(),
  username: z.string(),
  /** 'admin' or 'desk' (shown as Admin / Desk Person). */
  role: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;
export const staffListReply = okReply({ users: z.array(staffMember), teamMembers: z.number().int() });

export const createUserBody = z.object({
  firstName: z.string({ error: StaffMessages.firstNameRequired }).trim().min(1, StaffMessages.firstNameRequired).max(60),
  lastName: z.string().trim().max(60).optional().default(''),
  email: optionalEmailField(StaffMessages.invalidEmail).optional().default(''),
  /** Spec 3 §3: a desk person is role 1. */
  role: z.literal(DESK_ROLE_CODE, { error: 'role must be 1' }).optional().default(DESK_ROLE_CODE),
  phone: z.string().trim().max(20).optional().default(''),
  /** Calling code of the phone, e.g. '+91'. */
  countryCode: z
    .string()
    .regex(/^\+\d{1,4}$/, 'countryCode must look like +91')
    .optional()
    .default('+91'),
  username: z
    .string({ error: StaffMessages.usernameRequired })
    .trim()
    .min(1, StaffMessages.usernameRequired)
    .max(60)
    .regex(/^[A-Za-z0-9._@-]+$/, 'Username may use letters, digits and . _ @ -'),
  password: z.string({ error: StaffMessages.passwordRequired }).min(1, StaffMessages.passwordRequired).max(200),
  features: z.array(featureIdField).max(18).optional(),
});
export type CreateUserBody = z.input<typeof createUserBody>;
export const messageReply = orFailure(okReply({ message: z.string() }));

export const changePasswordBody = z.object({
  old_password: z.string({ error: StaffMessages.oldRequired }).min(1, StaffMessages.oldRequired).max(200),
  new_password: z.string({ error: StaffMessages.newRequired }).min(1, StaffMessages.newRequired).max(200),
});

export const userPermissionsQuery = z.object({ userId: idField('userId'), clubId: z.string().max(20).optional() });
export const userPermission = z.object({
  featureId: z.number().int(),
  featureName: z.string(),
  /** What the feature offers (View / View/Edit). */
  readAccess: z.boolean(),
  writeAccess: z.boolean(),
  /** What this person has. */
  read: z.boolean(),
  write: z.boolean(),
});
export type UserPermission = z.infer<typeof userPermission>;
export const userPermissionsReply = orFailure(
  okReply({ userId: z.number().int(), username: z.string(), role: z.string(), permissions: z.array(userPermission) }),
);

export const updatePermissionsBody = z.object({
  userId: idField('userId'),
  features: z
    .array(
      z.object({ featureId: featureIdField.optional().nullable(), isReadOnly: z.boolean({ error: 'isReadOnly must be true or false' }) }),
    )
    .max(50),
});
export type UpdatePermissionsBody = z.infer<typeof updatePermissionsBody>;

export const removeUserBody = z.object({ userId: idField('userId') });

/** Named SSE events of GET /api/live/session (docs/adr/0021). */
export const SESSION_EVENT = { accessChanged: 'access-changed', ended: 'session-ended' } as const;
