import type { SVGProps } from 'react';

/** Stroke paths (24×24) of every icon the site draws; one map so each icon is defined once. */
const PATHS = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  sun: 'M12 4V2m0 20v-2m8-8h2M2 12h2m13.66-5.66l1.41-1.41M4.93 19.07l1.41-1.41m0-11.32L4.93 4.93m14.14 14.14l-1.41-1.41M12 7a5 5 0 100 10 5 5 0 000-10z',
  moon: 'M20 14.5A8 8 0 019.5 4a8 8 0 1010.5 10.5z',
  system: 'M3 5h18v11H3zM8 20h8M12 16v4',
  copy: 'M9 9h10v11H9zM5 15V4h10',
  check: 'M5 12l5 5 9-10',
  wrap: 'M4 6h16M4 12h13a3 3 0 010 6h-4m0 0l2-2m-2 2l2 2M4 18h5',
  chevronDown: 'M6 9l6 6 6-6',
  chevronRight: 'M9 6l6 6-6 6',
  arrowRight: 'M5 12h14m-6-6l6 6-6 6',
  arrowLeft: 'M19 12H5m6-6l-6 6 6 6',
  search: 'M11 4a7 7 0 100 14 7 7 0 000-14zm9 16l-4.35-4.35',
  external: 'M14 4h6v6m0-6L10 14M18 14v6H4V6h6',
  language: 'M4 5h9M8.5 3v2m2.5 0c-1 4-4 7-7 8.5m2.5-5c1 2 3 3.5 5 4.5M13 21l4-10 4 10m-6.5-3.5h5',
  link: 'M10 14a4 4 0 005.66 0l3-3a4 4 0 00-5.66-5.66l-1 1M14 10a4 4 0 00-5.66 0l-3 3a4 4 0 005.66 5.66l1-1',
  apps: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
} as const;

/** Filled brand marks, drawn from their public logo geometry. */
const BRANDS = {
  github:
    'M12 2a10 10 0 00-3.16 19.49c.5.09.68-.22.68-.48v-1.7c-2.78.6-3.37-1.34-3.37-1.34-.45-1.16-1.11-1.47-1.11-1.47-.91-.62.07-.61.07-.61 1 .07 1.53 1.03 1.53 1.03.9 1.52 2.34 1.08 2.91.83.09-.65.35-1.09.63-1.34-2.22-.25-4.55-1.11-4.55-4.94 0-1.09.39-1.98 1.03-2.68-.1-.25-.45-1.27.1-2.65 0 0 .84-.27 2.75 1.02a9.58 9.58 0 015 0c1.91-1.29 2.75-1.02 2.75-1.02.55 1.38.2 2.4.1 2.65.64.7 1.03 1.59 1.03 2.68 0 3.84-2.34 4.69-4.57 4.93.36.31.68.92.68 1.85v2.75c0 .27.18.58.69.48A10 10 0 0012 2z',
  discord:
    'M19.27 5.33A16.6 16.6 0 0015.2 4l-.2.4a15.4 15.4 0 00-6 0L8.8 4a16.6 16.6 0 00-4.07 1.33C2.15 9.2 1.45 12.97 1.8 16.7a16.8 16.8 0 005.06 2.56l.6-.98 .43-.74a10.8 10.8 0 01-1.7-.82l.4-.32a11.9 11.9 0 0010.82 0l.4.32c-.54.32-1.1.6-1.7.82l1.03 1.72a16.7 16.7 0 005.06-2.56c.42-4.32-.7-8.06-2.93-11.37zM8.68 14.4c-1 0-1.8-.92-1.8-2.04s.8-2.04 1.8-2.04 1.82.92 1.8 2.04c0 1.12-.8 2.04-1.8 2.04zm6.64 0c-1 0-1.8-.92-1.8-2.04s.8-2.04 1.8-2.04 1.82.92 1.8 2.04c0 1.12-.8 2.04-1.8 2.04z',
  x: 'M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.78L17.75 3zm-1.08 16.2h1.7L7.4 4.7H5.58l11.1 14.5z',
} as const;

export type IconName = keyof typeof PATHS | keyof typeof BRANDS;

export type IconProps = SVGProps<SVGSVGElement> & { name: IconName; size?: number };

/** A decorative icon (hidden from assistive technology; the control around it carries the label). */
export function Icon({ name, size = 20, ...props }: IconProps) {
  const brand = name in BRANDS;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill={brand ? 'currentColor' : 'none'}
      stroke={brand ? 'none' : 'currentColor'}
      strokeWidth={brand ? undefined : 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <path d={brand ? BRANDS[name as keyof typeof BRANDS] : PATHS[name as keyof typeof PATHS]} />
    </svg>
  );
}
