import { googleMapsEmbedUrl } from './links';

/** SPEC §9: an embedded map at zoom 15, 180–260 px high; loads only when scrolled near. */
export function MapEmbed({ query, title }: { query: string; title: string }) {
  return (
    <iframe
      title={title}
      src={googleMapsEmbedUrl(query)}
      loading="lazy"
      // The frame is Google's origin, not ours: allow-same-origin only lets the map keep its own
      // storage, and the sandbox still stops it navigating this page or opening dialogs.
      // oxlint-disable-next-line react/iframe-missing-sandbox
      sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer-when-downgrade"
      className="block h-[200px] w-full rounded-2xl border border-border bg-muted sm:h-[260px]"
    />
  );
}
