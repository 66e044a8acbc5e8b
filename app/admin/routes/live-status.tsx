import { data, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { editorText } from "../editor-text.ts";
import { editorRequest } from "../request-context.ts";
import { pageTitle } from "../ui/page-title.ts";

export function loader({ context }: LoaderFunctionArgs) {
  const { language, live } = context.get(editorRequest);
  // Shown only by the live preview's route, in its frame (editing.server.ts).
  if (!live) throw data(null, { status: 404 });
  return { language, live };
}

export const meta = pageTitle((words) => words.edit.live.title);

/** The live preview's frame when it shows no page: why, and for content not valid yet, each problem. */
export default function LiveStatusPage() {
  const { language, live } = useLoaderData<typeof loader>();
  const words = editorText[language].edit.live;
  return (
    <main>
      {live.kind === "waiting" ? (
        <>
          <p role="alert">{words.waiting}</p>
          <ul>
            {live.problems.map((problem, index) => (
              <li key={index}>
                <strong>{problem.where}</strong>
                {`: ${problem.message}`}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{live.kind === "none" ? words.none : words.noBuild}</p>
      )}
    </main>
  );
}
