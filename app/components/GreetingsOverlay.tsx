import { greetings } from "virtual:content/greetings";
import { useId, useSyncExternalStore, type MouseEvent } from "react";
import { readStored, writeStored } from "../browser/storage.ts";
import { greetingsDismissalKey, isGreetingsSeason } from "../browser/greetings.ts";
import styles from "./GreetingsOverlay.module.css";
import { Paragraphs } from "./Paragraphs.tsx";

const dismissalKey = greetingsDismissalKey(greetings);

// Without storage the overlay simply shows again on the next visit.
const wasDismissed = () => readStored("localStorage", dismissalKey) !== null;
const rememberDismissal = () => writeStored("localStorage", dismissalKey, new Date().toISOString());

// Decided once per page load on the visitor's clock, and cleared on close, so a client-side return
// to Home does not bring it back even when storage refused to remember.
let due: boolean | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function isDue(): boolean {
  due ??= isGreetingsSeason(greetings, new Date()) && !wasDismissed();
  return due;
}

function dismiss() {
  due = false;
  rememberDismissal();
  for (const listener of listeners) listener();
}

// A stable ref callback: showModal() makes the dialog modal (focus trap, inert page, Escape).
function openAsModal(dialog: HTMLDialogElement | null) {
  if (dialog && !dialog.open) dialog.showModal();
}

// Remembered the moment the visitor closes it: the dialog's close event comes a task later, and a
// reload in between (a quick visitor, a test) would otherwise bring the overlay back.
function closeAndRemember(dialog: HTMLDialogElement | null | undefined) {
  rememberDismissal();
  dialog?.close();
}

// The panel fills the dialog box, so a click whose target is the dialog itself hit the backdrop.
function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
  if (event.target === event.currentTarget) closeAndRemember(event.currentTarget);
}

/**
 * Spec §2: the optional season's greetings over Home. Never part of the server HTML or of
 * hydration (the server snapshot is "not due"), so prerendered pages and the first client render
 * agree; right after hydration the visitor's own date decides. Every way of closing it (the
 * button, Escape, a click on the backdrop) ends in the dialog's close event, which remembers it.
 */
export function GreetingsOverlay() {
  const open = useSyncExternalStore(subscribe, isDue, () => false);
  const headingId = useId();
  if (!open) return null;
  return (
    <dialog
      ref={openAsModal}
      className={styles.dialog}
      aria-labelledby={headingId}
      onCancel={rememberDismissal}
      onClose={dismiss}
      onClick={closeOnBackdrop}
    >
      <div className={styles.panel}>
        <h2 id={headingId} className={styles.heading}>
          {greetings.heading}
        </h2>
        <Paragraphs texts={greetings.body} />
        <button
          type="button"
          className={styles.close}
          onClick={(event) => closeAndRemember(event.currentTarget.closest("dialog"))}
        >
          {greetings.closeLabel}
        </button>
      </div>
    </dialog>
  );
}
