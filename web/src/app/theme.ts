import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  type AnchorProps,
  type BlockquoteProps,
  type CSSVariablesResolver,
  createTheme,
  darken,
  lighten,
  luminance,
  type MantineTheme,
  type MenuProps,
  type ModalProps,
  type NotificationProps,
  type SkeletonProps,
  type TooltipProps,
} from '@mantine/core';
import { night, PAPER, reign, SCRIPTURE_FONT } from './palette';

/** WCAG AA for normal-size text. */
const AA = 4.5;

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The colour moved in small steps (darker on light backgrounds, lighter on dark ones) until it
 * reads at AA on every background given; Mantine's stock shades often fall just short.
 */
function readable(color: string, backgrounds: string[], direction: 'darker' | 'lighter'): string {
  let result = color;
  for (
    let amount = 0.05;
    amount <= 1 && backgrounds.some((bg) => contrast(result, bg) < AA);
    amount += 0.05
  ) {
    result = direction === 'darker' ? darken(color, amount) : lighten(color, amount);
  }
  return result;
}

// The icon-only close buttons' names in English; themeIn gives them in another language.
const CLOSE = 'Close';
const CLOSE_NOTIFICATION = 'Close notification';

export const theme = createTheme({
  colors: { reign, dark: night },
  primaryColor: 'reign',
  // Filled buttons and badges: shade 7 carries white text at 6.9:1 ...
  primaryShade: { light: 7, dark: 7 },
  // ... and where a colour's shade is too light for white (green, teal, orange), the text turns
  // black. 0.183 is the luminance at which white text falls under 4.5:1.
  autoContrast: true,
  luminanceThreshold: 0.183,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  // A scale of its own, 1.2 between steps from the body's 1rem, lines tighter as the size grows
  // (h5 and h6 keep Mantine's 1rem and 0.875rem).
  headings: {
    fontWeight: '700',
    sizes: {
      h1: { fontSize: '2.0625rem', lineHeight: '1.2' },
      h2: { fontSize: '1.75rem', lineHeight: '1.25' },
      h3: { fontSize: '1.4375rem', lineHeight: '1.3' },
      h4: { fontSize: '1.1875rem', lineHeight: '1.35' },
    },
  },
  // Plain objects, not `Tooltip.extend(...)`: extend() would import each component (Menu, Modal,
  // Tooltip and their floating-ui) into the entry chunk; the types keep the props checked.
  components: {
    // Spec part 1 section 9: tooltips open after 700 ms.
    Tooltip: { defaultProps: { openDelay: 700, withArrow: true } satisfies Partial<TooltipProps> },
    // Icon-only close buttons need a name (axe button-name).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': CLOSE } } satisfies Partial<ModalProps> },
    Notification: {
      defaultProps: {
        closeButtonProps: { 'aria-label': CLOSE_NOTIFICATION },
      } satisfies Partial<NotificationProps>,
      // Under a title the stock description is gray 6 (3.3:1); dimmed is AA in both schemes.
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
    // Every quote is scripture: in the scripture serif, its reference in the app's own face. The
    // stock citation is faded to 60 %, under AA on the dark scheme's tinted backgrounds.
    Blockquote: {
      styles: {
        root: { fontFamily: 'var(--reign-font-scripture)', lineHeight: 1.6 },
        cite: { opacity: 0.85, fontFamily: 'var(--mantine-font-family)' },
      } satisfies BlockquoteProps['styles'],
    },
    // Links are underlined: a link in a sentence must stand out by more than its colour (axe
    // link-in-text-block), and no plum is 3:1 from both the text and the page in either scheme.
    Anchor: { defaultProps: { underline: 'always' } satisfies Partial<AnchorProps> },
    // Opening a menu focuses its first item (the ARIA menu pattern), not a role="presentation"
    // placeholder, which a role="menu" may not contain (axe aria-required-children).
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> },
    // Placeholders hold still: a shimmering skeleton made the browser restyle and repaint every
    // frame, and send React an animationiteration event per skeleton, the whole time a new
    // device's first sync filled the dashboard (issue 19: about 15% of its start's main thread).
    Skeleton: { defaultProps: { animate: false } satisfies Partial<SkeletonProps> },
  },
});

/**
 * Text colours at WCAG AA contrast (the accessibility spec e2e/a11y.spec.ts checks every page):
 * dimmed and error text, links, coloured text and outlines, and light badges and buttons, in both
 * schemes. Everything else stays Mantine's default.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t: MantineTheme) => {
  const { colors, white } = t;
  const primary = colors[t.primaryColor] ?? reign;
  const lightSurfaces = [white, PAPER, colors.gray[0], colors.gray[1]];
  const darkSurfaces = [colors.dark[8], colors.dark[7], colors.dark[6], colors.dark[5]];
  const light: Record<string, string> = {
    '--reign-color-page': PAPER,
    '--mantine-color-dimmed': colors.gray[7],
    '--mantine-color-error': readable(colors.red[8], lightSurfaces, 'darker'),
    '--mantine-color-anchor': readable(primary[8], lightSurfaces, 'darker'),
  };
  const dark: Record<string, string> = {
    '--reign-color-page': colors.dark[8],
    '--mantine-color-dimmed': colors.dark[1],
    '--mantine-color-error': readable(colors.red[4], darkSurfaces, 'lighter'),
    '--mantine-color-anchor': readable(primary[4], darkSurfaces, 'lighter'),
  };
  for (const [name, shades] of Object.entries(colors)) {
    if (name === 'dark' || name === 'gray') continue;
    const text = readable(shades[8], lightSurfaces, 'darker');
    light[`--mantine-color-${name}-text`] = text;
    light[`--mantine-color-${name}-outline`] = text;
    light[`--mantine-color-${name}-light-color`] = readable(shades[9], [shades[1], shades[2]], 'darker');
    dark[`--mantine-color-${name}-text`] = readable(shades[4], darkSurfaces, 'lighter');
  }
  return { variables: { '--reign-font-scripture': SCRIPTURE_FONT }, light, dark };
};

let localTheme: { locale: string; theme: typeof theme } | undefined;

/**
 * The theme in `i18n`'s language: the names of the modals' and the toasts' close buttons, set as
 * the theme's default props, from the catalogue (English is `theme` itself).
 */
export function themeIn(i18n: I18n): typeof theme {
  if (i18n.locale === 'en') return theme;
  if (localTheme?.locale !== i18n.locale) {
    const components = theme.components ?? {};
    const withClose = (name: 'Modal' | 'Notification', label: string) => ({
      ...components[name],
      defaultProps: { ...components[name]?.defaultProps, closeButtonProps: { 'aria-label': label } },
    });
    localTheme = {
      locale: i18n.locale,
      theme: {
        ...theme,
        components: {
          ...components,
          Modal: withClose('Modal', i18n._(msg`Close`)),
          Notification: withClose('Notification', i18n._(msg`Close notification`)),
        },
      },
    };
  }
  return localTheme.theme;
}
