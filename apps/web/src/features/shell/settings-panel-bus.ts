/** Lets a menu entry (the user menu's Settings item) open the settings panel. */
type Listener = () => void;
const listeners = new Set<Listener>();

export function requestSettingsPanel(): void {
  for (const l of listeners) l();
}

export function onSettingsPanelRequest(l: Listener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}
