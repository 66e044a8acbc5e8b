/**
 * The editor's own words, in the company staff's two languages: Italian and English. Not the
 * site's content (content/): these are the tool's, and only the people at /admin read them.
 */
export const adminLanguages = ["it", "en"] as const;
export type AdminLanguage = (typeof adminLanguages)[number];

export interface AdminWords {
  languageName: string;
  editor: string;
  signIn: {
    title: string;
    email: string;
    password: string;
    button: string;
    wrong: string;
    /** {minutes} */
    tooMany: string;
    expired: string;
  };
  signOut: string;
  signedInAs: string;
  roles: Record<"admin" | "editor" | "translator", string>;
  dashboard: {
    title: string;
    intro: string;
    placeholders: string;
    placeholdersNone: string;
    drafts: string;
    draftFiles: string;
    translationsNone: string;
    drawings: string;
    drawingsNone: string;
    enquiries: string;
    enquiriesNone: string;
    /** {count}, {minutes} */
    enquiriesWaiting: string;
    accounts: string;
    /** {language} */
    language: string;
  };
  password: {
    title: string;
    link: string;
    current: string;
    next: string;
    again: string;
    button: string;
    changed: string;
    wrongCurrent: string;
    differ: string;
    /** {min} */
    tooShort: string;
  };
  forbidden: string;
}

export const adminWords: Record<AdminLanguage, AdminWords> = {
  en: {
    languageName: "English",
    editor: "Site editor",
    signIn: {
      title: "Sign in",
      email: "Email",
      password: "Password",
      button: "Sign in",
      wrong: "The email or the password is not right.",
      tooMany: "Too many attempts: try again in {minutes} minutes.",
      expired: "Your session has ended: please sign in again.",
    },
    signOut: "Sign out",
    signedInAs: "Signed in as",
    roles: { admin: "administrator", editor: "editor", translator: "translator" },
    dashboard: {
      title: "What is left to do",
      intro: "Everything the site still needs from the company, as the build's own check sees it.",
      placeholders: "Placeholder values to replace",
      placeholdersNone: "No placeholders left.",
      drafts: "Texts still marked as drafts, by language",
      draftFiles: "translation files to confirm",
      translationsNone: "No drafts left.",
      drawings: "Photo slots still showing a drawing",
      drawingsNone: "Every slot has its photo.",
      enquiries: "Enquiries",
      enquiriesNone: "Every enquiry has reached the sales team.",
      enquiriesWaiting:
        "{count} waiting to be sent, the oldest for {minutes} minutes: see the IT guide (DEPLOY.md, Health and alerts).",
      accounts: "Accounts",
      language: "Language: {language}",
    },
    password: {
      title: "Change your password",
      link: "Change your password",
      current: "Current password",
      next: "New password",
      again: "New password again",
      button: "Change the password",
      changed: "Your password has been changed.",
      wrongCurrent: "The current password is not right.",
      differ: "The two new passwords differ.",
      tooShort: "The new password needs at least {min} characters.",
    },
    forbidden: "This request did not come from the editor's own page: please use the editor to do this.",
  },
  it: {
    languageName: "Italiano",
    editor: "Editor del sito",
    signIn: {
      title: "Accedi",
      email: "Email",
      password: "Password",
      button: "Accedi",
      wrong: "L'email o la password non sono corrette.",
      tooMany: "Troppi tentativi: riprova tra {minutes} minuti.",
      expired: "La sessione è scaduta: accedi di nuovo.",
    },
    signOut: "Esci",
    signedInAs: "Hai effettuato l'accesso come",
    roles: { admin: "amministratore", editor: "redattore", translator: "traduttore" },
    dashboard: {
      title: "Cosa resta da fare",
      intro:
        "Tutto ciò che il sito attende ancora dall'azienda, secondo il controllo che precede ogni pubblicazione.",
      placeholders: "Valori segnaposto da sostituire",
      placeholdersNone: "Nessun segnaposto rimasto.",
      drafts: "Testi ancora segnati come bozza, per lingua",
      draftFiles: "file di traduzione da confermare",
      translationsNone: "Nessuna bozza rimasta.",
      drawings: "Spazi per foto che mostrano ancora un disegno",
      drawingsNone: "Ogni spazio ha la sua foto.",
      enquiries: "Richieste",
      enquiriesNone: "Tutte le richieste sono arrivate all'ufficio commerciale.",
      enquiriesWaiting:
        "{count} in attesa di invio, la più vecchia da {minutes} minuti: vedi la guida per l'IT (DEPLOY.md, Health and alerts).",
      accounts: "Account",
      language: "Lingua: {language}",
    },
    password: {
      title: "Cambia la password",
      link: "Cambia la password",
      current: "Password attuale",
      next: "Nuova password",
      again: "Ripeti la nuova password",
      button: "Cambia la password",
      changed: "La password è stata cambiata.",
      wrongCurrent: "La password attuale non è corretta.",
      differ: "Le due nuove password non coincidono.",
      tooShort: "La nuova password deve avere almeno {min} caratteri.",
    },
    forbidden: "Questa richiesta non proviene dalla pagina dell'editor: usa l'editor per farlo.",
  },
};
