/** Only in-app paths are followed; anything else (`//host`, `https:`) stays put. */
export const isAppPath = (path: string | null): path is string => !!path && /^\/(?!\/)/.test(path);
