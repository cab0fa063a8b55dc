import { z } from 'zod';

/** The body of every 4xx and 5xx answer. */
export const errorResponseSchema = z
  .object({
    statusCode: z.int().min(400).max(599),
    error: z.string().describe('HTTP reason phrase, e.g. Bad Request'),
    message: z.string().describe('What went wrong, fit to show to the user'),
    field: z
      .string()
      .optional()
      .describe(
        'Dotted path of the offending input for validation errors, e.g. site or 0.charType',
      ),
  })
  .describe('Error answer');
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
