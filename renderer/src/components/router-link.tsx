import { Link } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

/** A Fluent link that navigates inside the app (new tabs and modified clicks still work). */
export function RouterLink({
  to,
  children,
  className,
  onClick,
}: {
  to: string;
  children: ReactNode;
  className?: string;
  /** Runs before the navigation (e.g. to fold a panel away). */
  onClick?: () => void;
}) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Link
      href={href}
      className={className}
      onClick={(event) => {
        onClick?.();
        handleClick(event);
      }}
    >
      {children}
    </Link>
  );
}
