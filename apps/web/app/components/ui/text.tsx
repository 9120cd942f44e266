import type { AnchorHTMLAttributes, ElementType, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cx, type Size } from './layout.tsx';
import css from './text.module.css';

type Color = 'dimmed' | 'red' | 'green' | 'orange';

interface TextProps {
  component?: ElementType;
  size?: Size;
  c?: Color;
  fw?: 500 | 600 | 700;
  ta?: 'center';
  truncate?: boolean;
  lineClamp?: 1 | 2 | 3;
  preLine?: boolean;
  className?: string;
  id?: string;
  title?: string;
  children?: ReactNode;
}

/** Body text (a <p> unless `component` says otherwise). */
export function Text({ component: C = 'p', size = 'md', c, fw, ta, truncate, lineClamp, preLine, className, ...rest }: TextProps) {
  return (
    <C
      className={cx(css.text, css[`size-${size}`], c && css[c], fw && css[`fw-${fw}`], ta && css.center, truncate && css.truncate, lineClamp && cx(css.clamp, css[`clamp-${lineClamp}`]), preLine && css['pre-line'], className)}
      {...rest}
    />
  );
}

/** A heading: `order` is the element (h1–h6), `size` its look when the two differ. */
export function Title({ order = 1, size, className, id, children }: { order?: 1 | 2 | 3 | 4 | 5 | 6; size?: `h${1 | 2 | 3 | 4 | 5 | 6}`; className?: string; id?: string; children?: ReactNode }) {
  const H = `h${order}` as const;
  return (
    <H id={id} className={cx(css.title, css[size ?? H], className)}>
      {children}
    </H>
  );
}

type AnchorProps = Omit<LinkProps, 'className'> & { size?: Size; c?: Color | 'inherit'; fw?: 500 | 600 | 700; className?: string };

/** An in-app link styled as a link; `href` links (leaving the app) use <ExternalAnchor>. */
export function Anchor({ size, c, fw, className, ...rest }: AnchorProps) {
  return <Link className={cx(css.anchor, size && css[`size-${size}`], c && css[c], fw && css[`fw-${fw}`], className)} {...rest} />;
}

export function ExternalAnchor({ size, className, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { size?: Size }) {
  return <a className={cx(css.anchor, size && css[`size-${size}`], className)} {...rest} />;
}
