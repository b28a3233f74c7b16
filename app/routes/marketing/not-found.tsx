import { data, Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: "Page Not Found | EdFutures" }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
      <p className="text-6xl font-bold text-gold-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-brand-900">
        <span className="sr-only">404 </span>Page Not Found
      </h1>
      <p className="mt-4 text-slate-700">The page you are looking for does not exist or has been moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass("primary")}>
          Back to Home
        </Link>
        <Link to="/news" className={buttonClass("outline")}>
          News & Insights
        </Link>
      </div>
    </div>
  );
}
