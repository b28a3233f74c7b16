/**
 * Shown above every page while the demo content is seeded, so nobody mistakes a demo install for
 * the firm's live site. Plain text, no landmark (each page keeps one banner landmark, its header).
 */
export function DemoBanner() {
  return (
    <p className="bg-gold-100 px-4 py-1 text-center text-xs leading-5 text-brand-900">
      <strong className="font-semibold">Demo data:</strong> sample content, not real records.
    </p>
  );
}
