import { z } from 'zod';
import { flowStatuses } from '../constants.ts';
import { idSchema, isoDateTime } from './common.ts';

/**
 * Flow helpers (000 §7): a multi-step admin operation that shows what it will do before it does
 * it. One shape on every path: init (POST `<path>`, 201 with the flow), preview (GET
 * `<path>/{id}`), update (PUT `<path>/{id}`, the flow's options; 409 once executed), execute
 * (POST `<path>/{id}/execute`, 202: the work runs in the background, poll the preview until
 * `status` is `executed` or `failed`). A flow of another tenant, or none, is 404.
 *
 * Execution is all or nothing: `failed` means nothing was written, `error` says why.
 */
export const flowStatus = z.enum(flowStatuses);

export const flowProgress = z.object({
  /** Rows (or members) handled so far, of `total`. */
  done: z.number().int(),
  total: z.number().int(),
});
export type FlowProgress = z.infer<typeof flowProgress>;

/** The fields every flow has; each flow adds its `options`, `preview` and `result`. */
export const flowBase = z.object({
  id: idSchema,
  status: flowStatus,
  /** While `executing`; null otherwise. */
  progress: flowProgress.nullable(),
  /** Why a `failed` flow failed, as a sentence for the admin. */
  error: z.string().nullable(),
  createdAt: isoDateTime,
  executedAt: isoDateTime.nullable(),
});
