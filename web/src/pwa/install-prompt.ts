/**
 * Chromium's install prompt: `beforeinstallprompt` is kept (its default mini-infobar suppressed)
 * so the banner's Install button can show it later. `main.tsx` starts listening before React
 * renders, because the event may fire early: the banner itself loads after the first effect
 * (the installed-app layer's chunk), which can be after the event.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;

function emit() {
  for (const l of listeners) l();
}

let listening = false;

/** Starts keeping the install offer (once; the app's entry calls it before rendering). */
export function listenForInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installed = true;
    emit();
  });
}

export function subscribeInstallPrompt(listener: Listener): () => void {
  listenForInstallPrompt();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const getInstallPrompt = () => deferred;
export const wasInstalled = () => installed;

/** Shows the browser's install dialog; resolves whether the person accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null; // a prompt event can be used once
  emit();
  await event.prompt();
  const choice = await event.userChoice;
  return choice.outcome === 'accepted';
}
