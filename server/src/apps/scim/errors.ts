import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodError } from 'zod';
import { type ScimErrorBody, type ScimErrorType, scimContentType, scimSchemas } from '#shared/contract/scim';

/** An error an identity provider reads: SCIM's error message (RFC 7644 §3.12). */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly scimType?: ScimErrorType,
  ) {
    super(message);
  }
}

export const scimInvalid = (detail: string, scimType: ScimErrorType = 'invalidValue') =>
  new ScimError(400, detail, scimType);
export const scimNotFound = (what = 'Resource') => new ScimError(404, `${what} not found`);

export function scimErrorBody(status: number, detail: string, scimType?: ScimErrorType): ScimErrorBody {
  return { schemas: [scimSchemas.error], status: String(status), ...(scimType ? { scimType } : {}), detail };
}

/** A zod failure on a SCIM body, said the way SCIM does: the first problem and where it is. */
export function scimFromZod(error: ZodError): ScimError {
  const issue = error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return scimInvalid(`${where}${issue?.message ?? 'Invalid request'}`, 'invalidSyntax');
}

/**
 * Every failure under /api/scim/v2 answers in SCIM's error schema as application/scim+json, so
 * the identity provider shows the admin what went wrong. Unexpected errors stay a bare 500.
 */
export function registerScimErrors(scope: FastifyInstance): void {
  scope.setErrorHandler((error: FastifyError | ScimError, request, reply) => {
    const send = (status: number, detail: string, scimType?: ScimErrorType) =>
      reply
        .status(status)
        .type(scimContentType)
        .send(scimErrorBody(status, detail, scimType));
    if (error instanceof ScimError) return send(error.status, error.message, error.scimType);
    const status = error.statusCode ?? 500;
    if (status === 400) {
      const malformed =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY';
      return send(400, malformed ? 'Malformed JSON body' : error.message, 'invalidSyntax');
    }
    if (status > 400 && status < 500) return send(status, error.message);
    request.log.error({ err: error }, 'SCIM request failed');
    return send(500, 'Something went wrong');
  });
  scope.setNotFoundHandler((_request, reply) =>
    reply.status(404).type(scimContentType).send(scimErrorBody(404, 'No such SCIM endpoint')),
  );
}
