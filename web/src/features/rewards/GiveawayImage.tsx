import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

/** The placeholder gift, drawn inline so it shows even when images cannot load. */
export function GiftPlaceholder({ height = 160 }: { height?: number }) {
  const { t } = useLingui();
  return (
    <svg
      role="img"
      aria-label={t`Gift`}
      viewBox="0 0 240 160"
      width="100%"
      height={height}
      preserveAspectRatio="xMidYMid meet"
      style={{ display: 'block', background: 'var(--mantine-color-reign-0)' }}
    >
      <rect x="70" y="62" width="100" height="74" rx="6" fill="#6366f1" />
      <rect x="62" y="46" width="116" height="24" rx="5" fill="#818cf8" />
      <rect x="113" y="46" width="14" height="90" fill="#fbbf24" />
      <path d="M120 46 C 100 20, 78 30, 92 46 Z" fill="#f59e0b" />
      <path d="M120 46 C 140 20, 162 30, 148 46 Z" fill="#f59e0b" />
      <circle cx="120" cy="46" r="6" fill="#d97706" />
    </svg>
  );
}

/**
 * A giveaway's image, square (the administrator is asked for square images) and at most `height`
 * wide, centred; never cropped into a banner. On a missing or broken image, the placeholder gift.
 */
export function GiveawayImage({
  src,
  alt,
  height = 160,
}: {
  src: string | null;
  alt: string;
  height?: number;
}) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) return <GiftPlaceholder height={height} />;
  return (
    <div
      style={{ display: 'flex', justifyContent: 'center', background: 'var(--mantine-color-default-hover)' }}
    >
      <img
        src={src}
        alt={alt}
        onError={() => setBroken(true)}
        style={{
          display: 'block',
          width: height,
          maxWidth: '100%',
          aspectRatio: '1 / 1',
          objectFit: 'contain',
        }}
      />
    </div>
  );
}
