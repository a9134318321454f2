import { z } from 'zod';

/** SCIM 2.0 (RFC 7643/7644) as /api/scim/v2 speaks it: the schema URNs and message shapes. */
export const scimSchemas = {
  user: 'urn:ietf:params:scim:schemas:core:2.0:User',
  enterpriseUser: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
  group: 'urn:ietf:params:scim:schemas:core:2.0:Group',
  listResponse: 'urn:ietf:params:scim:api:messages:2.0:ListResponse',
  patchOp: 'urn:ietf:params:scim:api:messages:2.0:PatchOp',
  error: 'urn:ietf:params:scim:api:messages:2.0:Error',
  serviceProviderConfig: 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig',
  resourceType: 'urn:ietf:params:scim:schemas:core:2.0:ResourceType',
  schema: 'urn:ietf:params:scim:schemas:core:2.0:Schema',
} as const;

export const scimContentType = 'application/scim+json';

/** RFC 7644 §3.12 error types this server answers with. */
export const scimErrorTypes = [
  'invalidFilter',
  'invalidSyntax',
  'invalidPath',
  'invalidValue',
  'uniqueness',
  'mutability',
  'noTarget',
] as const;
export type ScimErrorType = (typeof scimErrorTypes)[number];

export const scimError = z.object({
  schemas: z.tuple([z.literal(scimSchemas.error)]),
  status: z.string(),
  scimType: z.enum(scimErrorTypes).optional(),
  detail: z.string(),
});
export type ScimErrorBody = z.infer<typeof scimError>;

/**
 * One PATCH operation. `op` in any letter case (Entra sends `Replace`, Okta `replace`); `value`
 * anything, since Entra sends booleans as the strings "True" and "False".
 */
export const scimPatchOperation = z.object({
  op: z
    .string()
    .transform((op) => op.toLowerCase())
    .pipe(z.enum(['add', 'replace', 'remove'])),
  path: z.string().min(1).max(500).optional(),
  value: z.unknown().optional(),
});
export type ScimPatchOperation = z.infer<typeof scimPatchOperation>;

export const scimPatchRequest = z.object({
  schemas: z.array(z.string()).refine((list) => list.includes(scimSchemas.patchOp), {
    error: `schemas must include ${scimSchemas.patchOp}`,
  }),
  Operations: z.array(scimPatchOperation).min(1).max(1000),
});

/** GET list parameters: a filter (`attribute eq "value"`), 1-based startIndex and count. */
export const scimListQuery = z.object({
  filter: z.string().max(1000).optional(),
  startIndex: z.coerce.number().int().min(1).default(1),
  count: z.coerce.number().int().min(0).max(200).default(100),
  attributes: z.string().max(1000).optional(),
  excludedAttributes: z.string().max(1000).optional(),
});
export type ScimListQuery = z.infer<typeof scimListQuery>;
