import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '#shared/contract/common';
import { type CreateEmailDomainRequest, emailDomain, emailDomainList } from '#shared/contract/email-domains';
import { samlProviderList } from '#shared/contract/saml';
import {
  type PasswordPolicyRequest,
  passwordPolicy,
  type ScimTokenRequest,
  scimTokenCreated,
  scimTokenList,
} from '#shared/contract/security';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const securityKeys = {
  all: ['identity', 'security'] as const,
  policy: () => [...securityKeys.all, 'passwordPolicy'] as const,
  tokens: () => [...securityKeys.all, 'scimTokens'] as const,
  domains: () => [...securityKeys.all, 'emailDomains'] as const,
  /** The same key as features/sso's list, so its adds and deletes refresh this one. */
  samlProviders: () => queryKeys.identity.samlProviders,
};

export const securityQueries = {
  policy: () =>
    queryOptions({
      queryKey: securityKeys.policy(),
      queryFn: async ({ signal }) =>
        passwordPolicy.parse((await apiClient.get('/identity/passwordPolicy', { signal })).data),
    }),
  tokens: () =>
    queryOptions({
      queryKey: securityKeys.tokens(),
      queryFn: async ({ signal }) =>
        scimTokenList.parse((await apiClient.get('/identity/scimTokens', { signal })).data),
    }),
  domains: () =>
    queryOptions({
      queryKey: securityKeys.domains(),
      queryFn: async ({ signal }) =>
        emailDomainList.parse((await apiClient.get('/identity/emailDomains', { signal })).data),
    }),
  samlProviders: () =>
    queryOptions({
      queryKey: securityKeys.samlProviders(),
      queryFn: async ({ signal }) =>
        samlProviderList.parse((await apiClient.get('/identity/samlProviders', { signal })).data),
    }),
};

export function useSavePasswordPolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: PasswordPolicyRequest) =>
      passwordPolicy.parse((await apiClient.put('/identity/passwordPolicy', body)).data),
    onSuccess: (saved) => client.setQueryData(securityKeys.policy(), saved),
  });
}

export function useExpireAllPasswords() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      passwordPolicy.parse((await apiClient.post('/identity/passwords/expireAll')).data),
    onSuccess: (saved) => client.setQueryData(securityKeys.policy(), saved),
  });
}

export function useCreateScimToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ScimTokenRequest) =>
      scimTokenCreated.parse((await apiClient.post('/identity/scimTokens', body)).data),
    onSuccess: () => client.invalidateQueries({ queryKey: securityKeys.tokens() }),
  });
}

export function useRevokeScimToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      okResponse.parse((await apiClient.delete(`/identity/scimTokens/${id}`)).data),
    onSuccess: () => client.invalidateQueries({ queryKey: securityKeys.tokens() }),
  });
}

export function useAddEmailDomain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateEmailDomainRequest) =>
      emailDomain.parse((await apiClient.post('/identity/emailDomains', body)).data),
    onSuccess: () => client.invalidateQueries({ queryKey: securityKeys.domains() }),
  });
}

export function useVerifyEmailDomain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      emailDomain.parse((await apiClient.post(`/identity/emailDomains/${id}/verify`)).data),
    onSuccess: () => client.invalidateQueries({ queryKey: securityKeys.domains() }),
  });
}

export function useRemoveEmailDomain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      okResponse.parse((await apiClient.delete(`/identity/emailDomains/${id}`)).data),
    onSuccess: () => client.invalidateQueries({ queryKey: securityKeys.domains() }),
  });
}
