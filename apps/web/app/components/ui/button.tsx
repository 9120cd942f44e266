import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cx } from './layout.tsx';
import css from './button.module.css';

export type UiColor = 'blue' | 'red' | 'gray' | 'green' | 'orange' | 'yellow' | 'teal' | 'violet' | 'cyan' | 'grape';
type Variant = 'filled' | 'light' | 'outline' | 'subtle' | 'default';

interface Look {
  variant?: Variant;
  color?: UiColor;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  fullWidth?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  className?: string;
  children?: ReactNode;
}

const classes = ({ variant = 'filled', color = 'blue', size = 'sm', fullWidth, className }: Look) =>
  cx(css.button, variant !== 'filled' && css[variant], css[color], css[size], fullWidth && css.full, className);

/** A button with Mantine's look (light kit, decision 012). */
export function Button({ variant, color, size, fullWidth, leftSection, rightSection, className, children, type = 'button', ...rest }: Look & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type={type} className={classes({ variant, color, size, fullWidth, className })} {...rest}>
      {leftSection}
      {children}
      {rightSection}
    </button>
  );
}

/** An in-app link that looks like a button. */
export function ButtonLink({ variant, color, size, fullWidth, leftSection, rightSection, className, children, ...rest }: Look & Omit<LinkProps, 'className' | 'children'>) {
  return (
    <Link className={classes({ variant, color, size, fullWidth, className })} {...rest}>
      {leftSection}
      {children}
      {rightSection}
    </Link>
  );
}

/** A small label; `light` (pale background, dark text at 4.5:1) unless told otherwise. */
export function Badge({ variant = 'light', color = 'blue', size = 'md', className, children, title }: { variant?: 'light' | 'filled' | 'outline'; color?: UiColor; size?: 'xs' | 'sm' | 'md' | 'lg'; className?: string; children?: ReactNode; title?: string }) {
  return (
    <span title={title} className={cx(css.badge, variant !== 'filled' && css[variant], css[color], size !== 'md' && css[`b-${size}`], className)}>
      {children}
    </span>
  );
}
