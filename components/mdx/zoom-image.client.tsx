'use client';

import { useCallback, useEffect, useRef, useState, type ComponentPropsWithoutRef, type ComponentType } from 'react';
import type { ControlledProps } from 'react-medium-image-zoom';
import 'react-medium-image-zoom/dist/styles.css';

export type ZoomImageProps = ComponentPropsWithoutRef<'img'> & { zoomLabel: string; unzoomLabel: string };

/**
 * A content image that zooms on click or Enter (the medium-zoom behaviour). The zoom library loads on the first hover,
 * focus or click of an image, so it never weighs on a page's first load. Until then the image sits in a plain
 * `<button>`; once loaded, the library's own zoom button takes over, and keyboard focus moves onto it so the dialog
 * returns focus there when it closes. Span wrappers keep it valid inside paragraphs.
 */
export function ZoomImage({ zoomLabel, unzoomLabel, alt = '', ...props }: ZoomImageProps) {
  const [Zoom, setZoom] = useState<ComponentType<ControlledProps> | null>(null);
  const [zoomed, setZoomed] = useState(false);
  const openWhenLoaded = useRef(false);
  const focusWhenLoaded = useRef(false);
  const wrapper = useRef<HTMLSpanElement>(null);

  const load = useCallback(() => {
    if (Zoom) return;
    void import('react-medium-image-zoom').then((module) => {
      focusWhenLoaded.current = !!wrapper.current?.contains(document.activeElement);
      setZoom(() => module.Controlled);
    });
  }, [Zoom]);
  const open = () => {
    openWhenLoaded.current = true;
    load();
  };

  // Once the library has mounted its zoom button (a frame or two after it loads): move keyboard focus onto it if the
  // image had focus, then open the zoom if a click or Enter came before the code arrived (it zooms on a change of
  // isZoomed, and the dialog returns focus to that button when it closes).
  useEffect(() => {
    if (!Zoom) return;
    let frame = 0;
    const whenReady = (framesLeft: number) => {
      const button = wrapper.current?.querySelector<HTMLElement>('[data-rmiz-btn-zoom]');
      if (!button && framesLeft > 0) {
        frame = requestAnimationFrame(() => whenReady(framesLeft - 1));
        return;
      }
      if (focusWhenLoaded.current) button?.focus();
      focusWhenLoaded.current = false;
      if (openWhenLoaded.current) setZoomed(true);
      openWhenLoaded.current = false;
    };
    frame = requestAnimationFrame(() => whenReady(30));
    return () => cancelAnimationFrame(frame);
  }, [Zoom]);

  const image = <img alt={alt} {...props} />;
  return (
    <span ref={wrapper} data-zoom-image="">
      {Zoom ? (
        <Zoom
          isZoomed={zoomed}
          onZoomChange={setZoomed}
          wrapElement="span"
          a11yNameButtonZoom={zoomLabel}
          a11yNameButtonUnzoom={unzoomLabel}
        >
          {image}
        </Zoom>
      ) : (
        <button
          type="button"
          aria-label={alt ? `${zoomLabel}: ${alt}` : zoomLabel}
          data-zoom-trigger=""
          onPointerEnter={load}
          onFocus={load}
          onClick={open}
        >
          {image}
        </button>
      )}
    </span>
  );
}
