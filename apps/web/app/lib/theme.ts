import { createTheme, darken, defaultVariantColorsResolver, parseThemeColor, type CSSVariablesResolver } from '@mantine/core';
import { BREAKPOINTS } from '@tradelink/shared/constants/limits';

const em = (px: number) => `${px / 16}em`;

/** Breakpoints of spec section 9 (xs 0, sm 600, md 900, lg 1440, xl 1536). */
export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 (not Mantine's 6): links and white-on-blue buttons reach 4.5:1 contrast (WCAG AA).
  primaryShade: 8,
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans CJK SC', 'PingFang SC', sans-serif",
  breakpoints: {
    xs: em(BREAKPOINTS.xs),
    sm: em(BREAKPOINTS.sm),
    md: em(BREAKPOINTS.md),
    lg: em(BREAKPOINTS.lg),
    xl: em(BREAKPOINTS.xl),
  },
  defaultRadius: 'md',
  // Light badges (premium, hot price, levels) use a darkened shade 9 text: Mantine's default light
  // text is shade 6, under 4.5:1 on its own pale background for orange, yellow and teal.
  variantColorResolver: (input) => {
    const colors = defaultVariantColorsResolver(input);
    if (input.variant !== 'light') return colors;
    const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
    if (!parsed.isThemeColor) return colors;
    return { ...colors, color: darken(input.theme.colors[parsed.color]![9], 0.3), hoverColor: darken(input.theme.colors[parsed.color]![9], 0.3) };
  },
});

/** Secondary ("dimmed") text in gray 7: 8:1 on white and on the footer's gray 0 (gray 6 is 3.3:1). */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': theme.colors.gray[7]! },
  dark: {},
});
