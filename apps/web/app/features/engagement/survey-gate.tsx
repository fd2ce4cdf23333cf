import { CSRF_COOKIE } from '@sulit/contracts/wire-names';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { readBrowserCookie } from '../../lib/http/cookies';
import { SURVEY_PATH } from './survey-path';

const SurveyOffer = lazy(() => import('./survey-offer').then((m) => ({ default: m.SurveyOffer })));

/**
 * The only survey code every page loads: once a signed-in shopper (not a staff member acting for one) is on the
 * home page, after hydration, it loads the offer, which asks the server (survey-offer.tsx).
 */
export function SurveyGate({ acting }: { acting: boolean }) {
  const { pathname } = useLocation();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!acting && pathname === SURVEY_PATH && readBrowserCookie(CSRF_COOKIE)) setWanted(true);
  }, [acting, pathname]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SurveyOffer acting={acting} />
    </Suspense>
  );
}
