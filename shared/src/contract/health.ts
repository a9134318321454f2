import { z } from 'zod';

export const publicHealth = z.object({ status: z.literal('ok'), time: z.iso.datetime() });
