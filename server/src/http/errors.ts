import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ZodError } from 'zod';
import { type ErrorBody, errorNames } from '#shared/contract/common';

/** An error a client is meant to read: its status, the contract's `name`, a plain message. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorName: string,
    message: string,
    /** Field problems for a ValidationError; other errors may carry their own shape. */
    readonly details?: ErrorBody['details'] | Record<string, unknown>,
  ) {
    super(message);
  }
}

export const unauthorized = (message = 'Sign in to continue') =>
  new ApiError(401, errorNames.unauthorized, message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new ApiError(403, errorNames.forbidden, message);
export const notFound = (message = 'Not found') => new ApiError(404, errorNames.notFound, message);
export const conflict = (message: string) => new ApiError(409, errorNames.conflict, message);
export const invalid = (path: string, message: string, type = 'custom') =>
  new ApiError(400, errorNames.validation, message, [{ type, path, message }]);

type Detail = NonNullable<ErrorBody['details']>[number];

/**
 * The parts of a zod issue a client needs to say what went wrong in its own words: the limit a
 * too_big/too_small broke and what it measured, the format an invalid_format expected.
 */
export function issueParams(
  issue: Record<string, unknown>,
): Pick<Detail, 'maximum' | 'minimum' | 'origin' | 'format'> {
  const params: Pick<Detail, 'maximum' | 'minimum' | 'origin' | 'format'> = {};
  const limit = (value: unknown) =>
    typeof value === 'number' || typeof value === 'bigint' ? Number(value) : undefined;
  const maximum = limit(issue.maximum);
  const minimum = limit(issue.minimum);
  if (maximum !== undefined && Number.isFinite(maximum)) params.maximum = maximum;
  if (minimum !== undefined && Number.isFinite(minimum)) params.minimum = minimum;
  if (typeof issue.origin === 'string') params.origin = issue.origin;
  if (typeof issue.format === 'string') params.format = issue.format;
  return params;
}

export function validationErrorFromZod(error: ZodError): ApiError {
  const details = error.issues.map((issue) => ({
    type: issue.code,
    path: issue.path.join('.'),
    message: issue.message,
    ...issueParams(issue as unknown as Record<string, unknown>),
  }));
  return new ApiError(400, errorNames.validation, details[0]?.message ?? 'Invalid input', details);
}

const statusNames: Record<number, string> = {
  400: errorNames.validation,
  401: errorNames.unauthorized,
  403: errorNames.forbidden,
  404: errorNames.notFound,
  409: errorNames.conflict,
  413: errorNames.tooLarge,
  415: errorNames.validation,
  429: errorNames.rateLimited,
  503: errorNames.maintenance,
};

/**
 * Fastify's `frameworkErrors`: a URL it cannot route (a malformed percent-encoding such as
 * `%ED%A0%80`, a path parameter over its length limit) answered in the contract's error shape
 * rather than Fastify's own.
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const refusal =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new ApiError(414, errorNames.validation, 'This address is too long', [
          { type: 'parse', path: '', message: 'This address is too long' },
        ])
      : invalid('', 'This address is not valid', 'parse');
  return reply
    .status(refusal.statusCode)
    .send({ name: refusal.errorName, message: refusal.message, details: refusal.details });
}

/**
 * What the multipart parser (busboy, under @fastify/multipart) throws, without a status, for a
 * body that is not well-formed multipart: cut short, or without its boundary. A client's error.
 */
const malformedMultipart =
  /^(Multipart: Boundary not found|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data)$/;

/**
 * One error shape for every failure. Only ApiErrors and Fastify's own client errors carry their
 * message out; anything else is logged and answered as a bare 500, so no stack, SQL or internal
 * name ever reaches a response.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply
        .status(error.statusCode)
        .send({ name: error.errorName, message: error.message, details: error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        type: issue.keyword,
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'Invalid value',
        ...issueParams(issue.params),
      }));
      return reply
        .status(400)
        .send({ name: errorNames.validation, message: details[0]?.message ?? 'Invalid input', details });
    }
    if (malformedMultipart.test(error.message) && error.statusCode === undefined) {
      const refusal = invalid('', 'The multipart body is malformed', 'parse');
      return reply
        .status(400)
        .send({ name: refusal.errorName, message: refusal.message, details: refusal.details });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large, rate limit.
      const message =
        status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
          ? 'Malformed JSON body'
          : error.message;
      const details = status === 400 ? [{ type: 'parse', path: '', message }] : undefined;
      return reply.status(status).send({ name: statusNames[status] ?? 'ClientError', message, details });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ name: errorNames.internal, message: 'Oops. Something went wrong!' });
  });
}
