import { createElement } from 'react';
import {
  Badge,
  createTheme,
  darken,
  DEFAULT_THEME,
  defaultVariantColorsResolver,
  parseThemeColor,
  VisuallyHidden,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import { BREAKPOINTS } from '@tradelink/shared/constants/limits';
import { useTranslation } from './use-translation.tsx';

const em = (px: number) => `${px / 16}em`;

/**
 * Mantine's palette with its two darkest shades replaced. Shade 8 is what filled buttons and
 * badges (under white text), outlines and coloured text (`c="green"`) use with primaryShade 8;
 * shade 9 is their hover. Mantine's own shade 8 of these colours is under 4.5:1 against white or
 * the gray-0 backgrounds (green 3.4:1, orange 3.6:1, red 4.3:1 on gray 0), so each is darkened
 * just enough to reach 4.6:1 on gray 0, in its own hue, and shade 9 is that darkened by 15%.
 * Shades 0–7 (pale backgrounds, borders) stay Mantine's. styles/theme-vars.css repeats these
 * values for the pages rendered without MantineProvider; theme.test.ts keeps the two in step.
 */
function deepened(name: string, shade8: string, shade9: string): MantineColorsTuple {
  const [c0, c1, c2, c3, c4, c5, c6, c7] = DEFAULT_THEME.colors[name]!;
  return [c0, c1, c2, c3, c4, c5, c6, c7, shade8, shade9];
}

export const ACCESSIBLE_COLORS = {
  red: deepened('red', '#d52f2f', '#b52828'),
  orange: deepened('orange', '#c14a0a', '#a43f09'),
  yellow: deepened('yellow', '#a35f00', '#8b5100'),
  green: deepened('green', '#268037', '#206d2f'),
  lime: deepened('lime', '#4d7e0b', '#416b09'),
  teal: deepened('teal', '#08805c', '#076d4e'),
  cyan: deepened('cyan', '#0b7c8e', '#096979'),
};

/** "Close" in the reader's language, for screen readers: Mantine's close buttons show only an ×. */
function CloseLabel() {
  const { t } = useTranslation('common');
  return createElement(VisuallyHidden, null, t('actions.close'));
}
// Every dialog, drawer and toast names its close button (a dialog may still pass its own label).
const namedCloseButton = { defaultProps: { closeButtonProps: { children: createElement(CloseLabel) } } };

/** Breakpoints of spec section 9 (xs 0, sm 600, md 900, lg 1440, xl 1536). */
export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 (not Mantine's 6): links and white-on-blue buttons reach 4.5:1 contrast (WCAG AA).
  primaryShade: 8,
  colors: ACCESSIBLE_COLORS,
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans CJK SC', 'PingFang SC', sans-serif",
  breakpoints: {
    xs: em(BREAKPOINTS.xs),
    sm: em(BREAKPOINTS.sm),
    md: em(BREAKPOINTS.md),
    lg: em(BREAKPOINTS.lg),
    xl: em(BREAKPOINTS.xl),
  },
  defaultRadius: 'md',
  components: {
    Modal: namedCloseButton,
    Drawer: namedCloseButton,
    Notification: namedCloseButton,
    // A spinner is a status: its aria-label ("Loading conversations") is then allowed and read.
    Loader: { defaultProps: { role: 'status' } },
    // A badge shows its whole label ("IN PROGRESS", "ĐANG XỬ LÝ"): Mantine clips the label, which lets
    // a table cell or a flex row squeeze the badge to "IN PROGRE…". A visible label makes the badge's
    // smallest width its full text, so the row's other content wraps instead.
    Badge: Badge.extend({ styles: { label: { overflow: 'visible', textOverflow: 'clip' } } }),
  },
  // Light badges (premium, hot price, levels) use a darkened shade 9 text: Mantine's default light
  // text is shade 6, under 4.5:1 on its own pale background for orange, yellow and teal.
  variantColorResolver: (input) => {
    const colors = defaultVariantColorsResolver(input);
    if (input.variant !== 'light') return colors;
    const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
    if (!parsed.isThemeColor) return colors;
    return { ...colors, color: lightVariantText(input.theme.colors[parsed.color]!), hoverColor: lightVariantText(input.theme.colors[parsed.color]!) };
  },
});

/** The text colour of a light variant (pale shade-1 background): shade 9 darkened by 30%. */
export const lightVariantText = (palette: MantineColorsTuple) => darken(palette[9], 0.3);

/** Secondary ("dimmed") text in gray 7: 8:1 on white and on the footer's gray 0 (gray 6 is 3.3:1). */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': theme.colors.gray[7]! },
  dark: {},
});
