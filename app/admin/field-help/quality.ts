import type { FileHelpOf } from "./types.ts";

/** The words of content/quality.yaml's fields (and of content/<language>/quality.yaml's). */
export const quality = {
  page: { en: "Quality page and certificates", it: "Pagina Qualità e certificati" },
  fields: {
    certificates: {
      en: {
        label: "Certificates",
        help: "The certificates the company holds, the most important first. Each is a card on the quality page; its standard and validity also appear on the home and About pages.",
      },
      it: {
        label: "Certificati",
        help: "I certificati dell'azienda, dal più importante. Ognuno è una scheda nella pagina Qualità; norma e validità compaiono anche nella pagina iniziale e in Chi siamo.",
      },
    },
    "certificates[].name": {
      en: {
        label: "Name of the certificate's file",
        help: "The certificate's own name, never changed: its PDF is uploaded in the editor's Documents as certificate-<name>.pdf, e.g. iso-9001. Small letters, numbers and hyphens only.",
      },
      it: {
        label: "Nome del file del certificato",
        help: "Il nome proprio del certificato, da non cambiare mai: il suo PDF si carica in Documenti come certificate-<nome>.pdf, per esempio iso-9001. Solo lettere minuscole, numeri e trattini.",
      },
    },
    "certificates[].standard": {
      en: {
        label: "Certified standard",
        help: "The standard with its year, as the title of the certificate's card, e.g. ISO 9001:2015.",
      },
      it: {
        label: "Norma certificata",
        help: "La norma con il suo anno, che fa da titolo alla scheda del certificato, per esempio ISO 9001:2015.",
      },
    },
    "certificates[].issuer": {
      en: {
        label: "Certification body",
        help: "Who issued the certificate, shown after “Issued by”. Leave it empty for the certification body named in the company details.",
      },
      it: {
        label: "Ente di certificazione",
        help: "Chi ha rilasciato il certificato, mostrato dopo “Rilasciato da”. Lascialo vuoto se è l'ente indicato nei dati dell'azienda.",
      },
    },
    "certificates[].number": {
      en: {
        label: "Certificate number",
        help: "The number exactly as printed on the certificate, shown on its card.",
      },
      it: {
        label: "Numero del certificato",
        help: "Il numero esattamente come è stampato sul certificato; compare nella sua scheda.",
      },
    },
    "certificates[].validFrom": {
      en: {
        label: "Valid from",
        help: "The first day of validity printed on the certificate, e.g. 2024-03-01.",
      },
      it: {
        label: "Valido dal",
        help: "Il primo giorno di validità stampato sul certificato, per esempio 2024-03-01.",
      },
    },
    "certificates[].validUntil": {
      en: {
        label: "Valid until",
        help: "The last day of validity. From the next day the site shows the certificate as expired and offers no download; the editor warns you 60 days before.",
      },
      it: {
        label: "Valido fino al",
        help: "L'ultimo giorno di validità. Dal giorno dopo il sito lo mostra come scaduto e non lo offre più da scaricare; l'editor ti avvisa 60 giorni prima.",
      },
    },
    "certificates[].toConfirm": {
      en: {
        label: "Number and dates to confirm",
        help: "Ticked while the certificate's number and dates wait for the company's confirmation; the to-do list counts it. Untick it once checked against the certificate.",
      },
      it: {
        label: "Numero e date da confermare",
        help: "Spuntato finché numero e date del certificato attendono la conferma dell'azienda; l'elenco delle cose da fare lo conta. Togli la spunta dopo averli verificati sul certificato.",
      },
    },
    intro: {
      en: {
        label: "Introduction",
        help: "The paragraphs at the top of the quality page, above the certificates: how every order is inspected and certified.",
      },
      it: {
        label: "Introduzione",
        help: "I paragrafi in cima alla pagina Qualità, sopra i certificati: come viene controllato e certificato ogni ordine.",
      },
    },
    certificatesHeading: {
      en: {
        label: "Certificates heading",
        help: "The title over the certificate cards, e.g. “Our certificates”.",
      },
      it: {
        label: "Titolo dei certificati",
        help: "Il titolo sopra le schede dei certificati, per esempio “I nostri certificati”.",
      },
    },
    scopes: {
      en: {
        label: "What each certificate covers",
        help: "Each certificate's scope in this language, matched to the certificate by its name. A certificate with no scope here shows none.",
      },
      it: {
        label: "Campo di applicazione dei certificati",
        help: "Il campo di applicazione di ogni certificato in questa lingua, abbinato al certificato tramite il suo nome. Un certificato senza campo qui non ne mostra nessuno.",
      },
    },
    "scopes[].name": {
      en: {
        label: "Certificate",
        help: "The name of the certificate this scope belongs to, exactly as in the list of certificates, e.g. iso-9001.",
      },
      it: {
        label: "Certificato",
        help: "Il nome del certificato a cui si riferisce questo campo di applicazione, esattamente come nell'elenco dei certificati, per esempio iso-9001.",
      },
    },
    "scopes[].scope": {
      en: {
        label: "Scope",
        help: "What the certificate covers, as printed on it, shown on its card, e.g. “Design and manufacture of steel and alloy castings”.",
      },
      it: {
        label: "Campo di applicazione",
        help: "Ciò che il certificato copre, come è stampato sul certificato; compare nella sua scheda, per esempio “Progettazione e produzione di getti in acciaio e leghe”.",
      },
    },
    labels: {
      en: {
        label: "Words on the certificate cards",
        help: "The short names on each certificate card, the lines on its validity and the links to the PDFs.",
      },
      it: {
        label: "Testi delle schede dei certificati",
        help: "Le brevi diciture di ogni scheda certificato, le righe sulla sua validità e i link ai PDF.",
      },
    },
    "labels.standard": {
      en: {
        label: "Word for the standard",
        help: "Not shown on the site at present: each card already has the certified standard as its title. E.g. “Standard”.",
      },
      it: {
        label: "Parola per la norma",
        help: "Per ora non compare sul sito: ogni scheda ha già come titolo la norma certificata. Per esempio “Norma”.",
      },
    },
    "labels.issuer": {
      en: {
        label: "Before the certification body",
        help: "Written before who issued the certificate, on each card, e.g. “Issued by”.",
      },
      it: {
        label: "Prima dell'ente di certificazione",
        help: "Compare in ogni scheda prima di chi ha rilasciato il certificato, per esempio “Rilasciato da”.",
      },
    },
    "labels.number": {
      en: {
        label: "Before the number",
        help: "Written before the certificate's number on each card, e.g. “Certificate number”.",
      },
      it: {
        label: "Prima del numero",
        help: "Compare in ogni scheda prima del numero del certificato, per esempio “Numero del certificato”.",
      },
    },
    "labels.scope": {
      en: {
        label: "Before the scope",
        help: "Written before what the certificate covers, on each card that has a scope, e.g. “Scope”.",
      },
      it: {
        label: "Prima del campo di applicazione",
        help: "Compare prima di ciò che il certificato copre, nelle schede che ne hanno uno, per esempio “Campo di applicazione”.",
      },
    },
    "labels.validFrom": {
      en: {
        label: "Before the first day",
        help: "Written before the first day of validity on each card, e.g. “Valid from”.",
      },
      it: {
        label: "Prima del primo giorno",
        help: "Compare in ogni scheda prima del primo giorno di validità, per esempio “Valido dal”.",
      },
    },
    "labels.validUntil": {
      en: {
        label: "Before the last day",
        help: "Written before the last day of validity on each card, e.g. “Valid until”.",
      },
      it: {
        label: "Prima dell'ultimo giorno",
        help: "Compare in ogni scheda prima dell'ultimo giorno di validità, per esempio “Valido fino al”.",
      },
    },
    "labels.valid": {
      en: {
        label: "Line for a valid certificate",
        help: "Under the title of a valid certificate, here and on the home and About pages. {date} is replaced by its last day; keep it. E.g. “Valid until {date}”.",
      },
      it: {
        label: "Riga del certificato valido",
        help: "Sotto il titolo di un certificato valido, qui, nella pagina iniziale e in Chi siamo. {date} diventa il suo ultimo giorno di validità; lascialo. Per esempio “Valido fino al {date}”.",
      },
    },
    "labels.expired": {
      en: {
        label: "Line for an expired certificate",
        help: "Under the title of a certificate past its last day, here and on the home and About pages. {date} is replaced by that day; keep it. E.g. “Expired on {date}”.",
      },
      it: {
        label: "Riga del certificato scaduto",
        help: "Sotto il titolo di un certificato oltre l'ultimo giorno di validità, qui, nella pagina iniziale e in Chi siamo. {date} diventa quel giorno; lascialo. Per esempio “Scaduto il {date}”.",
      },
    },
    "labels.expiredNote": {
      en: {
        label: "Note on an expired certificate",
        help: "Shown under an expired certificate: that the renewed one is coming and how to ask for it.",
      },
      it: {
        label: "Nota sul certificato scaduto",
        help: "Compare sotto un certificato scaduto: dice che quello rinnovato è in arrivo e come richiederlo.",
      },
    },
    "labels.download": {
      en: {
        label: "Link to the certificate's PDF",
        help: "The link to download the certificate, followed by the file's size, e.g. “Download the certificate (PDF)”. Hidden once the certificate has expired.",
      },
      it: {
        label: "Link al PDF del certificato",
        help: "Il link per scaricare il certificato, seguito dal peso del file, per esempio “Scarica il certificato (PDF)”. Sparisce quando il certificato è scaduto.",
      },
    },
    "labels.noFile": {
      en: {
        label: "When there is no PDF",
        help: "Shown on a certificate's card while its PDF has not been uploaded, e.g. “The PDF is available on request.”",
      },
      it: {
        label: "Quando manca il PDF",
        help: "Compare nella scheda del certificato finché il suo PDF non è stato caricato, per esempio “Il PDF è disponibile su richiesta.”",
      },
    },
    "labels.sample": {
      en: {
        label: "Link to a sample document",
        help: "The link to the sample PDF of an inspection document, followed by its size, e.g. “See a sample (PDF)”. Shown only where a sample is uploaded.",
      },
      it: {
        label: "Link al documento d'esempio",
        help: "Il link al PDF d'esempio di un documento di controllo, seguito dal peso del file, per esempio “Vedi un esempio (PDF)”. Compare solo se l'esempio è stato caricato.",
      },
    },
    checksHeading: {
      en: {
        label: "Checks heading",
        help: "The title of the section on the tests done on every casting, e.g. “What we check on every casting”.",
      },
      it: {
        label: "Titolo dei controlli",
        help: "Il titolo della sezione sulle prove eseguite su ogni getto, per esempio “Cosa controlliamo su ogni getto”.",
      },
    },
    checksIntro: {
      en: {
        label: "Introduction to the checks",
        help: "The paragraphs under the checks heading: who carries out the tests and how their results are documented.",
      },
      it: {
        label: "Introduzione ai controlli",
        help: "I paragrafi sotto il titolo dei controlli: chi esegue le prove e come se ne documentano i risultati.",
      },
    },
    checks: {
      en: {
        label: "Checks on every casting",
        help: "The tests carried out and documented on every casting, one card each, e.g. chemical analysis, hardness, radiographic testing.",
      },
      it: {
        label: "Controlli su ogni getto",
        help: "Le prove eseguite e documentate su ogni getto, una scheda ciascuna, per esempio analisi chimica, durezza, controllo radiografico.",
      },
    },
    "checks[].title": {
      en: {
        label: "Name of the check",
        help: "The test's name as the title of its card, e.g. “Ultrasonic testing”.",
      },
      it: {
        label: "Nome del controllo",
        help: "Il nome della prova, come titolo della sua scheda, per esempio “Controllo a ultrasuoni”.",
      },
    },
    "checks[].text": {
      en: {
        label: "Description of the check",
        help: "How the test is done, to which standard and on which castings, e.g. “To ASTM E709 or EN 1369, for surface cracks…”.",
      },
      it: {
        label: "Descrizione del controllo",
        help: "Come si esegue la prova, secondo quale norma e su quali getti, per esempio “Secondo ASTM E709 o EN 1369, per cricche superficiali…”.",
      },
    },
    documentsHeading: {
      en: {
        label: "Documents heading",
        help: "The title of the section on the inspection documents issued with each order, e.g. “The documents we issue”.",
      },
      it: {
        label: "Titolo dei documenti",
        help: "Il titolo della sezione sui documenti di controllo emessi con ogni ordine, per esempio “I documenti che emettiamo”.",
      },
    },
    documents: {
      en: {
        label: "Inspection documents",
        help: "The inspection documents the foundry issues, e.g. the EN 10204 3.1 and 3.2 certificates, each a card with a sample PDF where one is uploaded.",
      },
      it: {
        label: "Documenti di controllo",
        help: "I documenti di controllo che la fonderia emette, per esempio i certificati 3.1 e 3.2 secondo EN 10204, ciascuno con la sua scheda e un PDF d'esempio se caricato.",
      },
    },
    "documents[].name": {
      en: {
        label: "Name of the sample's file",
        help: "The document's own name, never changed: its sample PDF is uploaded in the editor's Documents as sample-<name>.pdf, e.g. en-10204-3-1.",
      },
      it: {
        label: "Nome del file d'esempio",
        help: "Il nome proprio del documento, da non cambiare mai: il suo PDF d'esempio si carica in Documenti come sample-<nome>.pdf, per esempio en-10204-3-1.",
      },
    },
    "documents[].title": {
      en: {
        label: "Name of the document",
        help: "The document's name as the title of its card, e.g. “Inspection certificate 3.1 to EN 10204”.",
      },
      it: {
        label: "Nome del documento",
        help: "Il nome del documento come titolo della sua scheda, per esempio “Certificato di ispezione 3.1 secondo EN 10204”.",
      },
    },
    "documents[].text": {
      en: {
        label: "Description of the document",
        help: "What the document certifies, who signs it and when the buyer receives it.",
      },
      it: {
        label: "Descrizione del documento",
        help: "Che cosa certifica il documento, chi lo firma e quando lo riceve l'acquirente.",
      },
    },
  },
} satisfies FileHelpOf<"quality">;
