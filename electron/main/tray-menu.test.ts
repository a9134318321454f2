import { describe, expect, it } from 'vitest';
import { trayMenuTemplate } from './tray-menu.ts';

const noop = () => {};
const actions = { open: noop, recognize: noop, checkForUpdates: noop, quit: noop };

describe('trayMenuTemplate', () => {
  it('offers Recognize someone and shows the unread count', () => {
    const labels = trayMenuTemplate(3, actions).map((item) => item.label ?? item.type);
    expect(labels).toEqual([
      'Open Kudos',
      'Recognize someone',
      '3 unread notifications',
      'separator',
      'Check for updates',
      'Quit Kudos',
    ]);
  });

  it('drops the count at zero, uses the singular for one, and hides update checks when updates are off', () => {
    expect(
      trayMenuTemplate(0, { ...actions, checkForUpdates: null }).map((item) => item.label ?? item.type),
    ).toEqual(['Open Kudos', 'Recognize someone', 'separator', 'Quit Kudos']);
    expect(trayMenuTemplate(1, actions)[2]?.label).toBe('1 unread notification');
  });
});
