import { adminUrl, createRoles } from './cluster.ts';

/**
 * Before any file: the production roles on the test cluster. Roles belong to the cluster, so two
 * files whose servers migrate at the same moment would otherwise race to create `kudos_app`.
 */
export default async function setup(): Promise<void> {
  if (adminUrl) await createRoles(adminUrl);
}
