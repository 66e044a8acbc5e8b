import { useState } from "react";
import type { SlotImage } from "../../image-slots/slots.ts";
import { Photo } from "../../components/Photo.tsx";
import { frameOriginAttribute } from "../../browser/frame-origin.ts";
import styles from "./VideoPlayer.module.css";

// The provider's privacy-enhanced domain (ADR 0006): no cookies until the visitor plays a video.
const playerOrigin = "https://www.youtube-nocookie.com";

function playerUrl(videoId: string): string {
  return `${playerOrigin}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}

// Technology.module.css: one video per row, two once the content is 2 × 22rem wide; at most 1248 px.
const posterSizes = "(max-width: 784px) calc(95vw - 1rem), (max-width: 1248px) calc(47.5vw - 1.25rem), 572px";

/** The local still shown until play. */
function Poster({ image, title }: { image: SlotImage; title: string }) {
  return <Photo image={image} alt={title} sizes={posterSizes} />;
}

// Stable, so React calls it once when the player mounts: the keyboard focus follows the click
// into the player instead of falling back to the top of the page with the removed button.
function focusPlayer(frame: HTMLIFrameElement | null) {
  frame?.focus();
}

function PlayIcon() {
  return (
    <svg className={styles.icon} aria-hidden="true" focusable="false" viewBox="0 0 64 64">
      <circle cx="32" cy="32" r="30" />
      <path d="M26 20v24l19-12z" />
    </svg>
  );
}

/**
 * ADR 0006: a video is a local poster with a play button; the provider's player, and with it the
 * first request to the provider, exists only after the click. It takes the poster's exact box, so
 * nothing on the page moves.
 */
export function VideoPlayer({
  title,
  videoId,
  playLabel,
  poster,
}: {
  title: string;
  videoId: string;
  playLabel: string;
  /** the image slot of the local poster */
  poster: SlotImage;
}) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className={styles.video} {...{ [frameOriginAttribute]: playerOrigin }}>
      <div className={styles.stage}>
        {playing ? (
          <iframe
            ref={focusPlayer}
            className={styles.player}
            src={playerUrl(videoId)}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            loading="lazy"
          />
        ) : (
          <>
            <Poster image={poster} title={title} />
            <button type="button" className={styles.play} onClick={() => setPlaying(true)}>
              <PlayIcon />
              <span className={styles.label}>{playLabel}</span>{" "}
              <span className="visually-hidden">{title}</span>
            </button>
          </>
        )}
      </div>
      <p className={styles.title}>{title}</p>
    </div>
  );
}
