import type { Area } from '../../kernel/areas.ts';
import { postToTeamsChannels } from './channel-posts.ts';
import { msTeamsRoutes } from './routes.ts';

/**
 * Microsoft Teams (000 §2 /teams-link, the `messaging` channel; docs/teams.md): the app package,
 * account links, and the sweep that posts public recognitions, awards and announcements to the
 * connected channel, read from the areas' registered TV sources.
 */
export const msTeamsArea: Area = {
  name: 'ms-teams',
  routes: msTeamsRoutes,
  jobs: [{ name: 'ms-teams-posts', cron: '* * * * *', run: (services) => postToTeamsChannels(services) }],
};
