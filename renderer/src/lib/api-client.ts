import axios, { type AxiosRequestConfig } from 'axios';
import { toApiError } from './api-error.ts';
import { currentEnvironment } from './environments.ts';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** A 401 on this call is the call's own answer (a failed handoff), not an expired session. */
    ownsUnauthorized?: boolean;
    /** Send no stored token (the tenant handoff must not present another person's session). */
    anonymous?: boolean;
  }
}

type ApiHandlers = {
  /** Any 401 to a call that carried a token: the session has expired or was revoked. */
  onUnauthorized: (sentToken: string) => void;
  /** Any 503: the platform is in maintenance. */
  onMaintenance: () => void;
};

let handlers: ApiHandlers = { onUnauthorized: () => {}, onMaintenance: () => {} };
let currentToken: () => string | null = () => null;

/** Wires the client to the session (which token to send) and to the app (what 401 and 503 do). */
export function configureApiClient(options: { token: () => string | null } & ApiHandlers): void {
  currentToken = options.token;
  handlers = { onUnauthorized: options.onUnauthorized, onMaintenance: options.onMaintenance };
}

export const apiClient = axios.create({
  baseURL: currentEnvironment.apiBaseUrl,
  timeout: 30_000,
  headers: { Accept: 'application/json' },
});

const bearer = /^Bearer (.+)$/;

apiClient.interceptors.request.use((config) => {
  const token = config.anonymous ? null : currentToken();
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

apiClient.interceptors.response.use(undefined, (error) => {
  if (axios.isAxiosError(error) && error.response) {
    const config: AxiosRequestConfig | undefined = error.config;
    const sent = bearer.exec(String(config?.headers?.Authorization ?? ''))?.[1];
    if (error.response.status === 401 && sent && !config?.ownsUnauthorized) handlers.onUnauthorized(sent);
    if (error.response.status === 503) handlers.onMaintenance();
  }
  return Promise.reject(toApiError(error));
});
