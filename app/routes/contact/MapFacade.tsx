import { contact } from "virtual:content/contact";
import { site } from "virtual:content/site";
import mapImages from "virtual:image-slots/head-office-map";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { imageOf } from "../../image-slots/slots.ts";
import { Photo } from "../../components/Photo.tsx";
import type { PagePath } from "../../pages.ts";
import { frameOriginAttribute } from "../../browser/frame-origin.ts";
import styles from "./MapFacade.module.css";

// contact.module.css: the details column, full width below 960 px, 5 of 12 columns above.
const mapSizes = "(max-width: 960px) calc(100vw - 2.5rem), (max-width: 1248px) 38vw, 470px";

const mapOrigin = "https://www.openstreetmap.org";

/** The provider's embeddable map around the office, with its marker. */
function embedUrl({ latitude, longitude }: { latitude: number; longitude: number }): string {
  const bbox = [longitude - 0.012, latitude - 0.006, longitude + 0.012, latitude + 0.006].join(",");
  const query = new URLSearchParams({ bbox, layer: "mapnik", marker: `${latitude},${longitude}` });
  return `${mapOrigin}/export/embed.html?${query}`;
}

/** The query that shows the map when a visitor without JavaScript follows the "show" link. */
export const showMapQuery = "map=show";

// Keyboard focus follows the click into the map instead of falling back to the top of the page.
function focusMap(frame: HTMLIFrameElement | null) {
  frame?.focus();
}

/**
 * The head office's map as a click-to-load facade (ADR 0006, as the videos): a local picture and
 * the address first, and a note that the provider receives data once the visitor asks for the
 * map; only then the provider's frame, in the picture's box, so nothing moves. Without JavaScript
 * the "show" link reloads the page with the map in it.
 */
export function MapFacade() {
  const mapImage = imageOf(mapImages, "head-office-map");
  const { map } = contact.details;
  const { italy } = site.offices;
  const openInMapsUrl = `https://www.openstreetmap.org/search?query=${encodeURIComponent(italy.mapQuery)}`;
  const [searchParams] = useSearchParams();
  const [shown, setShown] = useState(searchParams.get("map") === "show");
  return (
    <figure className={styles.map} id="head-office-map" {...{ [frameOriginAttribute]: mapOrigin }}>
      <div className={styles.stage}>
        {shown ? (
          <iframe
            ref={focusMap}
            className={styles.frame}
            src={embedUrl(italy.geo)}
            title={map.title}
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <Photo image={mapImage} alt={map.imageAlt} sizes={mapSizes} />
        )}
      </div>
      <figcaption className={styles.caption}>
        <span className={styles.title}>{map.title}</span>
        <span className={styles.address}>{italy.lines.join(", ")}</span>
        {!shown && (
          <>
            <span className={styles.note}>
              {map.privacyNote}{" "}
              <a href={map.providerPrivacy.href} rel="noopener noreferrer" target="_blank">
                {map.providerPrivacy.label}
              </a>
            </span>
            <a
              className={styles.show}
              href={`${"/contact" satisfies PagePath}?${showMapQuery}#head-office-map`}
              onClick={(event) => {
                event.preventDefault();
                setShown(true);
              }}
            >
              {map.show}
            </a>
          </>
        )}
        <a className={styles.open} href={openInMapsUrl} target="_blank" rel="noopener noreferrer">
          {map.openInMaps}
        </a>
      </figcaption>
    </figure>
  );
}
