/**
 * Sending a form with large drawings so the visitor sees how far the upload has gone: fetch (what
 * React Router's forms use) reports no upload progress, XMLHttpRequest does. The form is posted to
 * its own address as a document request, exactly as without JavaScript; an accepted one is answered
 * 303 to the sent page, which the browser then opens. Anything else (a refusal the browser could not
 * foresee, such as a file's content) goes through React Router's own submit, so the page shows the
 * server's words as it always does; that sends the files again, which only a refusal costs.
 */
import { useState } from "react";
import { useSubmit } from "react-router";

/** Below this much, an upload is over before a bar could say anything. */
export const progressFromBytes = 1024 * 1024;

export interface UploadProgress {
  loaded: number;
  total: number;
}

export function useUpload() {
  const submit = useSubmit();
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  const send = (form: HTMLFormElement) => {
    const body = new FormData(form);
    const request = new XMLHttpRequest();
    request.open("POST", form.action);
    request.setRequestHeader("Accept", "text/html");
    setProgress({ loaded: 0, total: 1 });
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) setProgress({ loaded: event.loaded, total: event.total });
    };
    const fallBack = () => {
      setProgress(null);
      void submit(form, { method: "post", encType: "multipart/form-data" });
    };
    request.onload = () => {
      const answered = new URL(request.responseURL || form.action, window.location.href);
      if (request.status === 200 && /\/contact\/sent$/.test(answered.pathname)) {
        window.location.assign(answered.href);
        return;
      }
      fallBack();
    };
    request.onerror = fallBack;
    request.send(body);
  };

  return { progress, send };
}
