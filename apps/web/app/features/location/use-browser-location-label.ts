import { useEffect, useState } from 'react';
import { browserApi } from '../../lib/http/browser-client';
import { getCurrentLocation } from './api/get-current-location';
import { chipLabel } from './location-cookie';

/**
 * The location chip's label read in the browser after hydration, for a page the guest page cache served
 * (rendered without any shopper's label, decision 016): undefined until known (and whenever `enabled` is
 * false), then the label or null. The cookie is httpOnly, so the browser asks the API.
 */
export function useBrowserLocationLabel(enabled: boolean): string | null | undefined {
  const [label, setLabel] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    getCurrentLocation(browserApi).then(
      ({ location }) => current && setLabel(location ? chipLabel(location.label) : null),
      // when the call fails the chip offers the choice: the shopper can still pick a location
      () => current && setLabel(null),
    );
    return () => {
      current = false;
    };
  }, [enabled]);
  return enabled ? label : undefined;
}
