'use client';

import { useCallback, useEffect, useRef, useState, type ComponentPropsWithoutRef, type ComponentType, type KeyboardEvent } from 'react';
import type { ControlledProps } from 'react-medium-image-zoom';
import 'react-medium-image-zoom/dist/styles.css';

export type ZoomImageProps = ComponentPropsWithoutRef<'img'> & { zoomLabel: string; unzoomLabel: string };

/**
 * A content image that zooms on click (the medium-zoom behaviour). The zoom library loads on the first hover, focus or
 * click of an image, so it never weighs on a page's first load. A span wrapper keeps it valid inside paragraphs.
 */
export function ZoomImage({ zoomLabel, unzoomLabel, alt = '', ...props }: ZoomImageProps) {
  const [Zoom, setZoom] = useState<ComponentType<ControlledProps> | null>(null);
  const [zoomed, setZoomed] = useState(false);
  const openWhenLoaded = useRef(false);

  const load = useCallback(() => {
    if (!Zoom) void import('react-medium-image-zoom').then((module) => setZoom(() => module.Controlled));
  }, [Zoom]);
  const open = () => {
    openWhenLoaded.current = true;
    load();
  };

  // The library zooms on a change of isZoomed, so a click made before it loaded opens it once it has mounted.
  useEffect(() => {
    if (!Zoom || !openWhenLoaded.current) return;
    openWhenLoaded.current = false;
    const frame = requestAnimationFrame(() => setZoomed(true));
    return () => cancelAnimationFrame(frame);
  }, [Zoom]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    open();
  };

  const image = <img alt={alt} {...props} />;
  if (Zoom) {
    return (
      <Zoom isZoomed={zoomed} onZoomChange={setZoomed} wrapElement="span" a11yNameButtonZoom={zoomLabel} a11yNameButtonUnzoom={unzoomLabel}>
        {image}
      </Zoom>
    );
  }
  return (
    <span
      role="button"
      tabIndex={0}
      aria-label={`${zoomLabel}: ${alt}`}
      data-zoom-trigger=""
      onPointerEnter={load}
      onFocus={load}
      onClick={open}
      onKeyDown={onKeyDown}
    >
      {image}
    </span>
  );
}
