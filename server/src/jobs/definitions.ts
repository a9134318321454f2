import { abandonExpiredFlows } from '../http/flows.ts';
import { areaJobs } from '../kernel/areas.ts';
import type { JobDefinition } from './queue.ts';

/** The kernel's own sweeps; each area registers its own in its index.ts (`Area.jobs`). */
const kernelJobs: JobDefinition[] = [
  // Every minute: a flow left executing by an instance that died is stored failed (http/flows.ts).
  { name: 'flows-abandoned', cron: '* * * * *', run: abandonExpiredFlows },
];

/** Every recurring job of the server: the areas' registered sweeps and the kernel's. */
export const jobDefinitions = (): JobDefinition[] => [...areaJobs(), ...kernelJobs];
