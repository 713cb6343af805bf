import { useId } from 'react';

/** The Penwise mark: a pen nib on an indigo tile. Decorative; the brand name carries the text. */
export function Logo({ size = 36 }: { size?: number }) {
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="40" y2="40" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#5457e8" />
          <stop offset="1" stopColor="#be4bdb" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill={`url(#${gradientId})`} />
      <path
        d="M20 8.5 28.5 19 23.6 31h-7.2L11.5 19 20 8.5Z"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinejoin="round"
      />
      <path d="M20 8.5v11.2" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      <circle cx="20" cy="21.2" r="2.1" fill="#fff" />
    </svg>
  );
}
