// Module boundaries (ARCHITECTURE.md "Areas as modules"), checked by `npm run lint`.
// `npm run bench:modules` prints the figures these rules keep at zero.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'A circle (type-only imports included) means neither side can be read, tested or moved alone; ' +
        'break it with a leaf module or a registry the other side fills.',
      severity: 'error',
      from: { path: '^(server|shared)/src/' },
      to: { circular: true },
    },
    {
      name: 'area-through-index',
      comment:
        "An area's index.ts is its only public surface: another area may import nothing else of it, " +
        'so an area can change its insides without touching its neighbours.',
      severity: 'error',
      from: { path: '^server/src/apps/([^/]+)/' },
      to: {
        path: '^server/src/apps/[^/]+/',
        pathNot: ['^server/src/apps/$1/', '^server/src/apps/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'kernel-imports-no-area',
      comment:
        'The kernel and the plumbing under it hold what every area shares; areas register into them, ' +
        'so they never know an area (or the kernel would grow with every area and circle back).',
      severity: 'error',
      from: {
        path: '^server/src/(kernel|http|db|mail|jobs|secrets)/|^server/src/(services|config|logger)\\.ts$',
      },
      to: { path: '^server/src/apps/' },
    },
    {
      name: 'root-through-index',
      comment:
        "app.ts, main.ts and create-services.ts mount the areas' index plugins, never an area's insides.",
      severity: 'error',
      from: { path: '^server/src/[^/]+\\.ts$' },
      to: { path: '^server/src/apps/[^/]+/', pathNot: '^server/src/apps/[^/]+/index\\.ts$' },
    },
    {
      name: 'feature-not-feature',
      comment:
        'A renderer feature never imports another; what two features need moves down into ' +
        'components/, lib/ or shared/.',
      severity: 'error',
      from: { path: '^renderer/src/features/([^/]+)/' },
      to: { path: '^renderer/src/features/', pathNot: '^renderer/src/features/$1/' },
    },
  ],
  options: {
    // @swc/core parses TypeScript: the installed typescript 7 has no JS API dependency-cruiser can use.
    parser: 'swc',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
  },
};
