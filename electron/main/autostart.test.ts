import { describe, expect, it } from 'vitest';
import { autostartArgs, linuxAutostartEntry } from './autostart.ts';

describe('autostartArgs', () => {
  it('keeps only the app flags, joining two-word values', () => {
    expect(
      autostartArgs([
        '--kiosk',
        '--tv-token',
        'tok_123',
        '--server-url=https://acme.example.com',
        '--inspect',
        'x',
        '--no-update',
      ]),
    ).toEqual(['--kiosk', '--tv-token=tok_123', '--server-url=https://acme.example.com', '--no-update']);
  });
});

describe('linuxAutostartEntry', () => {
  it('writes an XDG autostart entry that runs the kiosk with its flags', () => {
    const entry = linuxAutostartEntry('/opt/Kudos/kudos', ['--kiosk', '--tv-token=tok_123']);
    expect(entry).toContain('[Desktop Entry]\nType=Application\nName=Kudos\n');
    expect(entry).toContain('Exec=/opt/Kudos/kudos --kiosk --tv-token=tok_123\n');
  });

  it('quotes paths with spaces', () => {
    expect(linuxAutostartEntry('/opt/My Apps/kudos', [])).toContain('Exec="/opt/My Apps/kudos"\n');
  });
});
