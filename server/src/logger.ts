import type { FastifyRequest } from 'fastify';
import pino from 'pino';

/**
 * Structured JSON logs. Requests are logged by method, path and host only: query strings carry
 * handoff states, and headers carry bearer tokens, so neither is ever written.
 */
export function createLogger(level: string) {
  return pino({
    level,
    redact: {
      paths: ['req.headers.authorization', '*.password', '*.token', '*.state'],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        path: request.url.split('?')[0],
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  });
}
