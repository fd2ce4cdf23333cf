import type { NpsSurvey } from '@sulit/contracts/engagement';
import { CSRF_COOKIE } from '@sulit/contracts/wire-names';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { browserApi } from '../../lib/http/browser-client';
import { readBrowserCookie } from '../../lib/http/cookies';
import { openInterstitialWhenFree, releaseInterstitial } from '../../lib/one-interstitial';
import { offerSurvey } from './api/offer-survey';
import { SURVEY_PATH } from './survey-path';

const SurveyDialog = lazy(() => import('./survey-dialog').then((m) => ({ default: m.SurveyDialog })));

const ASKED_KEY = 'sulit-nps-survey-asked';

/**
 * The survey after a delivery (issue 31): once per session the browser asks the server, which alone decides
 * (once per 90 days across devices; never for staff, support sessions, open enquiries, failed orders or right
 * after a rating prompt) and claims the offer, so a second tab or device is not asked again.
 */
export function SurveyOffer({ acting }: { acting: boolean }) {
  const location = useLocation();
  const [survey, setSurvey] = useState<NpsSurvey | null>(null);
  const asking = useRef(false);
  const stopWaiting = useRef<(() => void) | null>(null);
  // leaving the page gives the turn back (and stops waiting for it), so a splash ad is not held off for good
  useEffect(
    () => () => {
      stopWaiting.current?.();
      releaseInterstitial('survey');
    },
    [],
  );

  useEffect(() => {
    const session = readBrowserCookie(CSRF_COOKIE);
    if (!session || acting || asking.current || location.pathname !== SURVEY_PATH) return;
    let asked: string | null = null;
    try {
      asked = sessionStorage.getItem(ASKED_KEY);
    } catch {
      // storage blocked: the server still offers it once
    }
    if (asked === session) return;
    asking.current = true;
    void offerSurvey(browserApi)
      .then((res) => {
        if (!res.ok) return;
        try {
          sessionStorage.setItem(ASKED_KEY, session);
        } catch {
          // nothing to remember it in
        }
        const offered = res.body?.survey;
        // a splash ad already open keeps the screen; the survey follows once it closes
        if (offered) stopWaiting.current = openInterstitialWhenFree('survey', () => setSurvey(offered));
      })
      .finally(() => {
        asking.current = false;
      });
  }, [location.pathname, acting]);

  if (!survey) return null;
  return (
    <Suspense fallback={null}>
      <SurveyDialog
        survey={survey}
        onClose={() => {
          releaseInterstitial('survey');
          setSurvey(null);
        }}
      />
    </Suspense>
  );
}
