import { resetDueAllocations } from './allocation-reset-job.ts';
import type { JobDefinition } from './queue.ts';
import { publishDue } from './scheduled-publisher.ts';

/** Every recurring job of the server. An area with work to do later adds its sweep here. */
export const jobDefinitions: JobDefinition[] = [
  { name: 'recognition-scheduled-sends', cron: '* * * * *', run: publishDue },
  { name: 'points-allocation-resets', cron: '* * * * *', run: resetDueAllocations },
];
