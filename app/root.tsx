import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { useEffect, useLayoutEffect } from "react";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { DemoBanner } from "#app/components/site/demo-banner.tsx";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { replayEarlyInput } from "#app/lib/replay-early-input.ts";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "alternate", type: "application/rss+xml", title: "EdFutures Insights", href: "/rss.xml" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const demoData = await context.services.demoContent.isSeeded();
  return { nonce: context.nonce, baseUrl: context.baseUrl, demoData };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = data?.nonce;
  // What was typed before hydration becomes the forms' state before anything re-renders them
  // (decision 0048): the outermost layout effect of the hydration commit, so every field exists.
  useLayoutEffect(() => replayEarlyInput(), []);
  // A stable "React has hydrated" marker for the browser tests: the outermost effect, so
  // it runs after every component's effects of the first commit.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0d1f3c" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body>
        {data?.demoData ? <DemoBanner /> : null}
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <Toaster>
      <Outlet />
    </Toaster>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-2xl px-6 py-24 text-center">
      <title>{status === 404 ? "Page Not Found | EdFutures" : "Something went wrong | EdFutures"}</title>
      <h1 className="text-3xl font-bold text-brand-900">
        {status === 404 ? "Page Not Found" : "Something went wrong"}
      </h1>
      <p className="mt-4 text-slate-600">
        {status === 404
          ? "The page you are looking for does not exist."
          : "We could not load this page. Please try again in a moment."}
      </p>
      <a className="mt-8 inline-block font-semibold text-brand-700 underline" href="/">
        Back to Home
      </a>
    </main>
  );
}
