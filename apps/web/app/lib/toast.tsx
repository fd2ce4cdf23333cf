/**
 * Toasts without sonner on first paint: sonner (about 9 KB gzip) loads with the first toast a page shows, and
 * its Toaster mounts then. Callers use `toast` as sonner's (message, options); the toast appears once the
 * Toaster has subscribed, a few milliseconds after the first call.
 */
import { type ComponentType, useEffect, useState } from 'react';
import type { toast as sonnerToast, ToasterProps } from 'sonner';

type SonnerToast = typeof sonnerToast;

/** the root's host, while it is mounted: it renders the Toaster it is given */
let mountToaster: ((Toaster: ComponentType<ToasterProps>) => void) | null = null;
/** called once the Toaster is on the page and listening: hands sonner's toast to the waiting calls */
let toasterReady: (() => void) | null = null;
let loading: Promise<SonnerToast> | null = null;
let loaded: ComponentType<ToasterProps> | null = null;

function sonner(): Promise<SonnerToast> {
  loading ??= new Promise<SonnerToast>((resolve, reject) => {
    import('sonner').then(
      (module) => {
        toasterReady = () => resolve(module.toast);
        loaded = module.Toaster;
        mountToaster?.(module.Toaster);
      },
      (error: unknown) => {
        // a failed download (offline for a moment) is tried again by the next toast
        loading = null;
        reject(error);
      },
    );
  });
  return loading;
}

const later =
  <Args extends unknown[]>(show: (toast: SonnerToast, ...args: Args) => unknown) =>
  (...args: Args): void => {
    sonner().then(
      (toast) => show(toast, ...args),
      (error: unknown) => console.error('toasts unavailable', error),
    );
  };

type Message = Parameters<SonnerToast>[0];
type Options = Parameters<SonnerToast>[1];

export const toast = Object.assign(
  later((t, message: Message, options?: Options) => t(message, options)),
  {
    success: later((t, message: Message, options?: Options) => t.success(message, options)),
    error: later((t, message: Message, options?: Options) => t.error(message, options)),
    info: later((t, message: Message, options?: Options) => t.info(message, options)),
  },
);

/** Where the toasts show: nothing until the first toast loads sonner. */
export function ToastHost(props: ToasterProps) {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(() => loaded);
  useEffect(() => {
    mountToaster = (component) => setToaster(() => component);
    if (loaded) setToaster(() => loaded);
    return () => {
      mountToaster = null;
    };
  }, []);
  useEffect(() => {
    // The Toaster's own effect (its subscription) has run before its parent's: toasts now reach it.
    if (Toaster) toasterReady?.();
  }, [Toaster]);
  return Toaster ? <Toaster {...props} /> : null;
}
