import { lazy, useState, type ComponentProps, type ComponentType } from "react";

/**
 * A component whose code loads when it is first rendered (like React's `lazy`), and can be loaded
 * ahead with `preload`. Once preloaded it renders without suspending. A page that server-renders
 * such a component preloads it before hydrating (see before-hydration.ts): otherwise that part
 * stays server HTML, deaf to clicks, after the rest of the page hydrated, until its chunk arrives.
 * The caller still wraps it in a Suspense boundary for renders before any preload.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component; its props are kept by ComponentProps<C>
export function onDemand<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  let loaded: C | undefined;
  const Lazy = lazy(load);
  function OnDemand(props: ComponentProps<C>) {
    // Chosen once per mount, so an instance first rendered lazily never changes type (and remounts) later.
    const [Component] = useState<ComponentType<ComponentProps<C>>>(
      () => loaded ?? (Lazy as ComponentType<ComponentProps<C>>),
    );
    return <Component {...props} />;
  }
  OnDemand.preload = (): Promise<void> =>
    load().then((module) => {
      loaded = module.default;
    });
  return OnDemand;
}
