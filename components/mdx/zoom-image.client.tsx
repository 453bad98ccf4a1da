'use client';

import type { ComponentPropsWithoutRef } from 'react';
import Zoom from 'react-medium-image-zoom';
import 'react-medium-image-zoom/dist/styles.css';

export type ZoomImageProps = ComponentPropsWithoutRef<'img'> & { zoomLabel: string; unzoomLabel: string };

/** A content image that zooms on click (the medium-zoom behaviour). A span wrapper keeps it valid inside paragraphs. */
export function ZoomImage({ zoomLabel, unzoomLabel, alt = '', ...props }: ZoomImageProps) {
  return (
    <Zoom wrapElement="span" a11yNameButtonZoom={zoomLabel} a11yNameButtonUnzoom={unzoomLabel}>
      <img alt={alt} {...props} />
    </Zoom>
  );
}
