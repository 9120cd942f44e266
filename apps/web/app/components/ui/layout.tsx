import type { CSSProperties, ElementType, ReactNode } from 'react';
import css from './layout.module.css';

// The light kit's layout primitives (decision 012): Mantine's prop names, plain elements and CSS
// module classes, so public pages render without Mantine's runtime or inline styles.

export type Size = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
type Align = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
type Justify = 'start' | 'center' | 'end' | 'between';

export const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

interface BoxProps {
  component?: ElementType;
  className?: string;
  id?: string;
  children?: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

export function Container({ size = 'xl', component: C = 'div', className, ...rest }: BoxProps & { size?: Size }) {
  return <C className={cx(css.container, css[`container-${size}`], className)} {...rest} />;
}

export function Stack({ gap = 'md', align, justify, component: C = 'div', className, ...rest }: BoxProps & { gap?: Size | 0; align?: Align; justify?: Justify }) {
  return <C className={cx(css.stack, css[`gap-${gap}`], align && css[`align-${align}`], justify && css[`justify-${justify}`], className)} {...rest} />;
}

export function Group({
  gap = 'md',
  align,
  justify,
  nowrap,
  grow,
  component: C = 'div',
  className,
  ...rest
}: BoxProps & { gap?: Size | 0; align?: Align; justify?: Justify; nowrap?: boolean; grow?: boolean }) {
  return (
    <C
      className={cx(css.group, css[`gap-${gap}`], align && css[`align-${align}`], justify && css[`justify-${justify}`], nowrap && css.nowrap, grow && css.grow, className)}
      {...rest}
    />
  );
}

type Cols = number | { base?: number; sm?: number; md?: number; lg?: number };

/** Equal columns; `cols` per breakpoint (sm 600, md 900, lg 1440 px) as CSS variables, not styles per item. */
export function SimpleGrid({ cols = 1, spacing = 'md', component: C = 'div', className, ...rest }: BoxProps & { cols?: Cols; spacing?: Size }) {
  const c = typeof cols === 'number' ? { base: cols } : cols;
  const style = { '--cols-base': c.base, '--cols-sm': c.sm, '--cols-md': c.md, '--cols-lg': c.lg } as CSSProperties;
  return <C className={cx(css.grid, css[`gap-${spacing}`], className)} style={style} {...rest} />;
}

/** A surface: white, rounded, optionally bordered or shadowed. */
export function Paper({
  p,
  withBorder,
  shadow,
  component: C = 'div',
  className,
  ...rest
}: BoxProps & { p?: Size; withBorder?: boolean; shadow?: 'xs' | 'sm' }) {
  return <C className={cx(css.paper, p && css[`p-${p}`], withBorder && css.border, shadow && css[`shadow-${shadow}`], className)} {...rest} />;
}
