// How code outside React (the 401 handler) navigates: the host registers its router's navigate.
type NavigateFn = (to: string) => void;

let navigateFn: NavigateFn = (to) => window.location.assign(to);

export function registerNavigate(fn: NavigateFn): () => void {
  navigateFn = fn;
  return () => {
    if (navigateFn === fn) navigateFn = (to) => window.location.assign(to);
  };
}

export function navigateOutsideReact(to: string): void {
  navigateFn(to);
}
