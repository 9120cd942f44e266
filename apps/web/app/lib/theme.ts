import { createTheme } from '@mantine/core';
import { BREAKPOINTS } from '@tradelink/shared/constants/limits';

const em = (px: number) => `${px / 16}em`;

/** Breakpoints of spec section 9 (xs 0, sm 600, md 900, lg 1440, xl 1536). */
export const theme = createTheme({
  primaryColor: 'blue',
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans CJK SC', 'PingFang SC', sans-serif",
  breakpoints: {
    xs: em(BREAKPOINTS.xs),
    sm: em(BREAKPOINTS.sm),
    md: em(BREAKPOINTS.md),
    lg: em(BREAKPOINTS.lg),
    xl: em(BREAKPOINTS.xl),
  },
  defaultRadius: 'md',
});
