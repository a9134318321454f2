/**
 * Starting the kiosk at login. Windows and macOS use Electron's login items; Linux desktops
 * read an XDG autostart entry. Only the app's own flags are carried over, so a kiosk set up
 * with `--kiosk --tv-token=...` comes back the same way after a reboot.
 */
const carried = /^--(server-url|tv-token|storage-mode)(=.*)?$|^--(kiosk|no-update)$/;

export function autostartArgs(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!carried.test(arg)) continue;
    const next = argv[i + 1];
    // `--tv-token value` (two words) becomes `--tv-token=value`.
    if (
      !arg.includes('=') &&
      /^--(server-url|tv-token|storage-mode)$/.test(arg) &&
      next &&
      !next.startsWith('--')
    ) {
      out.push(`${arg}=${next}`);
      i++;
    } else out.push(arg);
  }
  return out;
}

/** Quotes an Exec argument per the Desktop Entry specification. */
function quoteExec(arg: string): string {
  if (!/[\s"'\\`$;&|<>*?()#~=]/.test(arg) || /^--[a-z-]+=[A-Za-z0-9_.:/-]+$/.test(arg))
    return arg.replaceAll('%', '%%');
  return `"${arg.replace(/(["`$\\])/g, '\\$1').replaceAll('%', '%%')}"`;
}

export function linuxAutostartEntry(executable: string, args: readonly string[]): string {
  return [
    '[Desktop Entry]',
    'Type=Application',
    'Name=Kudos',
    `Exec=${[executable, ...args].map(quoteExec).join(' ')}`,
    'X-GNOME-Autostart-enabled=true',
    'NoDisplay=true',
    '',
  ].join('\n');
}
