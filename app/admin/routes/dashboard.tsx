import { Fragment, type ReactNode } from "react";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { fillTemplate } from "../../format/template.ts";
import type { Dashboard } from "../dashboard.server.ts";
import { type AdminLanguage, editorText } from "../editor-text.ts";
import { editorRequest } from "../request-context.ts";
import { dateOf } from "../shell.ts";
import { Checklist } from "../ui/Checklist.tsx";
import { SignedInPage } from "../ui/SignedInPage.tsx";
import { pageTitle } from "../ui/page-title.ts";

export function loader({ context }: LoaderFunctionArgs) {
  const { language, person, work } = context.get(editorRequest);
  return { language, person: person!, todo: work.dashboard() };
}

export const meta = pageTitle((words) => words.dashboard.title);

/** A list, or the sentence that says it is empty. */
function List({ items, none }: { items: readonly ReactNode[]; none: string }) {
  if (items.length === 0) return none ? <p>{none}</p> : null;
  return (
    <ul>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

type Todo = Dashboard;

function Certificates({
  certificates,
  language,
}: {
  certificates: Todo["certificates"];
  language: AdminLanguage;
}) {
  const words = editorText[language].dashboard;
  if (!certificates.length) return null;
  return (
    <>
      <h2>{`${words.certificates} (${certificates.length})`}</h2>
      <div role="alert">
        <ul>
          {certificates.map((entry) => (
            <li key={entry.name}>
              <a href="/admin/edit/quality">
                {fillTemplate(entry.daysLeft < 0 ? words.certificateExpired : words.certificateExpiring, {
                  standard: `${entry.standard} (${entry.name})`,
                  date: entry.validUntil,
                  days: entry.daysLeft,
                })}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

function Drawings({
  drawings,
  language,
}: {
  drawings: NonNullable<Todo["drawings"]>;
  language: AdminLanguage;
}) {
  const words = editorText[language].dashboard;
  return (
    <>
      <h2>{`${words.drawings} (${drawings.count})`}</h2>
      {drawings.count === 0 ? (
        <p>{words.drawingsNone}</p>
      ) : (
        drawings.pages.map(({ page, places }) => (
          <Fragment key={page}>
            <h3>{`${page} (${places.length})`}</h3>
            <ul>
              {places.map((place) => (
                <li key={place.slot}>
                  <a href={`/admin/photos/${place.slot}`}>{place.label}</a>
                </li>
              ))}
            </ul>
          </Fragment>
        ))
      )}
    </>
  );
}

function Undescribed({ items, language }: { items: Todo["undescribed"]; language: AdminLanguage }) {
  const words = editorText[language].dashboard;
  if (!items.length) return null;
  return (
    <>
      <h2>{`${words.undescribed} (${items.length})`}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <a href={item.href}>
              {fillTemplate(words.undescribedItem, {
                language: item.language,
                article: item.article,
                described: item.described,
                photos: item.photos,
              })}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/** What the site still needs from the person signed in, each a link to where it is given. */
export default function DashboardPage() {
  const { language, person, todo } = useLoaderData<typeof loader>();
  const text = editorText[language];
  const words = text.dashboard;
  return (
    <SignedInPage language={language} person={person} path="/admin" section="/admin">
      <h1>{words.title}</h1>
      <p>{words.intro}</p>
      {/* A certificate past its date or near it comes first: buyers read the quality page. */}
      <Certificates certificates={todo.certificates} language={language} />
      <h2>{`${words.placeholders} (${todo.placeholders.count})`}</h2>
      {todo.placeholders.groups.length ? (
        <Checklist groups={todo.placeholders.groups} />
      ) : (
        <p>{words.placeholdersNone}</p>
      )}
      <h2>{words.drafts}</h2>
      {/* Each language's drafts named and linked to the mark that waits, by page, folded. The
          language's name in its own script, isolated: an Arabic name took the figures after it
          into its right-to-left run ("21 ;43 :العربية"). */}
      <List
        items={todo.drafts.map((entry) => (
          <details key={entry.language}>
            <summary>
              <bdi lang={entry.language}>{entry.name}</bdi>
              {`: ${entry.items}${entry.files ? `; ${entry.files} ${words.draftFiles}` : ""}`}
            </summary>
            <Checklist groups={entry.groups} />
          </details>
        ))}
        none={words.translationsNone}
      />
      {todo.waiting.length ? (
        <>
          <h2>{`${text.guided.waiting} (${todo.waiting.length})`}</h2>
          <List
            items={todo.waiting.map((kept) => (
              <a key={kept.href} href={kept.href}>
                {fillTemplate(text.guided.waitingItem, {
                  title: kept.named ? `${kept.title} “${kept.named}”` : kept.title,
                  who: kept.who,
                  when: dateOf(kept.at, language),
                })}
              </a>
            ))}
            none=""
          />
        </>
      ) : null}
      <h2>{words.outdated}</h2>
      {todo.outdated.length === 0 ? (
        <p>{words.outdatedNone}</p>
      ) : (
        <ul>
          {todo.outdated.map((item) => (
            <li key={`${item.language}/${item.file}`}>
              <a href={`/admin/edit/${item.language}/${item.file}`}>
                {`${item.name}: content/${item.language}/${item.file}.yaml`}
              </a>
              {` (${item.count})`}
            </li>
          ))}
        </ul>
      )}
      {/* Grouped by page, each place in words and a link to where its photo is dropped. */}
      {todo.drawings ? <Drawings drawings={todo.drawings} language={language} /> : null}
      <Undescribed items={todo.undescribed} language={language} />
      {todo.enquiries ? (
        <>
          <h2>{words.enquiries}</h2>
          <p>
            {todo.enquiries.pending === 0
              ? words.enquiriesNone
              : fillTemplate(words.enquiriesWaiting, {
                  count: todo.enquiries.pending,
                  minutes: Math.round((todo.enquiries.oldestPendingSeconds ?? 0) / 60),
                })}
          </p>
        </>
      ) : null}
      {todo.accounts ? (
        <>
          <h2>{words.accounts}</h2>
          <List
            items={todo.accounts.map(
              (account) =>
                `${account.email}: ${text.roles[account.role]}${account.languages.length ? ` (${account.languages.join(", ")})` : ""}`,
            )}
            none=""
          />
        </>
      ) : null}
    </SignedInPage>
  );
}
