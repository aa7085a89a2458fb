import { z } from 'zod';
import { textSchema } from '../input.schema';
import { SESSION_END_REASONS } from '../session/session-events';
import { ROLES } from './session';

/** zod schemas of the session API: the server validates with them; see session.ts for types. */

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  role: z.enum(ROLES),
});

export const sessionEndedSchema = z.object({
  reason: z.enum(SESSION_END_REASONS),
  detail: z.string().nullable(),
  at: z.string(),
});

export const sessionResponseSchema = z.object({
  user: sessionUserSchema.nullable(),
  idle: z.object({ logoutMs: z.number().int(), warningMs: z.number().int() }).optional(),
  ended: sessionEndedSchema.nullable().optional(),
});

export const loginRequestSchema = z.object({
  email: textSchema().trim().toLowerCase().email().max(254),
  password: textSchema().min(1).max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
