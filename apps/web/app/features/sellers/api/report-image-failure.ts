import type { ApiClient } from '../../../lib/http/client';

export interface ImageFailure {
  seller: string;
  asset: string;
  type: 'logo' | 'banner' | 'product';
}

function browserFacts() {
  const ua = navigator.userAgent;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Chrome\//.test(ua)
      ? 'Chrome'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'Other';
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : 'Other';
  const device = /Mobi|Android|iPhone/.test(ua) ? 'mobile' : 'desktop';
  return { browser, os, device };
}

/** POST /logger (spec §7: header scope web; message a JSON string). Best effort: a failed report is dropped. */
export function reportImageFailure(api: ApiClient, failure: ImageFailure, email: string | null): Promise<void> {
  const message = JSON.stringify({ email: email ? { email } : 'guest', ...failure, ...browserFacts() });
  return api
    .json('/logger', {
      method: 'POST',
      headers: { scope: 'web' },
      body: { topic: 'seller-page-image', toDeconstruct: true, message },
    })
    .then(
      () => undefined,
      () => undefined,
    );
}
