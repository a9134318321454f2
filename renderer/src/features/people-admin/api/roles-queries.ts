import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '#shared/contract/common';
import { type CreateRoleRequest, type PatchRoleRequest, role, roleList } from '#shared/contract/roles';
import { apiClient } from '../../../lib/api-client.ts';
import { sessionQueries } from '../../../lib/session/queries.ts';

/** Roles change with member administration: a role change refreshes their member counts. */
export const roleKeys = { all: ['identity', 'roles'] as const };

export const roleQueries = {
  /** The built-in roles, then the organization's custom roles (GET /identity/roles). */
  list: () =>
    queryOptions({
      queryKey: [...roleKeys.all, 'list'],
      queryFn: async ({ signal }) =>
        roleList.parse((await apiClient.get('/identity/roles', { signal })).data),
    }),
};

/** A role change alters what its holders may do, the signed-in admin's own apps included. */
function useRoleMutation<A, R>(call: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: roleKeys.all }),
        client.invalidateQueries({ queryKey: sessionQueries.apps().queryKey }),
      ]);
    },
  });
}

export const useCreateRole = () =>
  useRoleMutation(async (body: CreateRoleRequest) =>
    role.parse((await apiClient.post('/identity/roles', body)).data),
  );

export const useUpdateRole = () =>
  useRoleMutation(async ({ id, body }: { id: string; body: PatchRoleRequest }) =>
    role.parse((await apiClient.patch(`/identity/roles/${id}`, body)).data),
  );

export const useDeleteRole = () =>
  useRoleMutation(async (id: string) =>
    okResponse.parse((await apiClient.delete(`/identity/roles/${id}`)).data),
  );
