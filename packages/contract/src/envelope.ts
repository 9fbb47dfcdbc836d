import { z } from 'zod';

/** Every answer is `{ message?, data? }` (DESIGN.md). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ message: z.string().optional(), data: data.optional() });

export interface Envelope<T> {
  message?: string;
  data?: T;
}

/** An error answer: a human message, and for invalid input the failing fields. */
export const errorSchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** Sign-in: the next attempt needs a captcha solution (§4). */
  captchaRequired: z.boolean().optional(),
  /** Claim create refused as 'isDuplicated': the claim already filed on the policy (file 2 §4, §8). */
  claimData: z.array(z.object({ Name: z.string(), CreatedDate: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorSchema>;
