import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'medium' | 'small';
  block?: boolean;
  /** An icon-only button; `aria-label` names it. */
  iconOnly?: boolean;
  children?: ReactNode;
}

/** The classes of a button, also for a link that looks like one (a "New user" link). */
export function buttonClasses({
  variant = 'secondary',
  size = 'medium',
  block,
  iconOnly,
  className,
}: Pick<ButtonProps, 'variant' | 'size' | 'block' | 'iconOnly' | 'className'> = {}): string {
  return [
    styles.button,
    styles[variant],
    size === 'small' && styles.small,
    block && styles.block,
    iconOnly && styles.icon,
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant,
  size,
  block,
  iconOnly,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, block, iconOnly, className })}
      {...rest}
    />
  );
}
