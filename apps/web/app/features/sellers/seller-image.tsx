import { useEffect, useRef, type ImgHTMLAttributes } from 'react';
import { useLocation } from 'react-router';
import { browserApi } from '../../lib/http/browser-client';
import { type ImageFailure, reportImageFailure } from './api/report-image-failure';

/** Images already reported in a page view (keyed by the view's location key and the image). */
const reported = new Set<string>();

interface SellerImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'onError'> {
  src: string;
  failure: Omit<ImageFailure, 'asset'>;
}

/**
 * A seller-page image that reports a failed load to POST /logger, once per image per page view. An image
 * that failed before the page hydrated (React sees no error event then) is caught on mount.
 */
export function SellerImage({ failure, src, alt = '', ...img }: SellerImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const { key } = useLocation();
  const report = () => {
    const id = `${key}|${src}`;
    if (reported.has(id)) return;
    reported.add(id);
    void reportImageFailure(browserApi, { ...failure, asset: src }, null);
  };
  useEffect(() => {
    const el = ref.current;
    if (el && el.complete && el.naturalWidth === 0) report();
  }, [src, key]);
  return <img ref={ref} src={src} alt={alt} onError={report} {...img} />;
}
