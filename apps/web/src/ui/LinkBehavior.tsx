import type { Ref } from 'react';
import { Link, type LinkProps } from 'react-router';

export type LinkBehaviorProps = Omit<LinkProps, 'to'> & {
  href: LinkProps['to'];
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * Lets every MUI link and button with an `href` navigate through the router (set in the theme);
 * absolute addresses still render a plain anchor.
 */
export function LinkBehavior({ href, ...rest }: LinkBehaviorProps) {
  return <Link to={href} {...rest} />;
}
