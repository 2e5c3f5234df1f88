import { NavLink, type NavLinkProps } from 'react-router-dom';
import { remoteModuleFor } from '../federation/areas';
import { prefetchRemoteModule } from '../federation/remotes';

/** A nav link that starts loading the remote behind its target when pointed at or focused. */
export function PrefetchLink({ to, onMouseEnter, onFocus, ...rest }: NavLinkProps & { to: string }) {
  const warm = () => prefetchRemoteModule(remoteModuleFor(to));
  return (
    <NavLink
      to={to}
      onMouseEnter={(e) => {
        warm();
        onMouseEnter?.(e);
      }}
      onFocus={(e) => {
        warm();
        onFocus?.(e);
      }}
      {...rest}
    />
  );
}
