import type { FileHelpOf } from "./types.ts";

/** The words of content/greetings.yaml's fields (and of content/<language>/greetings.yaml's). */
export const greetings = {
  page: { en: "Season's greetings on the home page", it: "Auguri stagionali sulla pagina iniziale" },
  fields: {
    enabled: {
      en: {
        label: "Show the greetings",
        help: "Choose Yes to show the greetings in a window over the home page between the first and the last day below; No keeps them off all year.",
      },
      it: {
        label: "Mostra gli auguri",
        help: "Scegli Sì per mostrare gli auguri in una finestra sopra la pagina iniziale tra il primo e l'ultimo giorno indicati qui sotto; con No restano spenti tutto l'anno.",
      },
    },
    from: {
      en: {
        label: "First day",
        help: "The first day the greetings may show, written year-month-day, e.g. 2025-12-15. A visitor who closes them does not see them again until you set a new first day.",
      },
      it: {
        label: "Primo giorno",
        help: "Il primo giorno in cui gli auguri possono comparire, scritto anno-mese-giorno, per esempio 2025-12-15. Chi li chiude non li rivede finché non imposti un nuovo primo giorno.",
      },
    },
    until: {
      en: {
        label: "Last day",
        help: "The last day the greetings may show, written year-month-day, e.g. 2026-01-10; after it they disappear by themselves.",
      },
      it: {
        label: "Ultimo giorno",
        help: "L'ultimo giorno in cui gli auguri possono comparire, scritto anno-mese-giorno, per esempio 2026-01-10; dopo spariscono da soli.",
      },
    },
    heading: {
      en: { label: "Greetings title", help: "The title of the greetings window, e.g. “Season's greetings”." },
      it: {
        label: "Titolo degli auguri",
        help: "Il titolo della finestra degli auguri, per esempio “Auguri di buone feste”.",
      },
    },
    body: {
      en: {
        label: "Greetings message",
        help: "The message under the title, one paragraph per item, e.g. a thank-you and the wishes for the new year. Remember to update the year each season.",
      },
      it: {
        label: "Messaggio di auguri",
        help: "Il messaggio sotto il titolo, un paragrafo per voce, per esempio un ringraziamento e gli auguri per l'anno nuovo. Ricordati di aggiornare l'anno a ogni stagione.",
      },
    },
    closeLabel: {
      en: {
        label: "Close button",
        help: "The words on the button that closes the greetings window, e.g. “Close”.",
      },
      it: {
        label: "Pulsante di chiusura",
        help: "Le parole sul pulsante che chiude la finestra degli auguri, per esempio “Chiudi”.",
      },
    },
  },
} satisfies FileHelpOf<"greetings">;
