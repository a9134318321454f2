import { contextBridge, type IpcRendererEvent, ipcRenderer } from 'electron';
import { type DesktopInitial, desktopChannels, type KudosDesktopBridge } from '#shared/desktop-bridge';

/**
 * The bridge, nothing else: one frozen object of plain functions on `window.kudosDesktop`.
 * `ipcRenderer` itself never reaches the page, and listeners get plain values, never the event.
 */
function subscribe<T>(channel: string, listener: (value: T) => void): () => void {
  const wrapped = (_event: IpcRendererEvent, value: T) => listener(value);
  ipcRenderer.on(channel, wrapped);
  return () => {
    ipcRenderer.removeListener(channel, wrapped);
  };
}

// Read once, before the page's scripts run, so the app can restore its session synchronously.
const initial = (ipcRenderer.sendSync(desktopChannels.initial) as DesktopInitial | null) ?? {
  token: null,
  kiosk: false,
};

const bridge: KudosDesktopBridge = {
  version: 1,
  initialToken: () => initial.token,
  isKiosk: () => initial.kiosk,
  setToken: (token) => ipcRenderer.invoke(desktopChannels.setToken, token),
  clearToken: () => ipcRenderer.invoke(desktopChannels.clearToken),
  notify: (notification) => ipcRenderer.invoke(desktopChannels.notify, notification),
  onNotificationClick: (listener) => subscribe(desktopChannels.notificationClick, listener),
  setBadgeCount: (count) => ipcRenderer.invoke(desktopChannels.setBadgeCount, count),
  openExternal: (url) => ipcRenderer.invoke(desktopChannels.openExternal, url),
  onNavigate: (listener) => subscribe(desktopChannels.navigate, listener),
  kioskState: () => ipcRenderer.invoke(desktopChannels.kioskState),
  reportDisplayState: (state) => ipcRenderer.invoke(desktopChannels.displayState, state),
  onKioskState: (listener) => subscribe(desktopChannels.kioskStateChanged, listener),
  updateState: () => ipcRenderer.invoke(desktopChannels.updateState),
  onUpdateState: (listener) => subscribe(desktopChannels.updateStateChanged, listener),
  downloadUpdate: () => ipcRenderer.invoke(desktopChannels.updateDownload),
  installUpdate: () => ipcRenderer.invoke(desktopChannels.updateInstall),
  checkServer: (address) => ipcRenderer.invoke(desktopChannels.checkServer, address),
  saveServer: (address) => ipcRenderer.invoke(desktopChannels.saveServer, address),
};

contextBridge.exposeInMainWorld('kudosDesktop', bridge);
